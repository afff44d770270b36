import type { PricePeriod } from './shown-price';

/** What one line of an order adds to its first bill (in cents, net or gross alike). */
export interface BilledLine {
  /** The line's amount per its price period (a month, or 12 months for a domain; 0 once). */
  perPeriodCents: number;
  pricePeriod: PricePeriod;
  /** Months one bill covers: the interval's months. */
  billingMonths: number;
  setupCents: number;
}

/**
 * A line's share of the first bill: a monthly line for the months one bill covers, a domain's 12
 * months as shown, and what is charged once. Our choice (the spec does not say what a card payment
 * authorises): this is what the card provider is asked for and what order tracking reports.
 */
export function firstBillCents(line: BilledLine): number {
  const periods = line.pricePeriod === 'month' ? line.billingMonths : 1;
  return line.perPeriodCents * periods + line.setupCents;
}
