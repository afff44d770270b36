import type { PaymentType, PaymentTypeSlug } from '@contract/payment';
import { z } from 'zod/mini';
import { paymentKey } from './order-message-keys';

/**
 * The choice of a payment type (checkout spec section 2): one of the brand's types that is active
 * (inactive ones are shown, not selectable). The form holds the chosen slug as text, empty while
 * none is chosen. Key: `payment.form_validation.type_unavailable` (none chosen, or a type that is
 * not offered or not active; the server's rule for a saved type gives the same key).
 */
export function createPaymentChoiceForm(types: readonly PaymentType[]) {
  const active = types.filter((type) => type.is_active).map((type) => type.slug);
  const offered = (value: unknown): value is PaymentTypeSlug => active.some((slug) => slug === value);
  const unavailable = paymentKey('type', 'unavailable');
  return z.object({
    type: z.pipe(
      z.string({ error: unavailable }),
      z.custom<PaymentTypeSlug>(offered, { error: unavailable }),
    ),
  });
}
export type PaymentChoiceInput = z.input<ReturnType<typeof createPaymentChoiceForm>>;
export type PaymentChoice = z.output<ReturnType<typeof createPaymentChoiceForm>>;
