import type { CartItem } from '@contract/cart';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '../catalogue-context';
import type { Cents } from '../money';
import type { PricedElement } from '../prices/priced-element';
import { isPromotionApplicable } from './applicability';
import { elementDiscountCents } from './promotion-price';

export interface PromotionCandidate {
  promotion: Promotion;
  discountCents: Cents;
  /** Months of the maturity the discount was computed for. */
  maturityMonths: number;
}

/**
 * The greatest discount wins. Equal discounts go to the shortest maturity: first the maturity the
 * discount was computed for (product cards compare maturities), then the shortest maturity the
 * promotion supports (one cart element has one maturity; an empty list counts as 0), then the
 * earlier promotion. Null when no candidate saves anything.
 */
export function pickBestPromotion<T extends PromotionCandidate>(candidates: readonly T[]): T | null {
  let best: T | null = null;
  for (const candidate of candidates) {
    if (candidate.discountCents <= 0) continue;
    if (!best || compareCandidates(candidate, best) < 0) best = candidate;
  }
  return best;
}

function compareCandidates(a: PromotionCandidate, b: PromotionCandidate): number {
  return (
    b.discountCents - a.discountCents ||
    a.maturityMonths - b.maturityMonths ||
    shortestSupportedMaturity(a.promotion) - shortestSupportedMaturity(b.promotion)
  );
}

function shortestSupportedMaturity(promotion: Promotion): number {
  const months = promotion.supported.maturity_months;
  return months.length === 0 ? 0 : Math.min(...months);
}

export function automaticCandidates(
  element: PricedElement,
  cartItems: readonly CartItem[],
  ctx: Pick<CatalogueContext, 'promotions' | 'brand'>,
): PromotionCandidate[] {
  return ctx.promotions
    .filter(
      (promotion) => promotion.is_automatic && isPromotionApplicable(promotion, element, cartItems, ctx),
    )
    .map((promotion) => ({
      promotion,
      discountCents: elementDiscountCents(promotion, element),
      maturityMonths: element.maturityMonths,
    }));
}

/** The automatic promotion a cart element gets, if any (only when the brand has automatic promotions). */
export function bestAutomaticPromotion(
  element: PricedElement,
  cartItems: readonly CartItem[],
  ctx: Pick<CatalogueContext, 'promotions' | 'brand'>,
): Promotion | null {
  return pickBestPromotion(automaticCandidates(element, cartItems, ctx))?.promotion ?? null;
}
