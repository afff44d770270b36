import type { Cart, CartItem } from '@contract/cart';
import { applyAutomaticPromotion } from '@domain/promotions/apply-automatic';
import { findPromotion } from '@domain/promotions/find-promotion';
import type { CatalogueContext } from '../catalogue-context';
import type { ItemTerm } from './term';

const supports = (months: readonly number[], value: number) => months.length === 0 || months.includes(value);

/**
 * Whether the row's manual promotion still fits its term after a maturity or interval change: the
 * code is still known and its supported maturity and interval months (empty: all) contain the
 * row's months. Everything else about promotions is judged by `revalidatePromotions` on the cart.
 */
export function manualPromotionFitsTerm(code: string, term: ItemTerm, ctx: CatalogueContext): boolean {
  const promotion = findPromotion(ctx, code);
  return (
    promotion !== undefined &&
    supports(promotion.supported.maturity_months, term.maturity.months) &&
    supports(promotion.supported.interval_months, term.interval.months)
  );
}

export interface PromotionRefresh {
  item: CartItem;
  /** The manual promotion code removed because it does not fit the new term. */
  dropped: string | null;
}

/**
 * After a term change: a manual promotion that no longer fits is dropped, then the automatic
 * promotions are chosen again for every element without a manual one (`applyAutomaticPromotion`,
 * which also honours the brand flag automatic_promotions).
 */
export function refreshItemPromotion(
  item: CartItem,
  term: ItemTerm,
  ctx: CatalogueContext,
  cart?: Cart,
): PromotionRefresh {
  const code = item.product.promotion;
  const manual = code !== null && findPromotion(ctx, code)?.is_automatic !== true;
  const dropped = manual && !manualPromotionFitsTerm(code, term, ctx) ? code : null;
  const kept: CartItem = dropped === null ? item : { ...item, product: { ...item.product, promotion: null } };
  return { item: applyAutomaticPromotion(kept, ctx, cart), dropped };
}
