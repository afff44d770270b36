import type { Notice } from '@contract/common';
import { addDomain, clickDomain } from '@domain/cart/domain-click';
import { normalizeDomainName } from '@domain/cart/domain-names';
import {
  planDomainSearch,
  queryByRegistrableDomain,
  validateDomainSearch,
} from '@domain/validation/domain-search';
import type { RouteTarget } from '../shared/routes';
import { domainOnlyUnavailableNotice, genericErrorNotice, refusalNotice } from './messages';
import {
  batchStatuses,
  buildResultGroups,
  nextBatch,
  offeredTlds,
  statusOf,
  UNKNOWN_STATUS,
  withSuggestions,
} from './results';
import { foreignTarget, type HandOver, handOverTarget, lookupTarget, readRoute } from './route';
import { clickOutcome, domainOnlyRowId, findRow, pickFieldsDomain, withDomainFields } from './rules';
import {
  type AvailabilityItem,
  DESIRED_GROUP,
  type DomainLookupContext,
  type DomainLookupEvent,
  type DomainLookupInput,
  type EnteredRoute,
  type SaveCartOutput,
  type SearchState,
  type ValidateFieldsOutput,
} from './types';

/**
 * Actions of the domain-lookup machine as pure functions: context updates (`Partial` of the
 * context, applied with `assign` in the machine) and the events it emits. No side effects.
 */
type Update = Partial<DomainLookupContext>;

const EMPTY_SEARCH: SearchState = { input: '', error: null, query: null, unresolvedName: null };

/**
 * Validates the input (errors shown, no search) and sanitises it for the search; a name that ends
 * in no offered TLD waits for the public suffix list (`unresolvedName`, state `resolving`).
 */
export function evaluateSearch(input: string, context: Pick<DomainLookupContext, 'catalogue'>): SearchState {
  const error = validateDomainSearch(input);
  if (error) return { input, error, query: null, unresolvedName: null };
  const plan = planDomainSearch(input, offeredTlds(context.catalogue));
  if (plan?.kind === 'needsSuffixList') return { input, error: null, query: null, unresolvedName: plan.name };
  return { input, error: null, query: plan?.query ?? null, unresolvedName: null };
}

/** Route values kept in the context; the search term only comes from routes that carry one. */
function fromRoute(route: EnteredRoute, searchTerm: string | null): Update {
  const carriesTerm =
    route.route === 'domainsLookup' ||
    route.route === 'domain' ||
    route.route === 'domainsAddProductQuestion';
  return {
    route,
    searchTerm: carriesTerm ? route.d : searchTerm,
    returnToCart: route.returnToCart,
    postfill: route.postfill,
    clicked: null,
    authCode: '',
    fieldErrors: {},
    fieldValues: [],
  };
}

/** Before the first ROUTE.ENTERED the machine has no route yet. */
const NO_ROUTE: EnteredRoute = readRoute({ route: 'domainsLookup', params: {}, query: {} });

export function initialContext(input: DomainLookupInput): DomainLookupContext {
  const route = input.route ? readRoute(input.route) : null;
  return {
    catalogue: input.catalogue,
    cart: input.cart,
    savedCart: input.cart,
    mayAddItems: input.mayAddItems,
    orderType: input.orderType,
    hasCloudData: input.hasCloudData,
    route: NO_ROUTE,
    startsOnRoute: route !== null,
    rowId: null,
    searchTerm: null,
    returnToCart: false,
    postfill: false,
    search: EMPTY_SEARCH,
    groups: [],
    statuses: {},
    requested: [],
    visibleGroups: [],
    batch: [],
    clicked: null,
    authCode: '',
    fieldsDomain: null,
    fieldValues: [],
    fieldErrors: {},
    temporaryRowId: null,
    next: null,
    ...(route ? fromRoute(route, null) : {}),
  };
}

export type Args = { context: DomainLookupContext; event: DomainLookupEvent };

