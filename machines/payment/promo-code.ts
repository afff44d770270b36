import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '@domain/catalogue-context';
import { withPromotion } from '@domain/promotions/find-promotion';
import { promotionNotFoundNotice } from '@domain/promotions/notices';
import { redeemPromoCode } from '@domain/promotions/redeem';
import { CART_SCREEN_NOTICES } from '../cart/notices';

/**
 * The promo code input of the confirm screen (brand flag `promocode_input_on_confirm_page`): the
 * same rule as on the cart screen (src/domain `redeemPromoCode`), with the promotion the server
 * found added to the catalogue.
 */
export type PromoRedemption =
  | { status: 'notFound'; notice: Notice }
  | { status: 'notApplicable'; notice: Notice }
  | { status: 'applied'; cart: Cart; catalogue: CatalogueContext; notice: Notice };

export function redeemOnConfirm(
  cart: Cart,
  catalogue: CatalogueContext,
  code: string,
  found: Promotion | null,
): PromoRedemption {
  if (!found) return { status: 'notFound', notice: promotionNotFoundNotice(code) };
  const withFound = withPromotion(catalogue, found);
  const redeemed = redeemPromoCode(cart, code, withFound);
  if (redeemed.outcome.status !== 'applied')
    return { status: 'notApplicable', notice: redeemed.outcome.notice };
  return {
    status: 'applied',
    cart: redeemed.cart,
    catalogue: withFound,
    notice: CART_SCREEN_NOTICES.promotionRedeemed(found.code, redeemed.outcome.replacedNotice),
  };
}
