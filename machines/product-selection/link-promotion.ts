import type { Promotion } from '@contract/promotions';
import { findPromotion, withPromotion } from '@domain/promotions/find-promotion';
import { queryText } from './route';
import type { ProductSelectionContext } from './types';

/**
 * The promo code of a link (`promocode` on /products and /additional-product-fields). The shop knows
 * only automatic promotions and the manual ones already in the cart, so a manual code from a link is
 * looked up on the server (`GET /api/v2/promotions/{code}`) before the product is saved with it.
 */
export const linkPromoCode = (context: ProductSelectionContext): string | null =>
  queryText(context.route, 'promocode');

const sameCode = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Guard: the link names a code the catalogue does not know and that was not looked up yet. */
export function linkPromotionToLookUp({ context }: { context: ProductSelectionContext }): boolean {
  const code = linkPromoCode(context);
  if (code === null || findPromotion(context.catalogue, code)) return false;
  return context.linkPromotion === null || !sameCode(context.linkPromotion.code, code);
}

/** After the look-up: a found promotion joins the catalogue, so saving the product can redeem it. */
export function storeLinkPromotion(
  context: ProductSelectionContext,
  promotion: Promotion | null,
): Pick<ProductSelectionContext, 'catalogue' | 'linkPromotion'> {
  const code = linkPromoCode(context) ?? '';
  return {
    catalogue: promotion ? withPromotion(context.catalogue, promotion) : context.catalogue,
    linkPromotion: { code, lookUp: promotion ? 'found' : 'not_found' },
  };
}

/** The look-up failed (network, server): the code is not redeemed, and the visitor is told so. */
export const storeFailedLinkPromotion = (
  context: ProductSelectionContext,
): Pick<ProductSelectionContext, 'linkPromotion'> => ({
  linkPromotion: { code: linkPromoCode(context) ?? '', lookUp: 'failed' },
});

/** The code to redeem when the product is saved: none when its look-up failed (already told). */
export function codeToRedeem(context: ProductSelectionContext): string | null {
  const code = linkPromoCode(context);
  if (code === null) return null;
  const looked = context.linkPromotion;
  return looked?.lookUp === 'failed' && sameCode(looked.code, code) ? null : code;
}
