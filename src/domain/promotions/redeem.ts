import type { Cart, CartItem } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '../catalogue-context';
import { pricedElementAt } from '../prices/priced-element';
import { isPromotionApplicable } from './applicability';
import { applyAutomaticPromotions } from './apply-automatic';
import {
  type CartEntry,
  cartEntries,
  ELEMENT_KINDS,
  type ElementRef,
  itemSlots,
  promotionCodeAt,
  withCartPromotionCode,
  withPromotionCode,
} from './cart-elements';
import { findPromotion, isManual } from './find-promotion';
import { promotionNotApplicableNotice, promotionNotFoundNotice } from './notices';

export type RedeemOutcome =
  | { status: 'applied'; promotion: Promotion; where: ElementRef }
  | { status: 'not_found'; notice: Notice }
  | { status: 'not_applicable'; notice: Notice };

/**
 * Redeems a promo code: it goes to the first cart product it applies to, replacing every manual
 * promotion in the cart; failing that to the first addon, then upsell, then domain, replacing
 * only that element's promotion. Within a kind, the first element that costs something is
 * preferred over a free one (e.g. an inclusive domain). A code sits on one element at a time. Automatic promotions are
 * re-applied afterwards. Codes of automatic promotions cannot be redeemed (they are not found).
 */
export function redeemPromoCode(
  cart: Cart,
  code: string,
  ctx: CatalogueContext,
): { cart: Cart; outcome: RedeemOutcome } {
  const promotion = findPromotion(ctx, code);
  if (!promotion || !isManual(promotion)) {
    return { cart, outcome: { status: 'not_found', notice: promotionNotFoundNotice(code.trim()) } };
  }
  const entries = cartEntries(cart);
  for (const kind of ELEMENT_KINDS) {
    const candidates = entries.filter(
      (entry) => entry.ref.kind === kind && appliesAt(promotion, entry, cart.items, ctx),
    );
    // A discount on something free (an inclusive domain) saves nothing: a charged element first.
    const target = candidates.find((entry) => isCharged(entry, ctx)) ?? candidates[0];
    if (!target) continue;
    const cleared =
      kind === 'product' ? withoutManualPromotions(cart, ctx) : withoutCode(cart, promotion.code);
    const applied = withCartPromotionCode(cleared, target.ref, promotion.code);
    return {
      cart: applyAutomaticPromotions(applied, ctx),
      outcome: { status: 'applied', promotion, where: target.ref },
    };
  }
  return {
    cart,
    outcome: { status: 'not_applicable', notice: promotionNotApplicableNotice(promotion.code) },
  };
}

/** Whether the promotion may sit on this cart element. */
export function appliesAt(
  promotion: Promotion,
  entry: CartEntry,
  cartItems: readonly CartItem[],
  ctx: CatalogueContext,
): boolean {
  const element = pricedElementAt(entry.item, entry.ref, ctx);
  return element !== null && isPromotionApplicable(promotion, element, cartItems, ctx);
}

function isCharged(entry: CartEntry, ctx: CatalogueContext): boolean {
  const element = pricedElementAt(entry.item, entry.ref, ctx);
  return element !== null && (element.monthly.netCents > 0 || element.setupFee.netCents > 0);
}

function withoutManualPromotions(cart: Cart, ctx: CatalogueContext): Cart {
  return clearWhere(cart, (code) => {
    const promotion = findPromotion(ctx, code);
    return !promotion || isManual(promotion);
  });
}

function withoutCode(cart: Cart, code: string): Cart {
  return clearWhere(cart, (candidate) => candidate.toLowerCase() === code.toLowerCase());
}

function clearWhere(cart: Cart, shouldClear: (code: string) => boolean): Cart {
  const clearItem = (item: CartItem) =>
    itemSlots(item).reduce((result, slot) => {
      const code = promotionCodeAt(result, slot);
      return code !== null && shouldClear(code) ? withPromotionCode(result, slot, null) : result;
    }, item);
  return { ...cart, items: cart.items.map(clearItem) };
}
