import type { Product } from '@contract/catalogue';
import type { InclusiveTldsResponse } from '@contract/domains';
import type { CatalogueContext } from '@domain/catalogue-context';
import { tldByName } from '@domain/catalogue-context';
import type { z } from 'zod';
import { readDomainName } from './names';

/**
 * Free TLDs still left for a product given the domains it already has
 * (`POST /api/v2/products/:id/inclusive-tlds`), counted as src/domain/cart's
 * recomputeInclusiveDomains counts them: each free TLD entry of the product gives `amount` domains
 * of that TLD; every passed domain of that TLD uses one. Our choices where the spec is silent:
 * - a name passed twice counts once (a row cannot hold one domain twice);
 * - TLDs used up (amount 0) and TLDs no longer offered (inactive) are left out: the answer lists
 *   what is still free of charge;
 * - free TLDs do not depend on the term in this catalogue, so the call takes no maturity; whether an
 *   inclusive domain is free for good or the first year only is the brand's
 *   `inclusive_domains_first_year_only` flag, which the browser has from the brand call.
 */
export function inclusiveTldsLeft(
  product: Product,
  domains: readonly string[],
  context: CatalogueContext,
): z.infer<typeof InclusiveTldsResponse>['inclusiveTlds'] {
  const remaining = new Map<string, number>();
  for (const free of product.freeTlds) {
    const tld = free.tld.toLowerCase();
    if (tldByName(context, tld)?.is_active !== true) continue;
    remaining.set(tld, (remaining.get(tld) ?? 0) + free.amount);
  }
  const seen = new Set<string>();
  for (const name of domains) {
    const domain = readDomainName(name, context);
    if (seen.has(domain.unicode)) continue;
    seen.add(domain.unicode);
    const tld = domain.tld?.tld.toLowerCase();
    const left = tld === undefined ? 0 : (remaining.get(tld) ?? 0);
    if (tld !== undefined && left > 0) remaining.set(tld, left - 1);
  }
  return [...remaining].filter(([, amount]) => amount > 0).map(([tld, amount]) => ({ tld, amount }));
}
