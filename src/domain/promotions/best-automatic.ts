import type { CartItem } from '@contract/cart';
import type { PaymentInterval, PaymentMaturity, Product } from '@contract/catalogue';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '../catalogue-context';
import type { Cents } from '../money';
import { displayInterval } from '../prices/display-interval';
import { type PricedElement, pricedCatalogueElement } from '../prices/priced-element';
import type { NetGross } from '../prices/vat';
import { isPromotionApplicable } from './applicability';
import { elementDiscountCents, promotedElementPrice } from './promotion-price';

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

/** A product card's promoted offer: regular and promoted monthly price of the best maturity. */
export interface ProductOffer {
  promotion: Promotion;
  maturity: PaymentMaturity;
  interval: PaymentInterval;
  regular: NetGross;
  promoted: NetGross;
  /** Net saving per month. */
  discountCents: Cents;
}

/**
 * Best automatic promotion over all active maturities of a product (each with the interval its
 * price is shown with), for the struck-through price on product cards.
 */
export function bestAutomaticOffer(
  product: Product,
  ctx: Pick<CatalogueContext, 'promotions' | 'brand'>,
  cartItems: readonly CartItem[] = [],
): ProductOffer | null {
  const offers = product.paymentMaturities.flatMap((maturity) => {
    const interval = displayInterval(maturity);
    if (!maturity.is_active || !interval) return [];
    const element = pricedCatalogueElement('product', { product, maturity, interval });
    return automaticCandidates(element, cartItems, ctx).map((candidate) => ({
      ...candidate,
      element,
      maturity,
      interval,
    }));
  });
  const best = pickBestPromotion(offers);
  if (!best) return null;
  return {
    promotion: best.promotion,
    maturity: best.maturity,
    interval: best.interval,
    regular: best.element.monthly,
    promoted: promotedElementPrice(best.promotion, best.element).monthly,
    discountCents: best.discountCents,
  };
}
