import type { NetGross } from './vat';

/**
 * What one amount of a price covers: a month (products, addons, upsells), 12 months (domains,
 * spec: priced per 12 months) or nothing further (a one-time element, bought once).
 */
export type PricePeriod = 'month' | 'year' | 'once';

/**
 * Why the amount a visitor pays now differs from the regular one:
 * - `regular`: it does not;
 * - `promotion`: a promotion lowers it for `introMonths` (a one-time element: once);
 * - `inclusive`: a domain included in the product costs nothing while the product runs;
 * - `inclusive_first_year`: a domain included for its first 12 months only.
 */
export type PriceReason = 'regular' | 'promotion' | 'inclusive' | 'inclusive_first_year';

/**
 * A price as a visitor reads it, the same on every screen that shows the same thing: the amount
 * per period now, how long that lasts and what follows, and a setup fee beside it.
 */
export interface ShownPrice {
  period: PricePeriod;
  /** Paid per period now (after a promotion; 0 for a domain while it is free). */
  amount: NetGross;
  /** Paid per period without the promotion or inclusion: the struck-through and the "then" amount. */
  regular: NetGross;
  reason: PriceReason;
  /**
   * Months `amount` lasts before `regular` applies (promotion: recurs_for × interval months; a free
   * first year: 12). Null when it lasts as long as the contract, and for one-time prices.
   */
  introMonths: number | null;
  /** Charged once beside a monthly or yearly amount (zero when there is none, and for `once`). */
  setupFee: NetGross;
  /** The lowest of several prices (other terms cost more): read "from". */
  from: boolean;
}
