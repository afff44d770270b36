import type { CartDomain } from '@contract/cart';
import type { Tld } from '@contract/domains';
import { tldByName } from '@domain/catalogue-context';
import type { CatalogueContext } from '../catalogue-context';

export const normalizeDomainName = (name: string): string => name.trim().toLowerCase();

export const sameDomainName = (a: string, b: string): boolean =>
  normalizeDomainName(a) === normalizeDomainName(b);

const hasEmptyLabel = (name: string) => name.split('.').some((label) => label.length === 0);

/** Whether a domain name is a non-empty name followed by this TLD (e.g. `shop.co.uk` for `co.uk`). */
export function domainMatchesTld(name: string, tld: Tld): boolean {
  const normalized = normalizeDomainName(name);
  const suffix = `.${tld.tld.toLowerCase()}`;
  return normalized.endsWith(suffix) && normalized.length > suffix.length && !hasEmptyLabel(normalized);
}

/** The offered TLD of a domain name, longest match first (`co.uk` before `uk`). */
export function tldForDomainName(name: string, ctx: CatalogueContext): Tld | undefined {
  const labels = normalizeDomainName(name).split('.');
  if (labels.some((label) => label.length === 0)) return undefined;
  for (let start = 1; start < labels.length; start++) {
    const tld = tldByName(ctx, labels.slice(start).join('.'));
    if (tld) return tld;
  }
  return undefined;
}

/** Domains of `incoming` whose names are not in `existing` yet (first occurrence wins). */
export function uniqueDomains(
  existing: readonly CartDomain[],
  incoming: readonly CartDomain[],
): CartDomain[] {
  const seen = new Set(existing.map((domain) => normalizeDomainName(domain.name)));
  return incoming.filter((domain) => {
    const name = normalizeDomainName(domain.name);
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}
