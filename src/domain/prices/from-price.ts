import type { Product } from '@contract/catalogue';
import { fromCents, toCents } from '../money';
import { displayInterval } from './display-interval';
import { addVat, vatPercentOf } from './vat';

export interface FromPrice {
  /** Lowest monthly price in euros without VAT. */
  net: number;
  /** The same price including the VAT of its interval. */
  gross: number;
  /** Months of the maturity the price belongs to. */
  months: number;
}

/**
 * "From" price of a product card: the cheapest active maturity, per month, with the VAT of that
 * maturity's default interval (spec: from-price per month including VAT). Equal prices go to the
 * shorter maturity. Null when nothing is active.
 */
export function monthlyFromPrice(product: Product): FromPrice | null {
  let best: { netCents: number; grossCents: number; months: number } | null = null;
  for (const maturity of product.paymentMaturities) {
    if (!maturity.is_active) continue;
    const netCents = toCents(maturity.price);
    const cheaper =
      !best || netCents < best.netCents || (netCents === best.netCents && maturity.months < best.months);
    if (cheaper) {
      const grossCents = addVat(netCents, vatPercentOf(displayInterval(maturity)));
      best = { netCents, grossCents, months: maturity.months };
    }
  }
  return best && { net: fromCents(best.netCents), gross: fromCents(best.grossCents), months: best.months };
}
