import type { DomainStatus, Tld } from '@contract/domains';
import { normalizeDomainName, tldForDomainName } from '@domain/cart/domain-names';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { SanitizedDomainSearch } from '@domain/validation/domain-search';
import {
  type AvailabilityItem,
  DESIRED_GROUP,
  type ResultGroup,
  type ResultGroupId,
  SUGGESTIONS_GROUP,
} from './types';

/**
 * Pure rules of the result list that src/domain does not have (they only concern the lookup
 * screen): grouping by TLD group, the desired domain, batches of 5, statuses, suggestions.
 */

/** Names per availability call (spec section 9: batch size 5, one group per call). */
export const AVAILABILITY_BATCH_SIZE = 5;

const bySortId = (a: Tld, b: Tld) => a.sort_id - b.sort_id || a.tld.localeCompare(b.tld);

/** Active TLDs of the catalogue, in display order. */
export const activeTlds = (ctx: CatalogueContext): Tld[] =>
  Object.values(ctx.tldsByName)
    .filter((tld) => tld.is_active)
    .sort(bySortId);

/** Active TLDs as the sanitiser wants them (the rule lives in src/domain). */
export { offeredTlds } from '@domain/validation/domain-search';

/**
 * The domain the visitor asked for: the searched name with its TLD; for a bare name the first top
 * TLD (by sort order), else the first active TLD. Null when no TLD is offered at all.
 */
export function desiredDomain(query: SanitizedDomainSearch, ctx: CatalogueContext): string | null {
  if (query.tld !== null) return query.domain;
  const tlds = activeTlds(ctx);
  const fallback = tlds.find((tld) => tld.top_tld) ?? tlds[0];
  return fallback ? `${query.sld}.${fallback.tld.toLowerCase()}` : null;
}

/**
 * Result groups of a search: the desired domain first, then the TLD groups of the catalogue (by
 * group id), each listing the searched name under every active TLD of the group (by sort order),
 * without the desired domain. Suggestions are added later (see withSuggestions).
 */
export function buildResultGroups(query: SanitizedDomainSearch, ctx: CatalogueContext): ResultGroup[] {
  const desired = desiredDomain(query, ctx);
  const byGroup = new Map<number, ResultGroup>();
  for (const tld of activeTlds(ctx)) {
    const name = `${query.sld}.${tld.tld.toLowerCase()}`;
    if (name === desired) continue;
    const group = byGroup.get(tld.group_id) ?? { id: tld.group_id, name: tld.group_name, names: [] };
    group.names.push(name);
    byGroup.set(tld.group_id, group);
  }
  const tldGroups = [...byGroup.values()].sort((a, b) => Number(a.id) - Number(b.id));
  return desired === null ? tldGroups : [{ id: DESIRED_GROUP, name: '', names: [desired] }, ...tldGroups];
}

/** The desired domain of the current results, if any. */
export const desiredOf = (groups: readonly ResultGroup[]): string | null =>
  groups.find((group) => group.id === DESIRED_GROUP)?.names[0] ?? null;

/**
 * Suggestions from the recommendations call: offered TLDs only, without the desired domain and
 * duplicates. Placed right after the desired domain; no group when nothing is left.
 */
export function withSuggestions(
  groups: readonly ResultGroup[],
  recommendations: readonly string[],
  ctx: CatalogueContext,
): ResultGroup[] {
  const desired = desiredOf(groups);
  const names = [...new Set(recommendations.map(normalizeDomainName))].filter(
    (name) => name !== desired && tldForDomainName(name, ctx)?.is_active === true,
  );
  const rest = groups.filter((group) => group.id !== SUGGESTIONS_GROUP);
  if (names.length === 0) return rest;
  const suggestions: ResultGroup = { id: SUGGESTIONS_GROUP, name: '', names };
  const at = rest.findIndex((group) => group.id === DESIRED_GROUP) + 1;
  return [...rest.slice(0, at), suggestions, ...rest.slice(at)];
}

/**
 * The next availability call: the first visible group (in display order) with names not yet asked
 * for, at most 5 of them. Null when nothing is left to ask.
 */
export function nextBatch(
  groups: readonly ResultGroup[],
  visible: readonly ResultGroupId[],
  requested: readonly string[],
): string[] | null {
  const asked = new Set(requested);
  for (const group of groups) {
    if (!visible.includes(group.id)) continue;
    const open = group.names.filter((name) => !asked.has(name));
    if (open.length > 0) return open.slice(0, AVAILABILITY_BATCH_SIZE);
  }
  return null;
}

/** Status 9 ("unknown, try again"): the registry did not answer for this name. */
export const UNKNOWN_STATUS: DomainStatus = 9;

/**
 * Statuses of a batch from the availability answer; a name without an answer (or a failed call)
 * is "unknown, try again" (9), never free.
 */
export function batchStatuses(
  batch: readonly string[],
  answer: readonly AvailabilityItem[] | null,
): Record<string, DomainStatus> {
  const answered = new Map((answer ?? []).map((item) => [normalizeDomainName(item.domain), item.status]));
  return Object.fromEntries(batch.map((name) => [name, answered.get(name) ?? UNKNOWN_STATUS]));
}

/** The known status of a name, or null while it has not been answered. */
export const statusOf = (
  statuses: Readonly<Record<string, DomainStatus>>,
  name: string,
): DomainStatus | null => statuses[normalizeDomainName(name)] ?? null;
