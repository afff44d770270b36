import type { Promotion } from '@contract/promotions';
import type { MessageDescriptor } from '../labels/message';

/**
 * Months a promotion lasts: recurs_for intervals (0 counts as 1) of the element's interval months
 * (a one-time interval counts as one month). For upsells this is the same product, so an upsell
 * promotion recurring for more than one interval multiplies the months as well.
 */
export function promotionDurationMonths(
  promotion: Pick<Promotion, 'recurs_for'>,
  intervalMonths: number,
): number {
  return Math.max(promotion.recurs_for, 1) * Math.max(intervalMonths, 1);
}

/** "for one month" or "for N months", for a promotion lasting `months`. */
export function promotionMonthsLabel(months: number): MessageDescriptor {
  return months === 1
    ? { key: 'promotion.duration.one_month' }
    : { key: 'promotion.duration.months', values: { count: months } };
}

/** "for one month" or "for N months": how long the promotion lasts on an element of this interval. */
export function promotionDurationLabel(
  promotion: Pick<Promotion, 'recurs_for'>,
  intervalMonths: number,
): MessageDescriptor {
  return promotionMonthsLabel(promotionDurationMonths(promotion, intervalMonths));
}
