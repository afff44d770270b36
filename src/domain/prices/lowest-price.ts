import type { ShownPrice } from './shown-price';
import type { NetGross } from './vat';

/** A price one term of a product (or of an offer under a row) would have. */
export interface TermPrice {
  price: ShownPrice;
  maturityMonths: number;
  intervalMonths: number;
}

const shownCents = (amount: NetGross, withVat: boolean) => (withVat ? amount.grossCents : amount.netCents);

const samePrice = (a: ShownPrice, b: ShownPrice) =>
  a.period === b.period &&
  a.amount.netCents === b.amount.netCents &&
  a.amount.grossCents === b.amount.grossCents &&
  a.regular.netCents === b.regular.netCents &&
  a.regular.grossCents === b.regular.grossCents &&
  a.introMonths === b.introMonths &&
  a.setupFee.netCents === b.setupFee.netCents;

/**
 * The lowest price a visitor can get among the terms, compared as shown (with or without VAT):
 * recurring prices before one-time ones, then the amount paid now, then the amount after a
 * promotion ends, then the shorter maturity and the shorter interval. Its `from` is true when
 * another term reads differently. Null for no terms.
 */
export function lowestTermPrice<T extends TermPrice>(terms: readonly T[], withVat = true): T | null {
  let best: T | null = null;
  for (const term of terms) {
    if (!best || compare(term, best, withVat) < 0) best = term;
  }
  if (!best) return null;
  const chosen = best;
  const from = terms.some((term) => !samePrice(term.price, chosen.price));
  return { ...chosen, price: { ...chosen.price, from } };
}

function compare(a: TermPrice, b: TermPrice, withVat: boolean): number {
  const once = (term: TermPrice) => (term.price.period === 'once' ? 1 : 0);
  return (
    once(a) - once(b) ||
    shownCents(a.price.amount, withVat) - shownCents(b.price.amount, withVat) ||
    shownCents(a.price.regular, withVat) - shownCents(b.price.regular, withVat) ||
    a.maturityMonths - b.maturityMonths ||
    a.intervalMonths - b.intervalMonths
  );
}
