import { z } from 'zod';
import { Notice } from './common';

/** 32 random characters (spec section 9). */
export const RowId = z.string().regex(/^[A-Za-z0-9]{32}$/);

export const FieldValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.record(z.string(), z.string())),
  z.null(),
]);

export const AdditionalFieldValue = z.object({
  field_id: z.number().int().positive(),
  field_key: z.string().optional(),
  value: FieldValue,
});
export type AdditionalFieldValue = z.infer<typeof AdditionalFieldValue>;

export const CartPromotionCode = z
  .string()
  .regex(/^[\w-]+$/)
  .max(64)
  .nullable();

export const CartElement = z.object({
  id: z.number().int().positive(),
  maturity_id: z.number().int().positive(),
  interval_id: z.number().int().positive(),
  promotion: CartPromotionCode,
  additional_fields: z.array(AdditionalFieldValue),
});
export type CartElement = z.infer<typeof CartElement>;

export const CartProduct = CartElement.extend({
  informations: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type CartProduct = z.infer<typeof CartProduct>;

export const CartDomain = z.object({
  /** Article id of the domain's TLD (see `Tld.id`). */
  id: z.number().int().positive(),
  name: z.string().min(4).max(253),
  inclusive: z.boolean(),
  inclusive_first_year: z.boolean(),
  auth_code: z.string().max(255).nullable(),
  promotion_code: CartPromotionCode,
  additional_fields: z.array(AdditionalFieldValue),
});
export type CartDomain = z.infer<typeof CartDomain>;

export const CartItem = z.object({
  row_id: RowId,
  product: CartProduct,
  addons: z.array(CartElement),
  upsells: z.array(CartElement),
  domains: z.array(CartDomain),
  is_preconfigured: z.boolean(),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({ items: z.array(CartItem).max(50) });
export type Cart = z.infer<typeof Cart>;

/**
 * Server-computed prices (euros) for display; the browser never sends prices. Each total adds the
 * lines as shown, paid now: `monthly` the lines shown per month, `yearly` the domains (priced per
 * 12 months), `setup` what is charged once (setup fees and one-time items).
 */
export const CartTotals = z.object({
  monthly_net: z.number(),
  monthly_gross: z.number(),
  yearly_net: z.number(),
  yearly_gross: z.number(),
  setup_net: z.number(),
  setup_gross: z.number(),
});

export const CartResponse = z.object({
  data: Cart,
  /** Increases with every saved change; send it back as `If-Match` to avoid overwriting another tab. */
  version: z.number().int().nonnegative(),
  totals: CartTotals,
  /** Notices produced by server-side re-validation (items removed, promotions moved, ...). */
  notices: z.array(Notice),
});
export type CartResponse = z.infer<typeof CartResponse>;

export const SaveCartBody = Cart;
