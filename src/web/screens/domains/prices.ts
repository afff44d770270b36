import type { CartDomain } from '@contract/cart';
import { tldForDomainName } from '@domain/cart/domain-names';
import type { CatalogueContext } from '@domain/catalogue-context';
import { fromCents } from '@domain/money';
import { domainPrice } from '@domain/prices/domain-price';
import type { NetGross } from '@domain/prices/vat';

/** How a domain's price reads on the lookup (domains are priced per 12 months, spec section 9). */
export type DomainPriceView =
  | { kind: 'regular'; perYear: number }
  | { kind: 'inclusive' }
  | { kind: 'inclusive_first_year'; perYear: number };

const euros = (amount: NetGross, withVat: boolean): number =>
  fromCents(withVat ? amount.grossCents : amount.netCents);

/**
 * The price of a result or a chosen domain: a domain in the cart as the cart row counts it
 * (inclusive flags recomputed by src/domain), any other as it would be added: inclusive when its TLD
 * is among the row's free TLDs still left (`POST /products/:id/inclusive-tlds`). Null for a name
 * whose TLD is not offered.
 */
export function domainPriceView(
  name: string,
  catalogue: CatalogueContext,
  options: { inCart: CartDomain | undefined; inclusiveTlds: ReadonlySet<string>; withVat: boolean },
): DomainPriceView | null {
  const tld = tldForDomainName(name, catalogue);
  if (!tld) return null;
  const inclusion = options.inCart ?? {
    inclusive: options.inclusiveTlds.has(tld.tld.toLowerCase()),
    inclusive_first_year:
      options.inclusiveTlds.has(tld.tld.toLowerCase()) && catalogue.brand.inclusive_domains_first_year_only,
  };
  const price = domainPrice(tld, inclusion);
  const perYear = euros(domainPrice(tld).perYear, options.withVat);
  if (inclusion.inclusive_first_year) return { kind: 'inclusive_first_year', perYear };
  if (inclusion.inclusive) return { kind: 'inclusive' };
  return { kind: 'regular', perYear: euros(price.perYear, options.withVat) };
}
