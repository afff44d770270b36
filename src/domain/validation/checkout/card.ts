import { z } from 'zod/mini';
import { paymentKey } from './order-message-keys';
import { requiredText } from './text';

/**
 * Card form (checkout spec section 5): the card holder name is required (trimmed).
 * Key: `payment.form_validation.holder_name_required`.
 */
export const CardHolderForm = z.object({
  holder_name: requiredText(paymentKey('holder_name', 'required')),
});
export type CardHolderInput = z.input<typeof CardHolderForm>;
export type CardHolder = z.output<typeof CardHolderForm>;
