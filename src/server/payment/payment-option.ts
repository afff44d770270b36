import type { PaymentOption, PaymentType, SessionPaymentBody } from '@contract/payment';
import { createSepaForm } from '@domain/validation/checkout/sepa';
import type { Checked } from '../customer/basic-info';
import { fieldKeysOf } from '../customer/field-errors';

const EMPTY: Omit<PaymentOption, 'type' | 'sms_validation'> = {
  bank: null,
  bic: null,
  holder: null,
  iban: null,
  permission: true,
  psp_reference: null,
  recurring_reference: null,
  paypal_reference: null,
};

/**
 * The payment option to store for a body of `PUT /api/v2/session/payment` whose type the brand
 * offers. Only the contract's fields are kept: the body schemas drop anything else, so card
 * numbers or other provider data sent along are never stored. `sms_validation` is the payment
 * type's `sms_validation_required`, never the browser's flag. SEPA is checked with the shared
 * domain form (holder min 3, IBAN pattern and checksum, BIC, bank when the brand shows the bank
 * field, debit authorization accepted) and stored as the form outputs it (IBAN and BIC without
 * spaces, upper case).
 *
 * Card provider references (`psp_reference`, `recurring_reference`) and PayPal's subscription id
 * are taken as the contract allows; the order confirm has to check them with the provider before
 * it relies on them (`src/server/payments/service.ts` asks the provider).
 */
export function checkPaymentOption(
  body: SessionPaymentBody,
  type: PaymentType,
  options: { showBankField: boolean },
): Checked<PaymentOption> {
  const base = { ...EMPTY, type: type.slug, sms_validation: type.sms_validation_required };
  if (body.type === 'sepa') {
    const parsed = createSepaForm(options).safeParse(body);
    if (!parsed.success) return { ok: false, keys: fieldKeysOf(parsed.error) };
    const { holder, iban, bic, bank } = parsed.data;
    return { ok: true, data: { ...base, holder, iban, bic, bank } };
  }
  // The body schema of each type keeps only its own fields (zod drops unknown keys), so a card
  // body cannot bring a PayPal id and the other way round.
  const references = body as Partial<
    Record<'psp_reference' | 'recurring_reference' | 'paypal_reference', string | null>
  >;
  return {
    ok: true,
    data: {
      ...base,
      psp_reference: references.psp_reference ?? null,
      recurring_reference: references.recurring_reference ?? null,
      paypal_reference: references.paypal_reference ?? null,
    },
  };
}
