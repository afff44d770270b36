import type { CartItem } from '@contract/cart';
import type { CatalogueContext } from '../catalogue-context';

/**
 * Inclusive domains of a row from its product's free TLDs: the first `amount` domains of each free
 * TLD are inclusive; `inclusive_first_year` follows brand flag inclusive_domains_first_year_only.
 */
export function recomputeInclusiveDomains(item: CartItem, ctx: CatalogueContext): CartItem {
  const remaining = new Map<string, number>();
  for (const free of ctx.productsById[item.product.id]?.freeTlds ?? []) {
    const tld = free.tld.toLowerCase();
    remaining.set(tld, (remaining.get(tld) ?? 0) + free.amount);
  }
  const firstYearOnly = ctx.brand.inclusive_domains_first_year_only;
  const domains = item.domains.map((domain) => {
    const tld = ctx.tldsById[domain.id]?.tld.toLowerCase() ?? '';
    const left = remaining.get(tld) ?? 0;
    if (left > 0) remaining.set(tld, left - 1);
    return { ...domain, inclusive: left > 0, inclusive_first_year: left > 0 && firstYearOnly };
  });
  return { ...item, domains };
}
