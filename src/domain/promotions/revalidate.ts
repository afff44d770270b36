import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '../catalogue-context';
import { type PricedElement, pricedElementAt } from '../prices/priced-element';
import { isPromotionApplicable } from './applicability';
import { applyAutomaticPromotions } from './apply-automatic';
import { type CartEntry, cartEntries, promotionCodeAt, withCartPromotionCode } from './cart-elements';
import { findPromotion } from './find-promotion';
import { promotionMovedNotice, promotionsRemovedNotice } from './notices';
import { appliesAt } from './redeem';

export interface RevalidationResult {
  cart: Cart;
  /** True when any element's promotion changed. */
  changed: boolean;
  notices: Notice[];
}

/**
 * Re-checks the promotions of a changed cart:
 * - a manual promotion that still applies where it sits stays (one element per code);
 * - one that no longer applies there moves to the first element (products, then addons, upsells,
 *   domains) without a manual promotion where it applies, with a notice;
 * - one that no longer exists or applies nowhere is removed, with one notice for all removed codes;
 * - automatic promotions are re-applied to every element without a manual promotion.
 */
export function revalidatePromotions(cart: Cart, ctx: CatalogueContext): RevalidationResult {
  let working = cart;
  const kept = new Set<string>();
  const displaced: { code: string; promotion: Promotion | undefined }[] = [];

  for (const entry of cartEntries(cart)) {
    const code = codeOf(entry);
    if (code === null) continue;
    const promotion = findPromotion(ctx, code);
    if (promotion?.is_automatic) continue;
    const key = code.toLowerCase();
    if (promotion && !kept.has(key) && appliesAt(promotion, entry, cart.items, ctx)) {
      kept.add(key);
      continue;
    }
    working = withCartPromotionCode(working, entry.ref, null);
    if (!displaced.some((other) => other.code.toLowerCase() === key)) displaced.push({ code, promotion });
  }

  const notices: Notice[] = [];
  const removed: string[] = [];
  for (const { code, promotion } of displaced) {
    if (kept.has(code.toLowerCase())) continue;
    const target = promotion && firstFreeElementWhereApplies(working, promotion, kept, ctx);
    if (!promotion || !target) {
      removed.push(code);
      continue;
    }
    working = withCartPromotionCode(working, target.entry.ref, promotion.code);
    kept.add(promotion.code.toLowerCase());
    notices.push(promotionMovedNotice(promotion.code, target.element.name));
  }
  const removedNotice = promotionsRemovedNotice(removed);
  if (removedNotice) notices.push(removedNotice);

  working = applyAutomaticPromotions(working, ctx);
  return { cart: working, changed: promotionCodesDiffer(cart, working), notices };
}

function codeOf(entry: CartEntry): string | null {
  return promotionCodeAt(entry.item, entry.ref);
}

function firstFreeElementWhereApplies(
  cart: Cart,
  promotion: Promotion,
  kept: ReadonlySet<string>,
  ctx: CatalogueContext,
): { entry: CartEntry; element: PricedElement } | null {
  for (const entry of cartEntries(cart)) {
    const code = codeOf(entry);
    if (code !== null && kept.has(code.toLowerCase())) continue;
    const element = pricedElementAt(entry.item, entry.ref, ctx);
    if (element && isPromotionApplicable(promotion, element, cart.items, ctx)) return { entry, element };
  }
  return null;
}

function promotionCodesDiffer(before: Cart, after: Cart): boolean {
  const codes = (cart: Cart) => cartEntries(cart).map(codeOf);
  const previous = codes(before);
  return codes(after).some((code, index) => code !== previous[index]);
}
