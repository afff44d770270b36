import { z } from 'zod/mini';

/**
 * "How did you hear about us" options: advertising, magazine, a technology magazine, search engines,
 * customer referral, other. The stored values are not shown in the spec; these slugs are our choice.
 */
export const KnownFrom = z.enum([
  'advertising',
  'magazine',
  'technology_magazine',
  'search_engines',
  'customer_referral',
  'other',
]);
export type KnownFrom = z.infer<typeof KnownFrom>;

/**
 * Order feedback of the confirm screen (stored client-side as customer_feedback). Lengths and the
 * referral id pattern are src/domain rules.
 */
export const OrderFeedback = z.object({
  /** Who recommended the shop; optional so values stored before it was kept still parse. */
  advertisedcustomer: z.optional(z.nullable(z.string())),
  referral_id: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  newsletter: z.boolean(),
  knownfrom: z.nullable(KnownFrom),
  /** Our addition: the free text that goes with `knownfrom: 'other'`. */
  otherknownfrom: z.nullable(z.string()),
});
export type OrderFeedback = z.infer<typeof OrderFeedback>;
