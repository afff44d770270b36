import type { CartPrices } from './cart-prices';
import type { PricePhase } from './price-phases';

export type RecurringPeriod = 'month' | 'year';

/**
 * The recurring totals a cart shows: per month when something is priced per month, per 12 months
 * when a domain is in it; a cart of one-time elements only still shows its monthly total (0).
 */
export function recurringPeriods(prices: Pick<CartPrices, 'lines'>): RecurringPeriod[] {
  const has = (period: RecurringPeriod) => prices.lines.some((line) => line.shown.period === period);
  const periods = (['month', 'year'] as const).filter(has);
  return periods.length > 0 ? periods : ['month'];
}

/** The phases of the total of one period. */
export const phasesOf = (
  prices: Pick<CartPrices, 'monthlyPhases' | 'yearlyPhases'>,
  period: RecurringPeriod,
): PricePhase[] => (period === 'month' ? prices.monthlyPhases : prices.yearlyPhases);
