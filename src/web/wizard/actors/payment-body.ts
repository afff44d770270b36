import type { PaymentOption, SessionPaymentBody } from '@contract/payment';

/**
 * The payment option as the body of `PUT /api/v2/session/payment` and the `payment` of the confirm
 * payload: the SEPA fields, the card provider's references, the PayPal reference, or only the
 * permission for the methods that need no data. The effective SMS flag is the server's decision,
 * so it is not sent.
 */
export function paymentBodyOf(option: PaymentOption): SessionPaymentBody {
  const { type } = option;
  if (type === 'sepa') {
    return {
      type,
      holder: option.holder ?? '',
      iban: option.iban ?? '',
      bic: option.bic ?? '',
      bank: option.bank,
      permission: option.permission,
    };
  }
  if (type === 'paypal' || type === 'paypal-integration') {
    return { type, permission: true, paypal_reference: option.paypal_reference };
  }
  if (type === 'credit-card' || type === 'bank-transfer') return { type, permission: true };
  return {
    type,
    permission: true,
    psp_reference: option.psp_reference,
    recurring_reference: option.recurring_reference,
  };
}
