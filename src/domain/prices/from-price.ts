import type { Product } from '@contract/catalogue';

export interface FromPrice {
  /** Lowest monthly price in euros without VAT. */
  net: number;
  /** The same price including the VAT of its interval. */
  gross: number;
  /** Months of the maturity the price belongs to. */
  months: number;
}

const toCents = (euros: number) => Math.round(euros * 100);

/**
 * "From" price of a product card: the cheapest active maturity, per month, with the VAT of that
 * maturity's default interval (spec: from-price per month including VAT). Null when nothing is active.
 */
export function monthlyFromPrice(product: Product): FromPrice | null {
  let best: FromPrice | null = null;
  for (const maturity of product.paymentMaturities) {
    if (!maturity.is_active) continue;
    const intervals = maturity.paymentIntervals.filter((interval) => interval.is_active);
    const interval = intervals.find((candidate) => candidate.is_default) ?? intervals[0];
    const vat = interval?.interval_vat ?? 19;
    const netCents = toCents(maturity.price);
    const grossCents = Math.round((netCents * (100 + vat)) / 100);
    const cheaper =
      !best ||
      netCents < toCents(best.net) ||
      (netCents === toCents(best.net) && maturity.months < best.months);
    if (cheaper) best = { net: netCents / 100, gross: grossCents / 100, months: maturity.months };
  }
  return best;
}
