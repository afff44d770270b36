import type { CartDomain } from '@contract/cart';
import type { Tld } from '@contract/domains';
import { multiplyCents, toCents } from '../money';
import { type NetGross, netAndGross, ZERO } from './vat';

/** Domains are sold per 12 months at 12 × the TLD's monthly price. */
export const DOMAIN_BILLING_MONTHS = 12;

export interface DomainPrice {
  vatPercent: number;
  /** Regular price per 12 months; VAT is applied to the yearly amount, not to each month. */
  perYear: NetGross;
  /** What the first 12 months cost: 0 for inclusive and inclusive-first-year domains. */
  firstYear: NetGross;
  /** Setup fee; inclusive domains have none. */
  setupFee: NetGross;
}

export type DomainInclusion = Pick<CartDomain, 'inclusive' | 'inclusive_first_year'>;

const NOT_INCLUSIVE: DomainInclusion = { inclusive: false, inclusive_first_year: false };

/**
 * The one price rule of a domain (a TLD or a lookup result), for the lookup, the cart row, the
 * contract details and the order alike: 12 × the monthly price per 12 months, VAT on the 12
 * months. An inclusive domain is free for as long as the product runs; an inclusive-first-year
 * domain shows 0 for its first 12 months and then its regular yearly price.
 */
export function domainPrice(
  tld: Pick<Tld, 'price' | 'interval_vat'> & Partial<Pick<Tld, 'setupfee'>>,
  inclusion: DomainInclusion = NOT_INCLUSIVE,
): DomainPrice {
  const vatPercent = tld.interval_vat;
  const monthlyCents = toCents(tld.price);
  const yearly = netAndGross(multiplyCents(monthlyCents, DOMAIN_BILLING_MONTHS), vatPercent);
  const freeForever = inclusion.inclusive && !inclusion.inclusive_first_year;
  const freeFirstYear = inclusion.inclusive || inclusion.inclusive_first_year;
  return {
    vatPercent,
    perYear: freeForever ? ZERO : yearly,
    firstYear: freeFirstYear ? ZERO : yearly,
    setupFee: freeFirstYear ? ZERO : netAndGross(toCents(tld.setupfee ?? 0), vatPercent),
  };
}
