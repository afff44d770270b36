import { type Cents, multiplyCents, toCents } from '../money';
import { addVat, DEFAULT_VAT_PERCENT } from './vat';

/**
 * Price shown for a period of the postal mailing-address product (nsa), as the spec defines it:
 * price × months × (1 + interval VAT / 100), in cents including VAT.
 */
export function nsaMonthlyPrice(price: number, months: number, intervalVat?: number | null): Cents {
  return addVat(multiplyCents(toCents(price), months), intervalVat ?? DEFAULT_VAT_PERCENT);
}
