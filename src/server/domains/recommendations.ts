import type { DomainGroup, Tld } from '@contract/domains';
import type { CatalogueContext } from '@domain/catalogue-context';
import { validateDomainSearch } from '@domain/validation/domain-search';
import { sanitizeDomainSearch } from '@domain/validation/registrable-domain';
import { normalizeDomainName as unicodeDomainName } from '../seed/registry';
import { readDomainName } from './names';

/** Most names one recommendations answer holds (ours; the spec gives no number). */
export const RECOMMENDATIONS_MAX = 10;

/**
 * Variants of the searched name (ours; the spec does not say how suggestions are made). Fixed and
 * language neutral, so the same search always gets the same suggestions.
 */
const VARIANTS: readonly ((sld: string) => string)[] = [
  (sld) => `${sld}-online`,
  (sld) => `${sld}24`,
  (sld) => `my-${sld}`,
  (sld) => `${sld}-web`,
];

const byLead = (a: Tld, b: Tld) =>
  Number(b.top_tld) - Number(a.top_tld) || a.sort_id - b.sort_id || a.tld.localeCompare(b.tld);

/** The lead TLD of each active group (a top TLD first, then by sort order), groups by id. */
function leadTlds(groups: readonly DomainGroup[]): Tld[] {
  return [...groups]
    .filter((group) => group.is_active)
    .sort((a, b) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))
    .flatMap((group) =>
      group.tldsInGroup
        .filter((tld) => tld.is_active)
        .sort(byLead)
        .slice(0, 1),
    );
}

/**
 * Suggestions for a searched name, with or without TLD (`GET /api/v2/domain-recommendations/:domain`),
 * deterministic (the catalogue only; the registry is not asked, the browser checks availability):
 * 1. the name under the lead TLD of every TLD group of the brand (the searched domain left out),
 * 2. variants of the name (`-online`, `24`, `my-`, `-web`) under the searched TLD when it is offered,
 *    else under the first group's lead TLD,
 * 3. the same variants under the other groups' lead TLDs,
 * each a registrable name, no repeats, at most RECOMMENDATIONS_MAX. Punycode input is read as
 * Unicode; an input that cannot be searched (spec section 5) gets no suggestions.
 */
export function recommendDomains(
  searched: string,
  groups: readonly DomainGroup[],
  context: CatalogueContext,
): string[] {
  const input = unicodeDomainName(searched);
  if (validateDomainSearch(input) !== null) return [];
  const offered = new Set(
    Object.values(context.tldsByName)
      .filter((tld) => tld.is_active)
      .map((tld) => tld.tld.toLowerCase()),
  );
  const query = sanitizeDomainSearch(input, offered);
  if (!query) return [];
  const leads = leadTlds(groups).map((tld) => tld.tld.toLowerCase());
  const searchedTld = query.tld !== null && offered.has(query.tld) ? query.tld : null;
  const variantTlds = [...new Set([searchedTld ?? leads[0], ...leads])].filter(
    (tld): tld is string => tld !== undefined,
  );
  const searchedDomain = query.tld === null ? null : query.domain;
  const candidates = [
    ...leads.map((tld) => `${query.sld}.${tld}`),
    ...variantTlds.flatMap((tld) => VARIANTS.map((variant) => `${variant(query.sld)}.${tld}`)),
  ];
  const names: string[] = [];
  for (const candidate of candidates) {
    if (names.length >= RECOMMENDATIONS_MAX) break;
    if (candidate === searchedDomain || names.includes(candidate)) continue;
    if (readDomainName(candidate, context).registrable) names.push(candidate);
  }
  return names;
}
