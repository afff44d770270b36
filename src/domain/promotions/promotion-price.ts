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

type Promotable = Pick<PricedElement, 'oneTime' | 'monthly' | 'setupFee' | 'billingMonths' | 'vatPercent'>;

/**
 * An element's prices under a promotion. A recurring element gets its monthly price reduced; a
 * one-time element (charged only its setup fee) gets the setup fee reduced, as a single bill.
 */
export function promotedElementPrice(
  promotion: PromotionDiscount,
  element: Promotable,
): { monthly: NetGross; setupFee: NetGross } {
  if (element.oneTime) {
    const setupCents = promotedMonthlyCents(promotion, element.setupFee.netCents, 1);
    return { monthly: element.monthly, setupFee: netAndGross(setupCents, element.vatPercent) };
  }
  const monthlyCents = promotedMonthlyCents(promotion, element.monthly.netCents, element.billingMonths);
  return { monthly: netAndGross(monthlyCents, element.vatPercent), setupFee: element.setupFee };
}

/** What the promotion saves on the element, net: per month, or on the setup fee of a one-time element. */
export function elementDiscountCents(promotion: PromotionDiscount, element: Promotable): Cents {
  const promoted = promotedElementPrice(promotion, element);
  return element.oneTime
    ? element.setupFee.netCents - promoted.setupFee.netCents
    : element.monthly.netCents - promoted.monthly.netCents;
}
