import type { Promotion } from '@contract/promotions';
import { type Cents, percentOfCents, scaleCents, toCents } from '../money';
import type { PricedElement } from '../prices/priced-element';
import { type NetGross, netAndGross } from '../prices/vat';

export type PromotionDiscount = Pick<Promotion, 'discount_type' | 'value'>;

/**
 * Price under a promotion, by the spec's formulas, never below 0:
 * - fixed: (price − value) / interval months, where price is what one bill of the interval
 *   costs (monthly price × interval months): the fixed amount comes off each bill and is spread
 *   over the bill's months;
 * - percentage: price × (100 − value) / 100.
 * Given a monthly price it returns the promoted monthly price. An interval of 0 months (one-time)
 * counts as one month.
 */
export function promotedMonthlyCents(
  promotion: PromotionDiscount,
  monthlyCents: Cents,
  intervalMonths: number,
): Cents {
  if (promotion.discount_type === 'percentage') {
    return Math.max(0, percentOfCents(monthlyCents, 100 - promotion.value));
  }
  const months = Math.max(intervalMonths, 1);
  const billCents = monthlyCents * months;
  return Math.max(0, scaleCents(billCents - toCents(promotion.value), 1, months));
}

type Promotable = Pick<PricedElement, 'period' | 'perPeriod' | 'billingMonths' | 'vatPercent'>;

/**
 * An element's amount per period under a promotion. A monthly price is reduced by the formulas
 * above with its interval's months; a domain's 12-month price is one bill (the fixed value comes
 * off the 12 months at once); a one-time element's setup fee is one bill too.
 */
export function promotedPerPeriod(promotion: PromotionDiscount, element: Promotable): NetGross {
  const months = element.period === 'month' ? element.billingMonths : 1;
  return netAndGross(promotedMonthlyCents(promotion, element.perPeriod.netCents, months), element.vatPercent);
}

/** What the promotion saves on the element per period, net. */
export function elementDiscountCents(promotion: PromotionDiscount, element: Promotable): Cents {
  return element.perPeriod.netCents - promotedPerPeriod(promotion, element).netCents;
}
