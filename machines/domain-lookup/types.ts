import type { AdditionalFieldValue, Cart, CartResponse } from '@contract/cart';
import type { DomainStatus } from '@contract/domains';
import type { ValidateFieldsBody, ValidateFieldsResponse } from '@contract/fields';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { DomainSearchError, SanitizedDomainSearch } from '@domain/validation/domain-search';
import type { CatalogueRefreshedEvent, RouteEnteredEvent } from '../shared/events';
import type { RouteId, RouteTarget } from '../shared/routes';

/** Routes this machine shows or decides (catalogue spec section 2, the domain screens). */
export const DOMAIN_ROUTES = [
  'domain',
  'domainsLookup',
  'domainsAddDomainQuestion',
  'domainsAddProductQuestion',
  'domainsAdditionalFields',
] as const satisfies readonly RouteId[];
export type DomainRouteId = (typeof DOMAIN_ROUTES)[number];

/** Special result groups of the lookup besides the numeric TLD groups. */
export const DESIRED_GROUP = 'your_desired_domain';
export const SUGGESTIONS_GROUP = 'our_suggestions';
export type ResultGroupId = number | typeof DESIRED_GROUP | typeof SUGGESTIONS_GROUP;

/** A group of the result list: which names it shows, in order. Statuses live in `statuses`. */
export interface ResultGroup {
  id: ResultGroupId;
  /** Group name of a TLD group (catalogue `group_name`); empty for the special groups (the screen titles them). */
  name: string;
  names: string[];
}

/** The route as entered, reduced to what the domain screens read. */
export interface EnteredRoute {
  route: RouteId;
  /** Cart row id (query id). */
  id: string | null;
  /** Query d: the search term on lookup and `/domain`, the domain name on the domain-fields screen. */
  d: string | null;
  referrer: string | null;
  /** Param or query returnToCart (the cart's add-domain link). */
  returnToCart: boolean;
  /** Query p=y: the domain-fields screen is part of the postfill walk. */
  postfill: boolean;
  /** Params and query as entered, for handing a foreign route back to the root machine. */
  params: RouteEnteredEvent['params'];
  query: RouteEnteredEvent['query'];
}

export interface SearchState {
  /** The input as typed (the screen debounces it for 1500 ms before sending it). */
  input: string;
  error: DomainSearchError | null;
  /** What is searched, after sanitising; null when nothing is searched. */
  query: SanitizedDomainSearch | null;
  /**
   * A name that ends in no offered TLD, waiting for the public suffix list to decide its
   * registrable domain (the `resolving` state); then it becomes `query`.
   */
  unresolvedName: string | null;
}

/** A domain the user clicked in the results, waiting for a decision or an authcode. */
export interface ClickedDomain {
  name: string;
  status: DomainStatus;
}

export interface DomainLookupInput {
  catalogue: CatalogueContext;
  cart: Cart;
  /** Roles: adding new cart items is allowed (see @domain/roles mayAddItems). */
  mayAddItems: boolean;
  /** Stored order type (cloud panel), e.g. `cloudpit_domains`. */
  orderType: string | null;
  /** Cloud panel data is present (cloud_pit_data). */
  hasCloudData: boolean;
  /**
   * The route the machine starts on (a deep link or reload), as the router parsed it. Without it
   * the machine waits for the first ROUTE.ENTERED.
   */
  route?: Omit<RouteEnteredEvent, 'type'>;
}

export interface DomainLookupContext {
  catalogue: CatalogueContext;
  cart: Cart;
  /** The cart as last saved; restored when a save fails. */
  savedCart: Cart;
  mayAddItems: boolean;
  orderType: string | null;
  hasCloudData: boolean;
  route: EnteredRoute;
  /** A route was given with the input: the machine decides on it at once. */
  startsOnRoute: boolean;
  /** The cart row the domains go to (the parent item). */
  rowId: string | null;
  /** Search term of the lookup (query d); set from the route and by valid searches. */
  searchTerm: string | null;
  returnToCart: boolean;
  postfill: boolean;
  search: SearchState;
  groups: ResultGroup[];
  /** Known availability by domain name (lower case). */
  statuses: Record<string, DomainStatus>;
  /** Names already asked for (answered or in flight). */
  requested: string[];
  /** Groups the screen reported as scrolled into view. */
  visibleGroups: ResultGroupId[];
  /** Names of the availability call in flight (at most 5, one group). */
  batch: string[];
  clicked: ClickedDomain | null;
  authCode: string;
  /** The domain whose additional fields are being filled. */
  fieldsDomain: string | null;
  fieldValues: AdditionalFieldValue[];
  /** Server-side field errors by field id. */
  fieldErrors: Record<string, string[]>;
  /** Row stored as temporary domain-only item when the user adds products. */
  temporaryRowId: string | null;
  next: RouteTarget | null;
}

export type DomainLookupEvent =
  | RouteEnteredEvent
  | CatalogueRefreshedEvent
  | { type: 'DOMAIN.SEARCHED'; input: string }
  | { type: 'GROUP.VISIBLE'; groupId: ResultGroupId }
  /** "Unknown, try again": ask the registry again for a name whose status is unknown (9). */
  | { type: 'DOMAIN.RETRIED'; name: string }
  | { type: 'DOMAIN.CLICKED'; name: string }
  | { type: 'AUTHCODE.CHANGED'; value: string }
  | { type: 'AUTHCODE.CONFIRMED' }
  | { type: 'AUTHCODE.CANCELLED' }
  | { type: 'MODAL.CLOSED' }
  | { type: 'LOOKUP.CONTINUE' }
  | { type: 'FIELDS.EDITED'; fieldId: number }
  | { type: 'FIELDS.SUBMITTED'; values: AdditionalFieldValue[] }
  | { type: 'QUESTION.ACCEPTED' }
  | { type: 'QUESTION.DECLINED' };

/** Where the flow goes next, and the cart as this machine left it (the root machine keeps it). */
export interface DomainLookupOutput {
  next: RouteTarget;
  cart: Cart;
}

// Actors (provided by the app; tests send their done and error events).
export interface CheckAvailabilityInput {
  /** At most 5 names, all of one result group. */
  domains: string[];
}
export interface AvailabilityItem {
  domain: string;
  tld: string;
  status: DomainStatus;
}
export type CheckAvailabilityOutput = AvailabilityItem[];

export interface FetchRecommendationsInput {
  domain: string;
}
export type FetchRecommendationsOutput = string[];

export interface SaveCartInput {
  cart: Cart;
}
/** The saved cart as the server answers it (a CartResponse fits). */
export type SaveCartOutput = Pick<CartResponse, 'data' | 'notices'>;

export type ValidateFieldsInput = ValidateFieldsBody;
export type ValidateFieldsOutput = ValidateFieldsResponse;

/** The public suffix list's registrable domain of a name (null: the name is itself a suffix). */
export interface ResolveRegistrableDomainInput {
  name: string;
}
export type ResolveRegistrableDomainOutput = string | null;
