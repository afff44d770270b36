import type { Cart } from '@contract/cart';
import type { DomainStatus, Tld } from '@contract/domains';
import type { CatalogueContext } from '@domain/catalogue-context';
import { withRowIds } from '@machines/domain-lookup/domain-lookup.machine';
import { currentView, type DomainLookupSnapshot } from '@machines/domain-lookup/selectors';
import type {
  AvailabilityItem,
  CheckAvailabilityInput,
  CheckAvailabilityOutput,
  DomainLookupEvent,
  DomainLookupInput,
  FetchRecommendationsInput,
  FetchRecommendationsOutput,
  SaveCartInput,
  SaveCartOutput,
  ValidateFieldsInput,
  ValidateFieldsOutput,
} from '@machines/domain-lookup/types';
import type { RouteId, RouteTarget } from '@machines/shared/routes';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import {
  cartItem,
  cartOf,
  catalogue,
  domain,
  domainOnlyProduct,
  field,
  fixedRandom,
  product,
  rowId,
  tld,
} from '../../domain/cart/fixtures';

/** TLDs: group 1 "Popular" (de top TLD, com), group 2 "International" (co.uk). */
export const DE: Tld = tld(501, 'de', { group_id: 1, group_name: 'Popular', sort_id: 1, top_tld: true });
export const COM: Tld = tld(502, 'com', { group_id: 1, group_name: 'Popular', sort_id: 2 });
export const CO_UK: Tld = tld(503, 'co.uk', { group_id: 2, group_name: 'International', sort_id: 3 });

/** Domain fields are those of the domain-only product (field 11, required, not postponed). */
export const DOMAIN_FIELD = field(11, { key: 'owner', label: 'Owner' });

/** Webhosting with an optional domain, 12 or 24 months, one inclusive .de. */
export const HOSTING = product(2, {
  is_domainrequired: 2,
  freeTlds: [{ tld: 'de', amount: 1 }],
  terms: [
    { months: 12, intervals: [12] },
    { months: 24, intervals: [12] },
  ],
});
/** A server that requires a domain, one maturity with two intervals. */
export const SERVER = product(3, {
  is_domainrequired: 1,
  terms: [{ months: 12, intervals: [1, 12], defaultInterval: 12 }],
});
/** A certificate with an optional domain and nothing to choose. */
export const SSL = product(4, { is_domainrequired: 2, type: 'certificate' });

export const ROW = {
  hosting: rowId('A'),
  server: rowId('B'),
  ssl: rowId('C'),
  preconfigured: rowId('P'),
  /** Rows created by the lookup get this id from `fixedRandom([3])`. */
  domainOnly: rowId('D'),
  unknown: rowId('Z'),
} as const;

export interface ShopOptions {
  domainFields?: boolean;
  /** The domain product's field is postponed (asked in postfill, p=y). */
  domainFieldsPostponed?: boolean;
  domainOnlyActive?: boolean;
  /** The domain-only product is hide_in_cart (as in the seed): its row goes with its last domain. */
  domainOnlyHidden?: boolean;
  tlds?: Tld[];
  firstYearOnly?: boolean;
}

export function shop(options: ShopOptions = {}): CatalogueContext {
  return catalogue({
    products: [
      domainOnlyProduct({
        additionalFields: options.domainFields
          ? [{ ...DOMAIN_FIELD, is_postponed: options.domainFieldsPostponed ?? false }]
          : [],
        is_active: options.domainOnlyActive ?? true,
        hide_in_cart: options.domainOnlyHidden ?? false,
      }),
      HOSTING,
      SERVER,
      SSL,
    ],
    tlds: options.tlds ?? [DE, COM, CO_UK],
    brand: { inclusive_domains_first_year_only: options.firstYearOnly ?? false },
  });
}

/** A cart with hosting, server and certificate rows and a preconfigured row holding assigned.de. */
export function baseCart(): Cart {
  return cartOf(
    cartItem(HOSTING, 12, 12, { row_id: ROW.hosting }),
    cartItem(SERVER, 12, 12, { row_id: ROW.server }),
    cartItem(SSL, 12, 12, { row_id: ROW.ssl }),
    cartItem(SSL, 12, 12, {
      row_id: ROW.preconfigured,
      is_preconfigured: true,
      domains: [domain('assigned.de', DE.id)],
    }),
  );
}

type Query = Record<string, string>;

export const route = (id: RouteId, query: Query = {}, params: Record<string, string> = {}) => ({
  route: id,
  params,
  query,
});

export const entered = (id: RouteId, query: Query = {}, params: Record<string, string> = {}) =>
  ({ type: 'ROUTE.ENTERED', ...route(id, query, params) }) as const satisfies DomainLookupEvent;

/** New rows get row ids from a fixed random source, so paths and their replays agree on them. */
export const knownRowIds = withRowIds(fixedRandom([3]));

export function input(overrides: Partial<DomainLookupInput> = {}): DomainLookupInput {
  return {
    catalogue: shop(),
    cart: baseCart(),
    mayAddItems: true,
    orderType: null,
    hasCloudData: false,
    ...overrides,
  };
}

