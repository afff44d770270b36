import { addDomain } from '@domain/cart/domain-click';
import { normalizeDomainName } from '@domain/cart/domain-names';
import { isDomainNotFree } from '@domain/cart/domain-status';
import { needsIntervalChoice } from '@domain/cart/term-options';
import { evaluateSearch } from './actions';
import { desiredOf, nextBatch, statusOf, UNKNOWN_STATUS } from './results';
import {
  clickOutcome,
  domainsMissingFields,
  findRow,
  hasMaturityChoice,
  isDomainOnlyRow,
  lacksRequiredDomain,
} from './rules';
import type { DomainLookupContext, DomainLookupEvent, ValidateFieldsOutput } from './types';

/**
 * Named guards of the domain-lookup machine. Each is a thin call of a rule (src/domain, or the
 * small pure helpers beside this file); none has side effects.
 */
interface GuardArgs {
  context: DomainLookupContext;
  event: DomainLookupEvent;
}

const routeIs =
  (route: DomainLookupContext['route']['route']) =>
  ({ context }: GuardArgs): boolean =>
    context.route.route === route;

export const guards = {
  // Routing
  startsOnRoute: ({ context }: GuardArgs) => context.startsOnRoute,
  isLookupRoute: routeIs('domainsLookup'),
  isDomainRedirectRoute: routeIs('domain'),
  isAddDomainQuestionRoute: routeIs('domainsAddDomainQuestion'),
  isAddProductQuestionRoute: routeIs('domainsAddProductQuestion'),
  isDomainFieldsRoute: routeIs('domainsAdditionalFields'),
  /** Spec: when adding new items is not allowed, the lookup redirects to the cart. */
  isAddingItemsForbidden: ({ context }: GuardArgs) => !context.mayAddItems,
  routeRowExists: ({ context }: GuardArgs) => findRow(context.cart, context.route.id) !== undefined,
  hasRow: ({ context }: GuardArgs) => findRow(context.cart, context.rowId) !== undefined,
  hasSearchTerm: ({ context }: GuardArgs) => context.searchTerm !== null,

  // Search and results
  hasSearchQuery: ({ context }: GuardArgs) => context.search.query !== null,
  hasUnresolvedSearch: ({ context }: GuardArgs) => context.search.unresolvedName !== null,
  isSearchValid: ({ context, event }: GuardArgs) =>
    event.type === 'DOMAIN.SEARCHED' && evaluateSearch(event.input, context).query !== null,
  /** A valid search for a name that ends in no offered TLD: the public suffix list decides it. */
  isSearchForSuffixList: ({ context, event }: GuardArgs) =>
    event.type === 'DOMAIN.SEARCHED' && evaluateSearch(event.input, context).unresolvedName !== null,
  /** A retry is for a name answered "unknown, try again" (9), not one being asked right now. */
  isUnknownResult: ({ context, event }: GuardArgs) =>
    event.type === 'DOMAIN.RETRIED' &&
    statusOf(context.statuses, event.name) === UNKNOWN_STATUS &&
    !context.batch.includes(normalizeDomainName(event.name)),
  hasPendingBatch: ({ context }: GuardArgs) =>
    nextBatch(context.groups, context.visibleGroups, context.requested) !== null,
  /** Suggestions show only when the desired domain is not free (status known and not 0). */
  isDesiredDomainNotFree: ({ context }: GuardArgs) => {
    const desired = desiredOf(context.groups);
    const status = desired === null ? null : statusOf(context.statuses, desired);
    return status !== null && isDomainNotFree(status);
  },

  // A click on a result
  /** The lookup's row left the cart (the last domain of the domain-only row was removed). */
  hasLostRow: ({ context }: GuardArgs) => findRow(context.cart, context.rowId) === undefined,
  isAssignedToPreconfiguredRow: ({ context }: GuardArgs) => clickOutcome(context) === 'already_assigned',
  isInCart: ({ context }: GuardArgs) => clickOutcome(context) === 'removed',
  needsAuthcode: ({ context }: GuardArgs) => clickOutcome(context) === 'auth_code_required',
  isAddable: ({ context }: GuardArgs) => clickOutcome(context) === 'added',
  /** Confirm is enabled only with a non-empty authcode that addDomain accepts. */
  isAuthcodeAccepted: ({ context }: GuardArgs) =>
    context.clicked !== null &&
    context.rowId !== null &&
    addDomain(
      context.cart,
      context.rowId,
      { ...context.clicked, authCode: context.authCode },
      context.catalogue,
    ).outcome === 'added',

  // Leaving the lookup
  mayContinue: ({ context }: GuardArgs) =>
    !lacksRequiredDomain(context.cart, context.rowId, context.catalogue),
  hasMissingDomainFields: ({ context }: GuardArgs) =>
    domainsMissingFields(context.cart, context.rowId, context.catalogue).length > 0,
  hasFieldsDomain: ({ context }: GuardArgs) => context.fieldsDomain !== null,
  hasFieldValues: ({ event }: GuardArgs) => event.type === 'FIELDS.SUBMITTED' && event.values.length > 0,
  areFieldsValid: (_: GuardArgs, params: { response: ValidateFieldsOutput }) =>
    params.response.valid && Object.values(params.response.errors).every((errors) => errors.length === 0),
  isPostfill: ({ context }: GuardArgs) => context.postfill,
  returnsToCart: ({ context }: GuardArgs) => context.returnToCart,
  isCloudDomainsOrder: ({ context }: GuardArgs) => context.orderType === 'cloudpit_domains',
  hasCloudData: ({ context }: GuardArgs) => context.hasCloudData,
  /** Do-you-want-to-add-a-product: a domain-only row with a search term (query d). */
  asksForProduct: ({ context }: GuardArgs) =>
    context.searchTerm !== null && isDomainOnlyRow(context.cart, context.rowId, context.catalogue),
  needsMaturityChoice: ({ context }: GuardArgs) =>
    hasMaturityChoice(context.cart, context.rowId, context.catalogue),
  needsIntervalChoice: ({ context }: GuardArgs) => {
    const row = findRow(context.cart, context.rowId);
    return row !== undefined && needsIntervalChoice(row, context.catalogue);
  },
};
