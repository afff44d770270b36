import type { CartItem } from '@contract/cart';
import type { DomainStatus } from '@contract/domains';
import { isDomainNotFree } from '@domain/cart/domain-status';
import type { SnapshotFrom } from 'xstate';
import type { RouteTarget } from '../shared/routes';
import type { ViewMeta } from '../shared/view';
import type { domainLookupMachine } from './domain-lookup.machine';
import { DESIRED_GROUP_TITLES } from './messages';
import { desiredOf, statusOf } from './results';
import { isDomainScreenRoute, screenTarget } from './route';
import { findRow, inclusiveDomainCount, lacksRequiredDomain } from './rules';
import { DESIRED_GROUP, type DomainLookupContext, type ResultGroupId, SUGGESTIONS_GROUP } from './types';

/** What the screens read from a snapshot; they never decide the next step. */
export type DomainLookupSnapshot = SnapshotFrom<typeof domainLookupMachine>;

/** The view of the current screen state (route, title), or null while deciding or when done. */
export function currentView(snapshot: DomainLookupSnapshot): ViewMeta | null {
  const views = Object.values(snapshot.getMeta()).flatMap((meta) => (meta?.view ? [meta.view] : []));
  return views[0] ?? null;
}

/** The route with its query for the sync layer (the state's meta names the route). */
export function currentRoute(snapshot: DomainLookupSnapshot): RouteTarget | null {
  const view = currentView(snapshot);
  if (!view || !isDomainScreenRoute(view.route)) return null;
  return screenTarget(view.route, snapshot.context);
}

export interface ResultEntry {
  name: string;
  /** Null while the availability call has not answered. */
  status: DomainStatus | null;
  inCart: boolean;
}

export interface ResultGroupView {
  id: ResultGroupId;
  /** Message key for the special groups, the catalogue group name otherwise. */
  title: string;
  /** An availability call for this group is running. */
  fetching: boolean;
  entries: ResultEntry[];
}

/** The result list as the lookup shows it, group by group. */
export function resultGroups(context: DomainLookupContext): ResultGroupView[] {
  const inCart = new Set(context.cart.items.flatMap((item) => item.domains.map((domain) => domain.name)));
  const desired = desiredOf(context.groups);
  const desiredStatus = desired === null ? null : statusOf(context.statuses, desired);
  return context.groups.map((group) => ({
    id: group.id,
    title:
      group.id === DESIRED_GROUP
        ? desiredStatus !== null && isDomainNotFree(desiredStatus)
          ? DESIRED_GROUP_TITLES.taken
          : DESIRED_GROUP_TITLES.free
        : group.id === SUGGESTIONS_GROUP
          ? DESIRED_GROUP_TITLES.suggestions
          : group.name,
    fetching: group.names.some((name) => context.batch.includes(name)),
    entries: group.names.map((name) => ({
      name,
      status: statusOf(context.statuses, name),
      inCart: inCart.has(name),
    })),
  }));
}

/** The authcode modal's confirm button is enabled only with a non-empty code. */
export const isAuthcodeConfirmEnabled = (context: DomainLookupContext): boolean =>
  context.authCode.trim() !== '';

/** The note box's continue button (disabled while a required domain is missing). */
export const canContinue = (context: DomainLookupContext): boolean =>
  !lacksRequiredDomain(context.cart, context.rowId, context.catalogue);

/** Inclusive domain count for the add-domain question's header (0: not shown). */
export const inclusiveDomains = (context: DomainLookupContext): number =>
  inclusiveDomainCount(context.cart, context.rowId, context.catalogue);

/**
 * What a result offers the visitor (the machine decides what a click does):
 * - `remove`: in the cart (a second click removes it);
 * - `assigned`: held by a preconfigured row (a click shows the already-assigned modal);
 * - `add` (free), `transfer` (transferable: the authcode modal comes first);
 * - `retry`: "unknown, try again" (DOMAIN.RETRIED asks the registry again);
 * - null: nothing to do (unavailable, already owned, or not answered yet).
 */
export type EntryAction = 'remove' | 'assigned' | 'add' | 'transfer' | 'retry';

export function entryAction(context: DomainLookupContext, entry: ResultEntry): EntryAction | null {
  if (entry.inCart) {
    const holder = context.cart.items.find((item) =>
      item.domains.some((domain) => domain.name === entry.name),
    );
    return holder?.is_preconfigured ? 'assigned' : 'remove';
  }
  switch (entry.status) {
    case 0:
      return 'add';
    case 1:
      return 'transfer';
    case 9:
      return 'retry';
    default:
      return null;
  }
}

/** The cart row the lookup adds domains to (the side note lists it), or null. */
export const currentRow = (context: DomainLookupContext): CartItem | null =>
  findRow(context.cart, context.rowId) ?? null;

/** The lookup's open modal: the authcode of a transferable domain, or the already-assigned notice. */
export function lookupModal(snapshot: DomainLookupSnapshot): 'authcode' | 'alreadyAssigned' | null {
  if (snapshot.matches({ lookup: { selection: 'authcode' } })) return 'authcode';
  if (snapshot.matches({ lookup: { selection: 'alreadyAssigned' } })) return 'alreadyAssigned';
  return null;
}

/** The cart is being saved after a click (the results wait for it). */
export const isSavingSelection = (snapshot: DomainLookupSnapshot): boolean =>
  snapshot.matches({ lookup: { selection: 'saving' } });

/** The lookup shows results (a valid search), not only the search bar and the arrow message. */
export const hasResults = (snapshot: DomainLookupSnapshot): boolean =>
  snapshot.matches({ lookup: { results: 'active' } });

/** A search waits for the public suffix list (a name that ends in no offered TLD). */
export const isResolvingSearch = (snapshot: DomainLookupSnapshot): boolean =>
  snapshot.matches({ lookup: { results: 'resolving' } });

/** Suggestions for a taken desired domain are being fetched. */
export const isFetchingSuggestions = (snapshot: DomainLookupSnapshot): boolean =>
  snapshot.matches({ lookup: { results: { active: { suggestions: 'fetching' } } } });

/**
 * Whether the groups below the desired domain wait: until its status is known and, when it is not
 * free, until its suggestions are in, which go right after it. Shown at once, those groups were
 * pushed down the screen by the suggestions while the visitor read them (a layout shift of 0.2 on
 * a phone; the budget is 0.05). Their availability is asked once they show.
 */
export function holdsLowerGroups(snapshot: DomainLookupSnapshot): boolean {
  const desired = desiredOf(snapshot.context.groups);
  if (desired === null) return false;
  const statusPending =
    snapshot.matches({ lookup: { results: { active: { suggestions: 'hidden' } } } }) &&
    statusOf(snapshot.context.statuses, desired) === null;
  return statusPending || isFetchingSuggestions(snapshot);
}

/** The result groups the lookup shows now (resultGroups, less the ones holdsLowerGroups keeps back). */
export function shownResultGroups(snapshot: DomainLookupSnapshot): ResultGroupView[] {
  if (!hasResults(snapshot)) return [];
  const groups = resultGroups(snapshot.context);
  if (!holdsLowerGroups(snapshot)) return groups;
  return groups.slice(0, groups.findIndex((group) => group.id === DESIRED_GROUP) + 1);
}

/** A question screen is saving the cart (its buttons wait). */
export const isSavingQuestion = (snapshot: DomainLookupSnapshot): boolean =>
  snapshot.matches({ addProductQuestion: 'saving' });