/**
 * The local registry of the tests: every name not listed is free (0). 9 is "no answer in time".
 */
export const REGISTRY: Readonly<Record<string, DomainStatus>> = {
  'example.com': 1,
  'example.co.uk': 2,
  'taken.de': 4,
  'taken.com': 9,
  'assigned.de': 1,
  'slow.de': 9,
};

export const registryStatus = (name: string): DomainStatus => REGISTRY[name] ?? 0;

export const RECOMMENDATIONS: Readonly<Record<string, string[]>> = {
  'taken.de': ['taken-shop.de', 'taken.com', 'taken.xyz', 'taken.de'],
  'slow.de': ['slow-shop.de'],
};

/** The availability answer the registry gives for a call. */
export const answer = (names: readonly string[]): AvailabilityItem[] =>
  names.map((name) => ({
    domain: name,
    tld: name.slice(name.indexOf('.') + 1),
    status: registryStatus(name),
  }));

// Actor events as the path runner sends them.
export const done = (id: string, output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
export const failed = (id: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: new Error('offline'),
});

/**
 * Route of a snapshot by a table of its own (top-level state → screen), to check the machine's
 * `meta` against: screens have a route, deciding states none, final states hand over.
 */
const SCREENS: Readonly<Record<string, RouteId>> = {
  lookup: 'domainsLookup',
  domainFields: 'domainsAdditionalFields',
  addProductQuestion: 'domainsAddProductQuestion',
  addDomainQuestion: 'domainsAddDomainQuestion',
};

export const HAND_OVER: Readonly<Record<string, RouteId | 'foreign'>> = {
  toCart: 'cart',
  toCategories: 'categories',
  toCategoriesWithDomain: 'categories',
  toPeriodsMaturity: 'periodsMaturity',
  toPeriodsInterval: 'periodsInterval',
  toConfirm: 'confirm',
  toPostfill: 'postfillDomains',
  toPostfillStart: 'postfillProducts',
  elsewhere: 'foreign',
};

export const topState = (snapshot: DomainLookupSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');

export const expectedScreen = (snapshot: DomainLookupSnapshot): RouteId | null =>
  SCREENS[topState(snapshot)] ?? null;

export const routeOf = (snapshot: DomainLookupSnapshot): RouteId | null =>
  currentView(snapshot)?.route ?? null;

export interface FakeOptions {
  /** The registry does not answer: every availability call fails. */
  registryDown?: boolean;
  /** The recommendations call never answers (suggestions stay being fetched). */
  recommendationsPending?: boolean;
  saveFails?: boolean;
  /** Errors the field validation returns (by field id); valid when omitted. */
  fieldErrors?: Record<string, string[]>;
}

/**
 * Starts the machine for a scenario with fake calls that answer from REGISTRY and RECOMMENDATIONS
 * and record what they were asked; records emitted notices and navigations.
 */
export function start(
  entry: DomainLookupEvent,
  overrides: Partial<DomainLookupInput> = {},
  options: FakeOptions = {},
) {
  const calls = {
    availability: [] as string[][],
    recommendations: [] as string[],
    saved: [] as Cart[],
    validated: [] as ValidateFieldsInput[],
  };
  const machine = knownRowIds.provide({
    actors: {
      checkAvailability: fromPromise<CheckAvailabilityOutput, CheckAvailabilityInput>(async ({ input }) => {
        calls.availability.push([...input.domains]);
        if (options.registryDown) throw new Error('registry timeout');
        return answer(input.domains);
      }),
      fetchRecommendations: fromPromise<FetchRecommendationsOutput, FetchRecommendationsInput>(
        async ({ input }) => {
          calls.recommendations.push(input.domain);
          if (options.recommendationsPending) await new Promise<never>(() => {});
          return RECOMMENDATIONS[input.domain] ?? [];
        },
      ),
      saveCart: fromPromise<SaveCartOutput, SaveCartInput>(async ({ input }) => {
        if (options.saveFails) throw new Error('offline');
        calls.saved.push(input.cart);
        return { data: input.cart, notices: [] };
      }),
      validateFields: fromPromise<ValidateFieldsOutput, ValidateFieldsInput>(async ({ input }) => {
        calls.validated.push(input);
        const errors = options.fieldErrors ?? {};
        return { valid: Object.keys(errors).length === 0, errors };
      }),
    },
  });
  const actor = createActor(machine, { input: input(overrides) });
  const notices: string[] = [];
  const navigations: RouteTarget[] = [];
  actor.on('notify', (event) => notices.push(event.notice.title));
  actor.on('navigate', (event) => navigations.push(event.target));
  actor.start();
  actor.send(entry);
  return {
    actor,
    calls,
    notices,
    navigations,
    send: (event: DomainLookupEvent) => actor.send(event),
    /** Lets the fake calls answer (each answer may start the next call). */
    settle: async () => {
      for (let round = 0; round < 20; round++) await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get snapshot() {
      return actor.getSnapshot();
    },
    get context() {
      return actor.getSnapshot().context;
    },
  };
}
