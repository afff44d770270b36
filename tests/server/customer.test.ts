import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProducts, rowFor, rowId } from './support/catalogue';
import { berlin, CLOUDKONTOR, client, company, fieldErrors, privatePerson, vienna } from './support/checkout';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

/**
 * Customer data of the checkout (checkout spec sections 2-5, 8): basic info, address, the
 * customer, cancel and logout, over real HTTP on PGlite or PostgreSQL.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const { inject, visitor, get, put, customer, writeState } = client(() => test.server);
const BASIC_INFO = '/api/v2/session/basic-info';
const ADDRESS = '/api/v2/session/address-info';
const CUSTOMER = '/api/v2/session/customer';

const store = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`basic info (${store})`, () => {
  it('answers null without a session and creates none', async () => {
    const response = await get(undefined, BASIC_INFO);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('saves a private person: texts trimmed, company fields dropped', async () => {
    const who = await visitor();
    const response = await put(who, BASIC_INFO, {
      ...privatePerson,
      first_name: '  Anna ',
      company_name: 'Not a company',
      company_vat_id: 'DE1',
    });
    expect(response.statusCode).toBe(200);
    const expected = { ...privatePerson, company_name: null, company_vat_id: null };
    expect(response.json()).toEqual({ data: expected });
    expect((await get(who, BASIC_INFO)).json()).toEqual({ data: expected });
  });

  it('saves a company with its name and the VAT id without spaces', async () => {
    const who = await visitor();
    const response = await put(who, BASIC_INFO, company);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      group: 0,
      company_name: 'Weber Bau GmbH',
      company_vat_id: 'DE123456789',
    });
  });

  it('a PUT without a session creates one', async () => {
    const response = await put(undefined, BASIC_INFO, privatePerson);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
  });

  it('refuses a company without a company name (en-GB and de-DE)', async () => {
    for (const company_name of [null, '', '   ']) {
      const english = await put(await visitor('en-GB'), BASIC_INFO, { ...company, company_name });
      expect(fieldErrors(english)).toEqual({ company_name: ['Please enter the name of your company.'] });
    }
    const german = await put(await visitor('de-DE'), BASIC_INFO, { ...company, company_name: '' });
    expect(fieldErrors(german)).toEqual({ company_name: ['Bitte geben Sie den Namen Ihrer Firma ein.'] });
  });

  it.each([
    ['an e-mail without @', { email: 'anna.example.org' }, 'email', 'Please enter a valid email address.'],
    ['an empty e-mail', { email: ' ' }, 'email', 'Please enter your email address.'],
    ['an empty first name', { first_name: '' }, 'first_name', 'Please enter your first name.'],
    [
      'a last name over 100 characters',
      { last_name: 'x'.repeat(101) },
      'last_name',
      'The last name may be at most 100 characters long.',
    ],
    [
      'a company name over 100 characters',
      { group: 0, company_name: 'x'.repeat(101) },
      'company_name',
      'The company name may be at most 100 characters long.',
    ],
    [
      'a VAT id over 100 characters',
      { group: 0, company_name: 'Firma', company_vat_id: 'x'.repeat(101) },
      'company_vat_id',
      'The VAT ID may be at most 100 characters long.',
    ],
  ])('refuses %s with the spec’s message', async (_name, change, field, message) => {
    const response = await put(await visitor(), BASIC_INFO, { ...privatePerson, ...change });
    expect(fieldErrors(response)).toEqual({ [field]: [message] });
  });

  it('names every failing field at once, in German for a German session', async () => {
    const response = await put(await visitor('de-DE'), BASIC_INFO, {
      ...company,
      first_name: '',
      last_name: '',
      email: 'nope',
      company_name: '',
    });
    expect(fieldErrors(response)).toEqual({
      first_name: ['Bitte geben Sie Ihren Vornamen ein.'],
      last_name: ['Bitte geben Sie Ihren Nachnamen ein.'],
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      company_name: ['Bitte geben Sie den Namen Ihrer Firma ein.'],
    });
    expect(response.json().error).toBe('validation_failed');
  });

  it('refuses U+0000, which the database cannot keep, and drops the other control characters', async () => {
    const who = await visitor();
    const refused = await put(who, BASIC_INFO, { ...privatePerson, first_name: 'An\u0000na' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(refused))).toEqual(['first_name']);

    const saved = await put(who, BASIC_INFO, {
      ...privatePerson,
      first_name: 'An\u0007na',
      last_name: 'Berg\u007F',
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(who, BASIC_INFO)).json().data).toMatchObject({ first_name: 'Anna', last_name: 'Berg' });
  });

  it('keeps the saved data when a later save is refused', async () => {
    const who = await visitor();
    await put(who, BASIC_INFO, privatePerson);
    expect((await put(who, BASIC_INFO, { ...privatePerson, email: 'broken' })).statusCode).toBe(422);
    expect((await get(who, BASIC_INFO)).json().data.email).toBe(privatePerson.email);
  });

  it('a refused save without a session creates none', async () => {
    const response = await put(undefined, BASIC_INFO, { ...privatePerson, email: 'broken' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('follows the brand’s customer types: a companies-only brand refuses private persons', async () => {
    const who = await visitor('en-GB', CLOUDKONTOR);
    const refused = await put(who, BASIC_INFO, privatePerson);
    expect(fieldErrors(refused)).toEqual({
      group: ['Orders as this type of customer are not possible in this shop.'],
    });
    expect((await put(who, BASIC_INFO, company)).statusCode).toBe(200);
  });

  it.each([
    ['group 2', { group: 2 }, 'group'],
    ['gender "Mr"', { gender: 'Mr' }, 'gender'],
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a number as name', { first_name: 42 }, 'first_name'],
    ['a 1001-character name', { first_name: 'x'.repeat(1001) }, 'first_name'],
  ])('refuses %s by the contract with 422 naming the field', async (_name, change, field) => {
    const response = await put(await visitor(), BASIC_INFO, { ...privatePerson, ...change });
    expect(Object.keys(fieldErrors(response))).toContain(field);
  });
});

describe(`address (${store})`, () => {
  it('answers null without a session', async () => {
    expect((await get(undefined, ADDRESS)).json()).toEqual({ data: null });
  });

  it('saves an address whose postcode is on the country’s list, with the list’s spelling of the city', async () => {
    const who = await visitor();
    const response = await put(who, ADDRESS, { ...berlin, city: ' berlin ', country_code: 'DE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: berlin });
    expect((await get(who, ADDRESS)).json()).toEqual({ data: berlin });
  });

  it.each([
    ['en-GB', 'This field is required.', 'This value is not in the expected format.'],
    ['de-DE', 'Dieses Feld ist erforderlich.', 'Dieser Wert hat nicht das erwartete Format.'],
  ] as const)(
    'names a left-out field as required and a malformed one without its pattern (%s)',
    async (locale, missing, format) => {
      const who = await visitor(locale);
      const { first_name: _left, ...withoutFirstName } = privatePerson;
      expect(fieldErrors(await put(who, BASIC_INFO, withoutFirstName))).toEqual({ first_name: [missing] });
      expect(fieldErrors(await put(who, ADDRESS, { ...berlin, country_code: 'de' }))).toEqual({
        country_code: [format],
      });
    },
  );

  it('takes any postcode in a country without a zip code list', async () => {
    const zurich = {
      ...berlin,
      postal_code: '8001',
      city: 'Zürich',
      country_code: 'CH',
      phone: '+41 44 1234',
    };
    const response = await put(await visitor(), ADDRESS, zurich);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(zurich);
  });

  it('refuses a postcode that is not on the list, and a city that does not go with it', async () => {
    const who = await visitor();
    expect(fieldErrors(await put(who, ADDRESS, { ...berlin, postal_code: '99999' }))).toEqual({
      postal_code: ['Please choose your postcode from the list.'],
    });
    expect(fieldErrors(await put(who, ADDRESS, { ...berlin, city: 'Hamburg' }))).toEqual({
      city: ['The city does not match the postcode.'],
    });
  });

  it.each([
    [
      'letters in the phone',
      { phone: '030 CALL ME' },
      'phone',
      'Please enter a valid phone number (digits, spaces and + only).',
    ],
    [
      'a lone plus as phone',
      { phone: '+' },
      'phone',
      'Please enter a valid phone number (digits, spaces and + only).',
    ],
    [
      'a dash in the phone',
      { phone: '030-123' },
      'phone',
      'Please enter a valid phone number (digits, spaces and + only).',
    ],
    ['an empty phone', { phone: ' ' }, 'phone', 'Please enter your phone number.'],
    ['an empty street', { street: '' }, 'street', 'Please enter your street and house number.'],
    [
      'a street over 200',
      { street: 'x'.repeat(201) },
      'street',
      'The street may be at most 200 characters long.',
    ],
    [
      'a postcode over 10',
      { postal_code: '1'.repeat(11) },
      'postal_code',
      'The postcode may be at most 10 characters long.',
    ],
    ['an empty city', { city: '' }, 'city', 'Please enter your city.'],
  ])('refuses %s', async (_name, change, field, message) => {
    expect(fieldErrors(await put(await visitor(), ADDRESS, { ...berlin, ...change }))).toEqual({
      [field]: [message],
    });
  });

  it('refuses a country the brand does not support with the spec’s notice (en-GB and de-DE)', async () => {
    const us = { ...berlin, postal_code: '10001', city: 'New York', country_code: 'US', phone: '+1 212 555' };
    expect(fieldErrors(await put(await visitor('en-GB'), ADDRESS, us))).toEqual({
      country_code: ['Your country is no longer supported. Please choose another country.'],
    });
    expect(fieldErrors(await put(await visitor('de-DE'), ADDRESS, us))).toEqual({
      country_code: ['Ihr Land wird nicht mehr unterstützt. Bitte wählen Sie ein anderes Land.'],
    });
  });

  it('shows the unsupported country together with the other failing fields', async () => {
    const response = await put(await visitor(), ADDRESS, { ...berlin, country_code: 'US', phone: 'x' });
    expect(fieldErrors(response)).toEqual({
      country_code: ['Your country is no longer supported. Please choose another country.'],
      phone: ['Please enter a valid phone number (digits, spaces and + only).'],
    });
  });

  it('refuses a country code that is not two capital letters by the contract', async () => {
    for (const country_code of ['de', 'DEU', '', 12]) {
      const response = await put(await visitor(), ADDRESS, { ...berlin, country_code });
      expect(Object.keys(fieldErrors(response))).toEqual(['country_code']);
    }
  });

  it('resets a stored country that is no longer supported to the brand’s country, clearing postcode and city', async () => {
    const who = await customer();
    await writeState(who, {
      address: { ...berlin, country_code: 'US', postal_code: '10001', city: 'New York' },
    });
    const reset = { ...berlin, country_code: 'DE', postal_code: '', city: '' };
    expect((await get(who, ADDRESS)).json()).toEqual({ data: reset });
    // The address call repaired it; the customer answer still tells the visitor, once.
    const answer = (await get(who, CUSTOMER)).json();
    expect(answer.data.address).toEqual(reset);
    expect(answer.data.validated).toBe(false);
    expect(answer.notices).toEqual([
      {
        type: 'warning',
        title: 'customer.country_unsupported_title',
        message: 'customer.country_unsupported',
        values: {},
        preserveRouteChange: true,
      },
    ]);
    expect((await get(who, CUSTOMER)).json().notices).toEqual([]);
    expect((await get(who, '/api/v2/session/vat')).json().data.country_code).toBe('DE');
  });
});

describe(`VAT follows the saved address (${store})`, () => {
  it('answers the brand country’s VAT first, then the country of the saved address', async () => {
    const who = await visitor();
    const before = (await get(who, '/api/v2/session/vat')).json().data;
    expect(before).toMatchObject({ country_code: 'DE', vat: 19, factor: 1.19 });
    expect((await put(who, ADDRESS, vienna)).statusCode).toBe(200);
    const after = (await get(who, '/api/v2/session/vat')).json().data;
    expect(after).toMatchObject({ country_code: 'AT', vat: 20, factor: 1.2 });
  });

  it('keeps the VAT of the last saved address when a change is refused', async () => {
    const who = await visitor();
    await put(who, ADDRESS, vienna);
    expect((await put(who, ADDRESS, { ...berlin, country_code: 'US' })).statusCode).toBe(422);
    expect((await get(who, '/api/v2/session/vat')).json().data.country_code).toBe('AT');
  });
});

describe(`customer (${store})`, () => {
  it('is empty without a session', async () => {
    const response = await get(undefined, CUSTOMER);
    expect(response.json()).toEqual({
      data: { customer_number: null, basicInfo: null, address: null, validated: false },
      notices: [],
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('holds basic info and address; validated once both are saved', async () => {
    const who = await visitor();
    await put(who, BASIC_INFO, privatePerson);
    expect((await get(who, CUSTOMER)).json().data.validated).toBe(false);
    await put(who, ADDRESS, berlin);
    expect((await get(who, CUSTOMER)).json()).toEqual({
      data: { customer_number: null, basicInfo: privatePerson, address: berlin, validated: true },
      notices: [],
    });
  });

  it('one session never sees another session’s customer data', async () => {
    const anna = await customer(privatePerson, berlin);
    const other = await visitor();
    for (const url of [CUSTOMER, BASIC_INFO, ADDRESS, '/api/v2/session/payment']) {
      const theirs = (await get(other, url)).json();
      expect(JSON.stringify(theirs)).not.toContain('Anna');
      expect(JSON.stringify(theirs)).not.toContain('Friedrichstraße');
    }
    // A forged or unknown cookie finds nothing either.
    const forged = { ...other, cookie: `sid=${'A'.repeat(43)}` };
    expect((await get(forged, CUSTOMER)).json().data.basicInfo).toBeNull();
    // Nor does the same cookie under another brand.
    expect((await get({ ...anna, host: CLOUDKONTOR }, CUSTOMER)).json().data.basicInfo).toBeNull();
    expect((await get(anna, CUSTOMER)).json().data.basicInfo.first_name).toBe('Anna');
  });

  it('an existing customer cannot change basic info or address (403)', async () => {
    const who = await customer();
    await writeState(who, { customer: { customer_number: 'K-100234' } });
    const data = (await get(who, CUSTOMER)).json().data;
    expect(data).toMatchObject({ customer_number: 'K-100234', validated: true });
    for (const [url, body] of [
      [BASIC_INFO, company],
      [ADDRESS, vienna],
    ] as const) {
      const response = await put(who, url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('existing_customer');
    }
    expect((await get(who, ADDRESS)).json().data).toEqual(berlin);
  });
});

describe(`cancel (${store})`, () => {
  it('resets customer, address, payment and order data; cart and locale stay', async () => {
    const who = await customer(privatePerson, berlin, 'de-DE');
    expect(
      (await put(who, '/api/v2/session/payment', { type: 'paypal-integration', permission: true }))
        .statusCode,
    ).toBe(200);
    await writeState(who, { order: { order_code: 'X1' } });
    const cartBefore = (await get(who, '/api/v2/session/cart')).json();

    const response = await get(who, '/api/v2/session/cancel');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await get(who, CUSTOMER)).json().data).toEqual({
      customer_number: null,
      basicInfo: null,
      address: null,
      validated: false,
    });
    expect((await get(who, BASIC_INFO)).json().data).toBeNull();
    expect((await get(who, ADDRESS)).json().data).toBeNull();
    expect((await get(who, '/api/v2/session/payment')).json().data).toBeNull();
    expect((await get(who, '/api/v2/session/vat')).json().data.country_code).toBe('DE');
    expect((await get(who, '/api/v2/session/locale')).json().data.code).toBe('de-DE');
    expect((await get(who, '/api/v2/session/cart')).json()).toEqual(cartBefore);
    // The visitor can start again in the same session.
    expect((await put(who, BASIC_INFO, company)).statusCode).toBe(200);
  });

  it('answers ok without a session and creates none', async () => {
    const response = await get(undefined, '/api/v2/session/cancel');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe(`logout (${store})`, () => {
  it('clears the customer and rotates the session id; the old cookie is dead, the cart moves along', async () => {
    const who = await customer();
    await writeState(who, { customer: { customer_number: 'K-100234' } });
    const [product] = await fetchProducts(test.server);
    if (!product) throw new Error('no product');
    const cart = { items: [rowFor(product, rowId('a'))] };
    expect((await put(who, '/api/v2/session/cart', cart)).statusCode).toBe(200);

    const response = await get(who, '/api/v2/customer/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const rotated = { ...who, cookie: sessionCookieFrom(response.headers['set-cookie']) };
    expect(rotated.cookie).not.toBe(who.cookie);

    // The new session: no customer, same cart and locale.
    expect((await get(rotated, CUSTOMER)).json().data).toEqual({
      customer_number: null,
      basicInfo: null,
      address: null,
      validated: false,
    });
    expect((await get(rotated, '/api/v2/session/cart')).json().data.items).toHaveLength(1);

    // The old cookie finds nothing any more.
    expect((await get(who, '/api/v2/session/cart')).json().data.items).toHaveLength(0);
    expect((await get(who, CUSTOMER)).json().data.customer_number).toBeNull();
  });

  it('answers ok without a session and sets no cookie', async () => {
    const response = await get(undefined, '/api/v2/customer/logout');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a new customer logging out loses the entered data and gets a new id too', async () => {
    const who = await customer();
    const response = await get(who, '/api/v2/customer/logout');
    const rotated = { ...who, cookie: sessionCookieFrom(response.headers['set-cookie']) };
    expect(rotated.cookie).not.toBe(who.cookie);
    expect((await get(rotated, BASIC_INFO)).json().data).toBeNull();
  });
});

describe(`bad input gets 4xx, never 500 (${store})`, () => {
  const bodies: [string, string][] = [
    ['null', 'null'],
    ['a list', '[]'],
    ['a number', '42'],
    ['an empty object', '{}'],
    ['not JSON', '{"group":'],
    ['nested garbage', '{"group":{"$gt":0},"email":["a"]}'],
  ];
  const urls = [BASIC_INFO, ADDRESS, '/api/v2/session/payment'];
  for (const url of urls) {
    it.each(bodies)(`PUT ${url} with %s`, async (_name, payload) => {
      const who = await visitor();
      const response = await inject({
        method: 'PUT',
        url,
        headers: { host: who.host, cookie: who.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toEqual(expect.any(String));
    });
  }

  it('PUT with text instead of JSON is 415', async () => {
    const response = await inject({
      method: 'PUT',
      url: BASIC_INFO,
      headers: { 'content-type': 'text/plain' },
      payload: 'first_name=Anna',
    });
    expect(response.statusCode).toBe(415);
  });
});
