import type { ShownPrice } from './shown-price';
import { addNetGross, type NetGross } from './vat';

/** A stretch of months in which a total stays the same. */
export interface PricePhase {
  /** First month of the stretch (1 for the first). */
  fromMonth: number;
  /** Last month of the stretch; null for the last one, which lasts as long as the contracts. */
  untilMonth: number | null;
  amount: NetGross;
}

const sameAmount = (a: NetGross, b: NetGross) => a.netCents === b.netCents && a.grossCents === b.grossCents;

/** What the prices add up to in a given month (1 = the first). */
function totalInMonth(prices: readonly ShownPrice[], month: number): NetGross {
  return addNetGross(
    prices.map((price) =>
      price.introMonths === null || month <= price.introMonths ? price.amount : price.regular,
    ),
  );
}

/**
 * The total of prices of one period (all per month, or all per 12 months) over time: it changes
 * when a promotion or a free first year ends. One phase when nothing ends; e.g. a first month
 * free, then 4.75 a month gives [months 1–1: 0.00, from month 2: 4.75]. Stretches with the same
 * total are merged. An empty list of prices gives one phase of 0.
 */
export function pricePhases(prices: readonly ShownPrice[]): PricePhase[] {
  const ends = [
    ...new Set(prices.flatMap((price) => (price.introMonths === null ? [] : [price.introMonths]))),
  ].sort((a, b) => a - b);
  const phases: PricePhase[] = [];
  let fromMonth = 1;
  for (const end of [...ends, null]) {
    const amount = totalInMonth(prices, fromMonth);
    const previous = phases.at(-1);
    if (previous && sameAmount(previous.amount, amount)) previous.untilMonth = end;
    else phases.push({ fromMonth, untilMonth: end, amount });
    if (end === null) break;
    fromMonth = end + 1;
  }
  return phases;
}
