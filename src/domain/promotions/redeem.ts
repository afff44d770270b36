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
import { promotionNotApplicableNotice, promotionNotFoundNotice, promotionReplacedNotice } from './notices';

export type RedeemOutcome =
  | {
      status: 'applied';
      promotion: Promotion;
      where: ElementRef;
      /** Manual codes the new one took out of the cart (as they were written there). */
      replaced: string[];
      /** Tells the visitor which codes no longer apply (null when none were replaced). */
      replacedNotice: Notice | null;
    }
  | { status: 'not_found'; notice: Notice }
  | { status: 'not_applicable'; notice: Notice };

/**
 * Redeems a promo code: it goes to the first cart product it applies to, replacing every manual
 * promotion in the cart; failing that to the first addon, then upsell, then domain, replacing
 * only that element's promotion. Within a kind, the first element that costs something is
 * preferred over a free one (e.g. an inclusive domain). A code sits on one element at a time. Automatic promotions are
 * re-applied afterwards. Codes of automatic promotions cannot be redeemed (they are not found).
 * The outcome names the manual codes the new one replaced (spec: different coupon applied).
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
    const applied = applyAutomaticPromotions(withCartPromotionCode(cleared, target.ref, promotion.code), ctx);
    const replaced = replacedCodes(cart, applied, ctx);
    return {
      cart: applied,
      outcome: {
        status: 'applied',
        promotion,
        where: target.ref,
        replaced,
        replacedNotice: promotionReplacedNotice(replaced, promotion.code),
      },
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
  return element !== null && (element.perPeriod.netCents > 0 || element.setupFee.netCents > 0);
}

function withoutManualPromotions(cart: Cart, ctx: CatalogueContext): Cart {
  return clearWhere(cart, (code) => {
    const promotion = findPromotion(ctx, code);
    return !promotion || isManual(promotion);
  });
}

/** Manual codes of the cart before that it no longer holds, each once, in cart order. */
function replacedCodes(before: Cart, after: Cart, ctx: CatalogueContext): string[] {
  const manualCodes = (cart: Cart) =>
    cartEntries(cart).flatMap((entry) => {
      const code = promotionCodeAt(entry.item, entry.ref);
      const known = code === null ? undefined : findPromotion(ctx, code);
      return code !== null && (!known || isManual(known)) ? [code] : [];
    });
  const kept = new Set(manualCodes(after).map((code) => code.toLowerCase()));
  const seen = new Set<string>();
  return manualCodes(before).filter((code) => {
    const key = code.toLowerCase();
    if (kept.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
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
