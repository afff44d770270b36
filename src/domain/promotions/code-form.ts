import { z } from 'zod/mini';
import { PROMOTION_CODE_MAX_LENGTH } from './code-shape';

/**
 * The promo code box of the cart and confirm screens: one text, trimmed, not empty and at most as
 * long as a promotion code can be. Its shape beyond that is not checked here: a code of another
 * shape is sent on and the visitor reads "not found" (see `isPromotionCodeShape`).
 */
export const PromoCodeForm = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(PROMOTION_CODE_MAX_LENGTH)),
});
export type PromoCodeInput = z.input<typeof PromoCodeForm>;
export type PromoCode = z.output<typeof PromoCodeForm>;
