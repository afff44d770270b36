import type { PaymentOption, PaymentType } from '@contract/payment';
import { cardMethodType, isCardSlug } from '@web/screens/checkout/card-data';
import {
  initialPaymentSlug,
  maskedIban,
  paymentBodyFor,
  paymentModalSize,
} from '@web/screens/checkout/payment-rules';
import { paymentBodyOf } from '@web/wizard/actors/payment-body';
import { describe, expect, it } from 'vitest';
import { paymentOption, sepa } from '../../machines/checkout/fixtures';

const type = (slug: PaymentType['slug'], overrides: Partial<PaymentType> = {}): PaymentType => ({
  slug,
  name: slug,
  is_active: true,
  sms_validation_required: false,
  ...overrides,
});

const sepaValues = {
  holder: 'Erika Mustermann',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bank: null,
  permission: true as const,
};

describe('payment form rules (checkout spec section 2)', () => {
  it('the payment modal is large with more than 2 payment types, otherwise medium', () => {
    expect(paymentModalSize([type('sepa'), type('paypal-integration')])).toBe('normal');
    expect(paymentModalSize([type('sepa'), type('paypal-integration'), type('adyen-scheme')])).toBe('large');
    expect(paymentModalSize([])).toBe('normal');
  });

  it('the saved option is chosen again while its type is offered and active', () => {
    const types = [type('sepa'), type('paypal-integration', { is_active: false })];
    expect(initialPaymentSlug(types, sepa)).toBe('sepa');
    expect(initialPaymentSlug(types, paymentOption('paypal-integration'))).toBeNull();
    expect(initialPaymentSlug(types, paymentOption('bank-transfer'))).toBeNull();
    expect(initialPaymentSlug(types, null)).toBeNull();
  });

  it('SEPA saves the form values; without valid values nothing is saved', () => {
    expect(paymentBodyFor('sepa', sepaValues)).toEqual({ type: 'sepa', ...sepaValues });
    expect(paymentBodyFor('sepa', null)).toBeNull();
  });

  it('card provider, PayPal and bank transfer save the permission only', () => {
    for (const slug of [
      'adyen-scheme',
      'paypal',
      'paypal-integration',
      'bank-transfer',
      'credit-card',
    ] as const) {
      expect(paymentBodyFor(slug, null)).toEqual({ type: slug, permission: true });
    }
  });

  it('card provider slugs name the drop-in method', () => {
    expect(isCardSlug('adyen-scheme')).toBe(true);
    expect(isCardSlug('sepa')).toBe(false);
    expect(cardMethodType('adyen-scheme')).toBe('scheme');
  });

  it('the IBAN is masked in the summary', () => {
    expect(maskedIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 •••• 3000');
    expect(maskedIban('DE89')).toBe('DE89');
    expect(maskedIban(null)).toBeNull();
  });
});

describe('the payment option as request body', () => {
  it('SEPA carries its account data', () => {
    expect(paymentBodyOf(sepa)).toEqual({
      type: 'sepa',
      holder: 'Erika Mustermann',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bank: null,
      permission: true,
    });
  });

  it('the card provider carries its references, PayPal its subscription', () => {
    const card: PaymentOption = paymentOption('adyen-scheme', {
      psp_reference: 'PSP1',
      recurring_reference: 'R1',
    });
    expect(paymentBodyOf(card)).toEqual({
      type: 'adyen-scheme',
      permission: true,
      psp_reference: 'PSP1',
      recurring_reference: 'R1',
    });
    expect(paymentBodyOf(paymentOption('paypal-integration', { paypal_reference: 'I-1' }))).toEqual({
      type: 'paypal-integration',
      permission: true,
      paypal_reference: 'I-1',
    });
    expect(paymentBodyOf(paymentOption('bank-transfer'))).toEqual({
      type: 'bank-transfer',
      permission: true,
    });
  });
});
