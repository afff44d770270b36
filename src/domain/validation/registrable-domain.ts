import { parse } from 'tldts-icann';
import { planDomainSearch, queryByRegistrableDomain, type SanitizedDomainSearch } from './domain-search';

/**
 * The registrable domain of a name by the ICANN section of the public suffix list (tldts-icann, as
 * registries see names), or null for a name that is itself a public suffix. Its own module: the
 * list is 30 KB gzip, which the browser loads only for a search that needs it.
 */
export const registrableDomainOf = (name: string): string | null => parse(name).domain;

/** planDomainSearch with the public suffix list at hand (the server): the query, or null. */
export function sanitizeDomainSearch(
  input: string,
  offeredTlds: ReadonlySet<string>,
): SanitizedDomainSearch | null {
  const plan = planDomainSearch(input, offeredTlds);
  if (plan === null) return null;
  return plan.kind === 'decided'
    ? plan.query
    : queryByRegistrableDomain(plan.name, registrableDomainOf(plan.name));
}
