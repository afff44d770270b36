import { offeredPaymentTypes } from '@server/payment/payment-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  berlin,
  CLOUDKONTOR,
  client,
  company,
  fieldErrors,
  HOSTWERK,
  privatePerson,
  sepa,
} from './support/checkout';
import { startTestServer, type TestServer } from './support/server';

/**
 * `GET /api/v2/payment-types` and `GET`/`PUT /api/v2/session/payment` (checkout spec sections 3, 5,
 * 7, 8): the brand's payment types for the session's customer, the selected payment option, SEPA
 * checked by the shared domain form, no card data kept.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const { visitor, get, put, customer, writeState } = client(() => test.server);
const TYPES = '/api/v2/payment-types';
const PAYMENT = '/api/v2/session/payment';
const store = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const slugs = (response: { json(): unknown }) =>
  (response.json() as { data: { slug: string }[] }).data.map((type) => type.slug);

describe(`payment types (${store})`, () => {
  it('lists the brand’s types; before the customer type is known, those of every allowed type', async () => {
    const response = await get(undefined, TYPES);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { is_active: true, name: 'SEPA-Lastschrift', slug: 'sepa', sms_validation_required: true },
      { is_active: true, name: 'PayPal', slug: 'paypal-integration', sms_validation_required: false },
      { is_active: true, name: 'Kreditkarte', slug: 'adyen-scheme', sms_validation_required: false },
      { is_active: true, name: 'Überweisung', slug: 'bank-transfer', sms_validation_required: false },
    ]);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('names the types in the session’s language', async () => {
    const names = (await get(await visitor('en-GB'), TYPES))
      .json()
      .data.map((type: { name: string }) => type.name);
    expect(names).toEqual(['SEPA direct debit', 'PayPal', 'Credit card', 'Bank transfer']);
  });

  it('depends on the customer type: bank transfer for companies only', async () => {
    expect(slugs(await get(await customer(privatePerson), TYPES))).toEqual([
      'sepa',
      'paypal-integration',
      'adyen-scheme',
    ]);
    expect(slugs(await get(await customer(company), TYPES))).toEqual([
      'sepa',
      'paypal-integration',
      'adyen-scheme',
      'bank-transfer',
    ]);
  });

  it('depends on the country: SEPA only for an address in the SEPA area', () => {
    // Every seeded country is in the SEPA area, so the rule is checked on the function itself.
    const offered = (countryCode: string) =>
      offeredPaymentTypes('hostwerk', 'en-GB', { group: 1, allowedGroups: [1, 0], countryCode }).map(
        (type) => type.slug,
      );
    expect(offered('DE')).toContain('sepa');
    expect(offered('CH')).toContain('sepa');
    expect(offered('TR')).toEqual(['paypal-integration', 'adyen-scheme']);
  });

  it('per brand: cloudkontor lists PayPal switched off and SEPA without SMS validation', async () => {
    const types = (await get({ host: CLOUDKONTOR }, TYPES)).json().data;
    expect(types).toEqual([
      { is_active: true, name: 'SEPA direct debit', slug: 'sepa', sms_validation_required: false },
      { is_active: true, name: 'Credit card', slug: 'adyen-scheme', sms_validation_required: false },
      { is_active: true, name: 'Bank transfer', slug: 'bank-transfer', sms_validation_required: false },
      { is_active: false, name: 'PayPal', slug: 'paypal-integration', sms_validation_required: false },
    ]);
  });
});

describe(`selected payment option (${store})`, () => {
  it('answers null without a session or selection', async () => {
    expect((await get(undefined, PAYMENT)).json()).toEqual({ data: null });
    expect((await get(await customer(), PAYMENT)).json()).toEqual({ data: null });
  });

  it('saves SEPA: IBAN and BIC compact and upper case, SMS validation from the type, not the body', async () => {
    const who = await customer();
    const response = await put(who, PAYMENT, {
      ...sepa,
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'coba deff xxx',
      holder: ' Anna Berg ',
      sms_validation: false,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      type: 'sepa',
      holder: 'Anna Berg',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bank: 'Commerzbank',
      permission: true,
      psp_reference: null,
      recurring_reference: null,
      paypal_reference: null,
      sms_validation: true,
    };
    expect(response.json()).toEqual({ data: expected });
    expect((await get(who, PAYMENT)).json()).toEqual({ data: expected });
    expect((await get(who, PAYMENT)).headers['cache-control']).toBe('no-store');
  });

  it.each([
    [
      'an IBAN with a wrong checksum',
      { iban: 'DE89370400440532013001' },
      'iban',
      'This IBAN is not valid. Please check it for typing errors.',
    ],
    [
      'an IBAN that is not an IBAN',
      { iban: '12DE370400440532013000' },
      'iban',
      'Please enter a valid IBAN: two letters, two digits and then letters or digits.',
    ],
    [
      'an IBAN over 34 characters',
      { iban: `DE89${'1'.repeat(31)}` },
      'iban',
      'The IBAN may be at most 34 characters long.',
    ],
    ['an empty IBAN', { iban: ' ' }, 'iban', 'Please enter your IBAN.'],
    ['a BIC of 7 characters', { bic: 'COBADEF' }, 'bic', 'The BIC must be at least 8 characters long.'],
    ['a BIC of 12 characters', { bic: 'COBADEFFXXXX' }, 'bic', 'The BIC may be at most 11 characters long.'],
    [
      'a BIC with a digit in the bank code',
      { bic: 'C0BADEFF' },
      'bic',
      'Please enter a valid BIC, for example COBADEFFXXX.',
    ],
    [
      'a holder of 2 characters',
      { holder: 'AB' },
      'holder',
      'The account holder must be at least 3 characters long.',
    ],
    [
      'no bank name where the brand shows the field',
      { bank: null },
      'bank',
      'Please enter the name of your bank.',
    ],
    [
      'the debit authorization not given',
      { permission: false },
      'permission',
      'Please authorise the direct debit.',
    ],
  ])('refuses SEPA with %s', async (_name, change, field, message) => {
    const who = await customer();
    expect(fieldErrors(await put(who, PAYMENT, { ...sepa, ...change }))).toEqual({ [field]: [message] });
    expect((await get(who, PAYMENT)).json().data).toBeNull();
  });

  it('answers SEPA errors in German for a German session, every field at once', async () => {
    const who = await customer(privatePerson, berlin, 'de-DE');
    const response = await put(who, PAYMENT, {
      ...sepa,
      iban: 'DE00370400440532013000',
      bic: 'XX',
      permission: false,
    });
    expect(fieldErrors(response)).toEqual({
      iban: ['Diese IBAN ist ungültig. Bitte prüfen Sie sie auf Tippfehler.'],
      bic: ['Die BIC muss mindestens 8 Zeichen lang sein.'],
      permission: ['Bitte erteilen Sie das Lastschriftmandat.'],
    });
  });

  it('takes SEPA without a bank name where the brand hides the field', async () => {
    const who = await customer(company, berlin, 'en-GB', CLOUDKONTOR);
    const response = await put(who, PAYMENT, { ...sepa, bank: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ bank: null, sms_validation: false });
  });

  it('never keeps card data: only the contract’s fields of a card payment are stored', async () => {
    const who = await customer();
    const response = await put(who, PAYMENT, {
      type: 'adyen-scheme',
      permission: true,
      psp_reference: null,
      encryptedCardNumber: 'adyenjs_0_1_25$secret',
      cardNumber: '4111111111111111',
      cvc: '737',
      holder: 'Anna Berg',
      iban: 'DE89370400440532013000',
    });
    expect(response.statusCode).toBe(200);
    const stored = (await get(who, PAYMENT)).json();
    expect(stored.data).toEqual({
      type: 'adyen-scheme',
      bank: null,
      bic: null,
      holder: null,
      iban: null,
      permission: true,
      psp_reference: null,
      recurring_reference: null,
      paypal_reference: null,
      sms_validation: false,
    });
    expect(JSON.stringify(stored)).not.toMatch(/4111|737|secret/);
  });

  it('keeps the card provider’s references and PayPal’s subscription id', async () => {
    const who = await customer();
    const card = await put(who, PAYMENT, {
      type: 'adyen-scheme',
      permission: true,
      psp_reference: 'PSP123',
      recurring_reference: 'REC9',
    });
    expect(card.json().data).toMatchObject({ psp_reference: 'PSP123', recurring_reference: 'REC9' });
    const paypal = await put(who, PAYMENT, {
      type: 'paypal-integration',
      permission: true,
      paypal_reference: 'I-ABC',
    });
    expect(paypal.json().data).toMatchObject({
      type: 'paypal-integration',
      paypal_reference: 'I-ABC',
      psp_reference: null,
    });
  });

  it('saves bank transfer for a company', async () => {
    const who = await customer(company);
    const response = await put(who, PAYMENT, { type: 'bank-transfer', permission: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.type).toBe('bank-transfer');
  });

  it('refuses a type not offered to this customer or switched off, in the visitor’s language', async () => {
    const german = await customer(privatePerson, berlin, 'de-DE');
    expect(fieldErrors(await put(german, PAYMENT, { type: 'bank-transfer', permission: true }))).toEqual({
      type: ['Diese Zahlungsart ist nicht verfügbar. Bitte wählen Sie eine andere.'],
    });
    const english = await customer(company, berlin, 'en-GB', CLOUDKONTOR);
    expect(
      fieldErrors(await put(english, PAYMENT, { type: 'paypal-integration', permission: true })),
    ).toEqual({
      type: ['This payment method is not available. Please choose another one.'],
    });
    expect(fieldErrors(await put(english, PAYMENT, { type: 'adyen-ideal', permission: true }))).toEqual({
      type: ['This payment method is not available. Please choose another one.'],
    });
  });

  it.each([
    ['an unknown type', { type: 'bitcoin', permission: true }],
    ['a type without permission', { type: 'bank-transfer', permission: false }],
    ['SEPA without an IBAN', { ...sepa, iban: undefined }],
    ['an IBAN over the server limit', { ...sepa, iban: 'D'.repeat(1001) }],
  ])('refuses %s by the contract with 422', async (_name, body) => {
    const response = await put(await customer(company), PAYMENT, body);
    expect(response.statusCode).toBe(422);
  });

  it('needs basic info and an address first (409)', async () => {
    for (const who of [undefined, await visitor()]) {
      const response = await put(who, PAYMENT, sepa);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('customer_data_missing');
    }
    const onlyBasicInfo = await visitor();
    await put(onlyBasicInfo, '/api/v2/session/basic-info', privatePerson);
    expect((await put(onlyBasicInfo, PAYMENT, sepa)).statusCode).toBe(409);
  });

  it('an existing customer cannot change the payment (403)', async () => {
    const who = await customer();
    await writeState(who, { customer: { customer_number: 'K-100234' } });
    const response = await put(who, PAYMENT, sepa);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('existing_customer');
  });

  it('drops a selection the customer can no longer use after a change of customer type', async () => {
    const who = await customer(company);
    expect((await put(who, PAYMENT, { type: 'bank-transfer', permission: true })).statusCode).toBe(200);
    expect((await put(who, '/api/v2/session/basic-info', privatePerson)).statusCode).toBe(200);
    expect((await get(who, PAYMENT)).json()).toEqual({ data: null });
  });

  it('keeps a selection that still fits after a change of address', async () => {
    const who = await customer(privatePerson);
    await put(who, PAYMENT, sepa);
    const vienna = {
      street: 'Ring 1',
      postal_code: '1010',
      city: 'Wien',
      country_code: 'AT',
      phone: '+43 1 2',
    };
    expect((await put(who, '/api/v2/session/address-info', vienna)).statusCode).toBe(200);
    expect((await get(who, PAYMENT)).json().data.type).toBe('sepa');
  });

  it('one session never sees another session’s payment option', async () => {
    const anna = await customer();
    await put(anna, PAYMENT, sepa);
    const other = await customer();
    expect((await get(other, PAYMENT)).json()).toEqual({ data: null });
    expect((await get({ host: HOSTWERK }, PAYMENT)).json()).toEqual({ data: null });
    expect((await get(anna, PAYMENT)).json().data.iban).toBe('DE89370400440532013000');
  });
});
