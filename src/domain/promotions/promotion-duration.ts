import type { Promotion } from '@contract/promotions';

/**
 * Months a promotion lasts (spec: the promotion description): recurs_for intervals (0 counts as
 * 1) of the element's interval months (a one-time interval counts as one month; a domain's is 12).
 * For an upsell this is the same rule, so an upsell promotion recurring for more than one interval
 * multiplies the months as well.
 */
export function promotionDurationMonths(
  promotion: Pick<Promotion, 'recurs_for'>,
  intervalMonths: number,
): number {
  return Math.max(promotion.recurs_for, 1) * Math.max(intervalMonths, 1);
}
