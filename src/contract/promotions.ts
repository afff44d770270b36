import { PROMOTION_CODE_CHARACTERS, PROMOTION_CODE_MAX_LENGTH } from '@domain/promotions/code-shape';
import { z } from 'zod/mini';

/** The kind of cart element a promotion applies to. */
export const PromotionTarget = z.enum(['product', 'addon', 'upsell', 'domain']);
export const DiscountType = z.enum(['percentage', 'fixed']);

export const Promotion = z.object({
  code: z.string().check(z.regex(/^[\w-]+$/)),
  type: PromotionTarget,
  discount_type: DiscountType,
  /** Percent (0-100) for percentage promotions, euros for fixed ones. */
  value: z.number().check(z.nonnegative()),
  /** Product ids that must be in the cart for the promotion to apply. */
  requires: z.array(z.int().check(z.positive())),
  is_recurring: z.boolean(),
  /** Number of intervals the discount lasts; 0 is treated as 1. */
  recurs_for: z.int().check(z.nonnegative()),
  is_automatic: z.boolean(),
  discount_label: z.nullable(z.string()),
  applies_to: z.object({
    type: z.enum(['product', 'category', 'tld', 'all']),
    list: z.array(z.union([z.int(), z.string()])),
  }),
  supported: z.object({
    maturity_months: z.array(z.int().check(z.nonnegative())),
    interval_months: z.array(z.int().check(z.nonnegative())),
    for_addon: z.boolean(),
    for_upsell: z.boolean(),
  }),
});
export type Promotion = z.infer<typeof Promotion>;

/**
 * Response of `GET /api/v2/promotions` (shape beyond the fields named: "not shown" in the spec):
 * the automatic promotions of the brand and the manual ones applied to this session's cart.
 */
export const PromotionsResponse = z.object({
  automatic: z.array(Promotion),
  applied: z.array(Promotion),
});
export const PromotionResponse = z.object({ data: Promotion });
export const PromotionCodeParam = z.object({
  code: z
    .string()
    .check(z.minLength(1), z.maxLength(PROMOTION_CODE_MAX_LENGTH), z.regex(PROMOTION_CODE_CHARACTERS)),
});