export const update = {
  enterRoute: ({ context, event }: Args): Update =>
    event.type === 'ROUTE.ENTERED' ? fromRoute(readRoute(event), context.searchTerm) : {},
  useRouteRow: ({ context }: Args): Update => ({ rowId: context.route.id }),
  /** The parent item of the product question: the route's row, the current one, else the domain-only row. */
  useQuestionRow: ({ context }: Args): Update => {
    const candidates = [context.route.id, context.rowId, domainOnlyRowId(context.cart, context.catalogue)];
    return { rowId: candidates.find((id) => findRow(context.cart, id ?? null) !== undefined) ?? null };
  },
  // Search and results
  prepareSearch: ({ context }: Args): Update => ({
    search: context.searchTerm === null ? EMPTY_SEARCH : evaluateSearch(context.searchTerm, context),
    groups: [],
    statuses: {},
    requested: [],
    visibleGroups: [],
    batch: [],
    clicked: null,
    authCode: '',
  }),
  search: ({ context, event }: Args): Update => {
    if (event.type !== 'DOMAIN.SEARCHED') return {};
    const search = evaluateSearch(event.input, context);
    if (search.unresolvedName !== null) return { search, groups: [] };
    return search.query ? { search, searchTerm: search.query.domain } : { search };
  },
  /** The public suffix list answered (`registrableDomain`; null when it could not be loaded). */
  resolveSearch: ({ context }: Args, params: { registrableDomain: string | null }): Update => {
    const name = context.search.unresolvedName;
    if (name === null) return {};
    const query = queryByRegistrableDomain(name, params.registrableDomain);
    return { search: { ...context.search, query, unresolvedName: null }, searchTerm: query.domain };
  },
  buildResults: ({ context }: Args): Update => ({
    groups: context.search.query ? buildResultGroups(context.search.query, context.catalogue) : [],
    statuses: {},
    requested: [],
    // The desired domain sits at the top of the results: it is in view from the start.
    visibleGroups: [DESIRED_GROUP],
    batch: [],
  }),
  markGroupVisible: ({ context, event }: Args): Update =>
    event.type === 'GROUP.VISIBLE' && !context.visibleGroups.includes(event.groupId)
      ? { visibleGroups: [...context.visibleGroups, event.groupId] }
      : {},
  takeBatch: ({ context }: Args): Update => {
    const batch = nextBatch(context.groups, context.visibleGroups, context.requested) ?? [];
    return { batch, requested: [...context.requested, ...batch] };
  },
  /** The name is asked for again: its unknown status and request are forgotten (the next batch takes it). */
  forgetUnknownStatus: ({ context, event }: Args): Update => {
    if (event.type !== 'DOMAIN.RETRIED') return {};
    const name = normalizeDomainName(event.name);
    const { [name]: _forgotten, ...statuses } = context.statuses;
    return { statuses, requested: context.requested.filter((asked) => asked !== name) };
  },
  applyAvailability: ({ context }: Args, params: { answer: readonly AvailabilityItem[] }): Update => ({
    statuses: { ...context.statuses, ...batchStatuses(context.batch, params.answer) },
    batch: [],
  }),
  markBatchUnknown: ({ context }: Args): Update => ({
    statuses: { ...context.statuses, ...batchStatuses(context.batch, null) },
    batch: [],
  }),
  addSuggestions: ({ context }: Args, params: { names: readonly string[] }): Update => ({
    groups: withSuggestions(context.groups, params.names, context.catalogue),
  }),

  // Clicks, authcode and saving
  rememberClick: ({ context, event }: Args): Update =>
    event.type === 'DOMAIN.CLICKED'
      ? {
          clicked: {
            name: normalizeDomainName(event.name),
            status: statusOf(context.statuses, event.name) ?? UNKNOWN_STATUS,
          },
          authCode: '',
        }
      : {},
  forgetClick: (): Update => ({ clicked: null, authCode: '' }),
  /** Adds or removes the clicked domain (clickDomain recomputes inclusive domains). */
  applyClick: ({ context }: Args): Update =>
    context.clicked && context.rowId
      ? { cart: clickDomain(context.cart, context.rowId, context.clicked, context.catalogue).cart }
      : {},
  changeAuthcode: ({ event }: Args): Update =>
    event.type === 'AUTHCODE.CHANGED' ? { authCode: event.value } : {},
  addWithAuthcode: ({ context }: Args): Update =>
    context.clicked && context.rowId
      ? {
          cart: addDomain(
            context.cart,
            context.rowId,
            { ...context.clicked, authCode: context.authCode },
            context.catalogue,
          ).cart,
        }
      : {},
  acceptSavedCart: (_: Args, params: { saved: SaveCartOutput }): Update => ({
    cart: params.saved.data,
    savedCart: params.saved.data,
  }),
  restoreSavedCart: ({ context }: Args): Update => ({ cart: context.savedCart }),

  // Domain fields
  chooseFieldsDomain: ({ context }: Args, params: { fromRoute: boolean }): Update => ({
    fieldsDomain: pickFieldsDomain(
      context.cart,
      context.rowId,
      params.fromRoute ? context.route.d : null,
      context.catalogue,
      context.postfill,
    ),
    fieldValues: [],
    fieldErrors: {},
  }),
  rememberFieldValues: ({ event }: Args): Update =>
    event.type === 'FIELDS.SUBMITTED' ? { fieldValues: event.values } : {},
  storeFieldValues: ({ context }: Args): Update => ({
    cart: withDomainFields(context.cart, context.rowId, context.fieldsDomain, context.fieldValues),
    fieldErrors: {},
  }),
  showFieldErrors: (_: Args, params: { response: ValidateFieldsOutput }): Update => ({
    fieldErrors: params.response.errors,
  }),
  clearFieldError: ({ context, event }: Args): Update => {
    if (event.type !== 'FIELDS.EDITED') return {};
    const { [String(event.fieldId)]: _cleared, ...rest } = context.fieldErrors;
    return { fieldErrors: rest };
  },

  // Handing over
  rememberTemporaryRow: ({ context }: Args): Update => ({ temporaryRowId: context.rowId }),
  handOver: ({ context }: Args, params: { to: HandOver }): Update => ({
    next: handOverTarget(params.to, context),
  }),
  handOverForeignRoute: ({ context }: Args): Update => ({ next: foreignTarget(context.route) }),
};

/** Notices and navigations the machine emits. */
export const notices = {
  refusal: (context: DomainLookupContext): Notice =>
    refusalNotice(
      clickOutcome(context),
      context.clicked?.name ?? '',
      context.clicked?.status ?? UNKNOWN_STATUS,
    ),
  generic: genericErrorNotice,
  domainOnlyUnavailable: domainOnlyUnavailableNotice,
};

/** Lookup without id: the route is replaced by the one with the new row's id. */
export const replaceRouteTarget = (context: DomainLookupContext): RouteTarget => ({
  ...lookupTarget(context),
  replace: true,
});
