import type { Promotion } from '@contract/promotions';
import { promotionDurationMonths } from '../promotions/promotion-duration';
import { type PromotionDiscount, promotedPerPeriod } from '../promotions/promotion-price';
import type { PricedElement } from './priced-element';
import type { ShownPrice } from './shown-price';
import { ZERO } from './vat';

type ShownElement = Pick<
  PricedElement,
  | 'period'
  | 'perPeriod'
  | 'regularPerPeriod'
  | 'inclusion'
  | 'billingMonths'
  | 'intervalMonths'
  | 'vatPercent'
  | 'setupFee'
>;

/**
 * The one rule for what a visitor reads about an element's price: the amount per period (month,
 * 12 months for a domain, or once), lowered by the promotion for its duration (recurs_for × the
 * interval's months; a domain's interval is 12 months), or free while a domain is inclusive.
 * A promotion that saves nothing (on a free domain) is not shown as one.
 */
export function shownElementPrice(
  element: ShownElement,
  promotion: (PromotionDiscount & Pick<Promotion, 'recurs_for'>) | null,
): ShownPrice {
  const setupFee = element.period === 'once' ? ZERO : element.setupFee;
  const base = { period: element.period, setupFee, from: false };
  const promoted = promotion ? promotedPerPeriod(promotion, element) : null;
  if (promotion && promoted && promoted.netCents < element.perPeriod.netCents) {
    return {
      ...base,
      amount: promoted,
      regular: element.perPeriod,
      reason: 'promotion',
      introMonths:
        element.period === 'once' ? null : promotionDurationMonths(promotion, element.intervalMonths),
    };
  }
  switch (element.inclusion) {
    case 'inclusive':
      return { ...base, amount: ZERO, regular: ZERO, reason: 'inclusive', introMonths: null };
    case 'inclusive_first_year':
      return {
        ...base,
        amount: ZERO,
        regular: element.regularPerPeriod,
        reason: 'inclusive_first_year',
        introMonths: element.billingMonths,
      };
    case 'none':
      return {
        ...base,
        amount: element.perPeriod,
        regular: element.perPeriod,
        reason: 'regular',
        introMonths: null,
      };
  }
}
