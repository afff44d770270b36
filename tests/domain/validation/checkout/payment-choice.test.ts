import type { PaymentType } from '@contract/payment';
import { createPaymentChoiceForm } from '@domain/validation/checkout/payment-choice';
import { describe, expect, it } from 'vitest';
import { fieldError } from './errors';

const type = (slug: PaymentType['slug'], is_active = true): PaymentType => ({
  slug,
  name: slug,
  is_active,
  sms_validation_required: false,
});

describe('payment choice: one of the brand’s active payment types (checkout spec section 2)', () => {
  const form = createPaymentChoiceForm([type('sepa'), type('paypal'), type('bank-transfer', false)]);

  it.each([
    ['sepa', null],
    ['paypal', null],
    ['', 'payment.form_validation.type_unavailable'],
    ['bank-transfer', 'payment.form_validation.type_unavailable'],
    ['adyen-scheme', 'payment.form_validation.type_unavailable'],
    [undefined, 'payment.form_validation.type_unavailable'],
  ])('%j gives %s', (chosen, expected) => {
    expect(fieldError(form, { type: chosen }, 'type')).toBe(expected);
  });

  it('gives the chosen slug', () => {
    expect(form.parse({ type: 'paypal' })).toEqual({ type: 'paypal' });
  });
});
