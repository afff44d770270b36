import { AddressForm } from '@domain/validation/checkout/address';
import { BasicInfoForm } from '@domain/validation/checkout/basic-info';
import { CardHolderForm } from '@domain/validation/checkout/card';
import { OrderFeedbackForm } from '@domain/validation/checkout/order-feedback';
import { PasswordForm } from '@domain/validation/checkout/password';
import { createPaymentChoiceForm } from '@domain/validation/checkout/payment-choice';
import { createSepaForm } from '@domain/validation/checkout/sepa';
import { createSmsValidationForm } from '@domain/validation/checkout/sms';
import { CHECKOUT_FORM_MESSAGE_KEYS } from '@domain/validation/messages/checkout-form-messages';
import { checkoutFormMessage } from '@server/i18n/messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Every message key the checkout's domain schemas produce has a text in de-DE and en-GB, and the
 * server's catalogue holds no text for a key nobody produces. The keys are collected by feeding
 * each schema input that breaks each of its rules.
 */
const long = (length: number) => 'x'.repeat(length);

const cases: [z.core.$ZodType, unknown[]][] = [
  [
    BasicInfoForm,
    [
      {},
      { group: 0, gender: 0, first_name: long(101), last_name: long(101), email: 'no', company_name: '' },
      { group: 0, gender: 0, first_name: 'a', last_name: 'b', email: 'a@b.de', company_name: long(101) },
      {
        group: 0,
        gender: 0,
        first_name: 'a',
        last_name: 'b',
        email: 'a@b.de',
        company_name: 'c',
        company_vat_id: long(101),
      },
    ],
  ],
  [
    AddressForm,
    [
      {},
      { street: '', postal_code: '', city: '', country_code: '', phone: '' },
      { street: long(201), postal_code: long(11), city: long(101), country_code: 'D1', phone: 'abc' },
    ],
  ],
  [
    createSepaForm({ showBankField: true }),
    [
      {},
      { holder: 'ab', iban: 'DE', bic: 'ABC', bank: long(256), permission: false },
      { holder: 'abc', iban: long(35), bic: long(12), bank: 'x', permission: true },
      { holder: 'abc', iban: 'DE8', bic: 'C0BADEFF', bank: 'x', permission: true },
      { holder: 'abc', iban: 'DE89370400440532013001', bic: 'COBADEFF', bank: 'x', permission: true },
    ],
  ],
  [CardHolderForm, [{}]],
  [
    createPaymentChoiceForm([
      { slug: 'sepa', name: 'SEPA', is_active: true, sms_validation_required: false },
    ]),
    [{ type: '' }],
  ],
  [
    createSmsValidationForm({ customerHasPhone: false }),
    [{}, { smsCode: 'abc', phoneNo: 'x' }, { smsCode: 'abcd0', phoneNo: '1' }],
  ],
  [
    PasswordForm,
    [
      {},
      { password: 'short', password_confirmation: 'short' },
      { password: 'longpassword', password_confirmation: 'other' },
    ],
  ],
  [
    OrderFeedbackForm,
    [
      { advertisedcustomer: 'a', referral_id: 'a', knownfrom: 'a', otherknownfrom: 'a', comment: long(501) },
      { advertisedcustomer: long(21), referral_id: long(21), knownfrom: long(51), otherknownfrom: long(51) },
      { referral_id: 'no spaces' },
    ],
  ],
];

/**
 * Keys only server rules produce (brand customer types, countries, zip code lists, the VIES check
 * of a company VAT id).
 */
const SERVER_KEYS = [
  'customer.form_validation.group_invalid',
  'customer.form_validation.company_vat_id_invalid',
  'customer.form_validation.postal_code_invalid',
  'customer.form_validation.city_invalid',
  'customer.form_validation.country_code_unsupported',
];

function producedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const [schema, inputs] of cases) {
    for (const input of inputs) {
      const result = z.safeParse(schema, input);
      for (const issue of result.error?.issues ?? []) keys.add(issue.message);
    }
  }
  return keys;
}

describe('checkout form messages', () => {
  const produced = producedKeys();

  it('the inputs reach every rule (sanity: some keys of each family)', () => {
    for (const prefix of ['customer.', 'payment.', 'sms.', 'confirm.', 'validation.samePassword']) {
      expect([...produced].some((key) => key.startsWith(prefix))).toBe(true);
    }
  });

  it('has a text for every key the domain schemas produce, and no text nobody produces', () => {
    expect([...CHECKOUT_FORM_MESSAGE_KEYS].sort()).toEqual(
      [...new Set([...produced, ...SERVER_KEYS])].sort(),
    );
  });

  it.each([...CHECKOUT_FORM_MESSAGE_KEYS])('%s reads as a sentence in both languages', (key) => {
    const english = checkoutFormMessage('en-GB', key);
    const german = checkoutFormMessage('de-DE', key);
    for (const text of [english, german]) {
      expect(text).not.toContain('form_validation');
      expect(text).toMatch(/[.!?)]$/);
    }
    expect(german).not.toBe(english);
  });

  it('an unknown key gives the generic sentence, never the key itself', () => {
    expect(checkoutFormMessage('en-GB', 'customer.form_validation.nothing_like_it')).toBe(
      'Some of the data you sent is not valid.',
    );
  });
});
