import type { Notice } from '@contract/common';
import type { RandomBytes } from '@domain/cart/row-id';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { MachineEmitted } from '../shared/events';
import { refreshedCatalogue } from '../shared/refresh-catalogue';
import type { StateMeta } from '../shared/view';
import { view } from '../shared/view';
import { initialContext, notices, replaceRouteTarget, update } from './actions';
import { guards } from './guards';
import { DOMAIN_TITLES } from './messages';
import { rowCreators } from './new-rows';
import { desiredOf } from './results';
import type { HandOver } from './route';
import { domainFieldsToValidate } from './rules';
import type {
  CheckAvailabilityInput,
  CheckAvailabilityOutput,
  DomainLookupContext,
  DomainLookupEvent,
  DomainLookupInput,
  DomainLookupOutput,
  FetchRecommendationsInput,
  FetchRecommendationsOutput,
  ResolveRegistrableDomainInput,
  ResolveRegistrableDomainOutput,
  SaveCartInput,
  SaveCartOutput,
  ValidateFieldsInput,
  ValidateFieldsOutput,
} from './types';

const newRows = rowCreators();

const providedByTheApp = () => Promise.reject(new Error('provided by the app'));

const handOver = (to: HandOver) => ({ type: 'handOver', params: { to } }) as const;

/**
 * Domain lookup and the domain screens around it (catalogue spec sections 2, 4 "Domains" and the
 * domain part of "Step order after choosing an item", 5 domain search, 8, 9):
 * `/domain`, `/domains/lookup`, `/domains/additional-domain-fields`,
 * `/domains/do-you-want-to-add-a-domain`, `/domains/do-you-want-to-add-a-product`.
 * It ends by handing over `{ next, cart }` (periods, cart, categories, postfill, confirm, or a route
 * it does not own).
 */
export const domainLookupMachine = setup({
  types: {
    context: {} as DomainLookupContext,
    events: {} as DomainLookupEvent,
    input: {} as DomainLookupInput,
    output: {} as DomainLookupOutput,
    emitted: {} as MachineEmitted,
    meta: {} as StateMeta,
  },
  actors: {
    /** POST /api/v2/domain-availability: at most 5 names of one group. */
    checkAvailability: fromPromise<CheckAvailabilityOutput, CheckAvailabilityInput>(providedByTheApp),
    /** GET /api/v2/domain-recommendations/{domain}. */
    fetchRecommendations: fromPromise<FetchRecommendationsOutput, FetchRecommendationsInput>(
      providedByTheApp,
    ),
    /** PUT /api/v2/session/cart. */
    saveCart: fromPromise<SaveCartOutput, SaveCartInput>(providedByTheApp),
    /** POST /api/v2/additional-fields/validate (type domain). */
    validateFields: fromPromise<ValidateFieldsOutput, ValidateFieldsInput>(providedByTheApp),
    /**
     * The public suffix list's answer for a name that ends in no offered TLD. No outside call: the
     * list is its own module (30 KB gzip), loaded the first time a search needs it.
     */
    resolveRegistrableDomain: fromPromise<ResolveRegistrableDomainOutput, ResolveRegistrableDomainInput>(
      async ({ input }) => {
        const { registrableDomainOf } = await import('@domain/validation/registrable-domain');
        return registrableDomainOf(input.name);
      },
    ),
  },
  guards,
  actions: {
    /** An offer loaded again (another language): the screen shows its names; promotions stay. */
    showRefreshedCatalogue: assign(({ context, event }) => refreshedCatalogue(context.catalogue, event)),
    enterRoute: assign(update.enterRoute),
    useRouteRow: assign(update.useRouteRow),
    useQuestionRow: assign(update.useQuestionRow),
    createDomainOnlyRow: assign(newRows.createDomainOnlyRow),
    reviveDomainOnlyRow: assign(newRows.reviveDomainOnlyRow),
    prepareSearch: assign(update.prepareSearch),
    search: assign(update.search),
    resolveSearch: assign(update.resolveSearch),
    buildResults: assign(update.buildResults),
    markGroupVisible: assign(update.markGroupVisible),
    forgetUnknownStatus: assign(update.forgetUnknownStatus),
    takeBatch: assign(update.takeBatch),
    applyAvailability: assign(update.applyAvailability),
    markBatchUnknown: assign(update.markBatchUnknown),
    addSuggestions: assign(update.addSuggestions),
    rememberClick: assign(update.rememberClick),
    forgetClick: assign(update.forgetClick),
    applyClick: assign(update.applyClick),
    changeAuthcode: assign(update.changeAuthcode),
    addWithAuthcode: assign(update.addWithAuthcode),
    acceptSavedCart: assign(update.acceptSavedCart),
    restoreSavedCart: assign(update.restoreSavedCart),
    chooseFieldsDomain: assign(update.chooseFieldsDomain),
    rememberFieldValues: assign(update.rememberFieldValues),
    storeFieldValues: assign(update.storeFieldValues),
    showFieldErrors: assign(update.showFieldErrors),
    clearFieldError: assign(update.clearFieldError),
    rememberTemporaryRow: assign(update.rememberTemporaryRow),
    handOver: assign(update.handOver),
    handOverForeignRoute: assign(update.handOverForeignRoute),
    replaceRoute: emit(({ context }) => ({ type: 'navigate' as const, target: replaceRouteTarget(context) })),
    notifyRefusal: emit(({ context }) => ({ type: 'notify' as const, notice: notices.refusal(context) })),
    notifyError: emit(() => ({ type: 'notify' as const, notice: notices.generic() })),
    notifyDomainOnlyUnavailable: emit(() => ({
      type: 'notify' as const,
      notice: notices.domainOnlyUnavailable(),
    })),
    /** Notices of the server's re-validation of a saved cart. */
    notifyServerNotices: enqueueActions(({ enqueue }, params: { notices: readonly Notice[] }) => {
      for (const notice of params.notices) enqueue.emit({ type: 'notify', notice });
    }),
  },
}).createMachine({
  id: 'domainLookup',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  output: ({ context }) => ({ next: context.next ?? { route: 'categories' }, cart: context.cart }),
  on: {
    'ROUTE.ENTERED': { target: '.routing', actions: 'enterRoute' },
    'CATALOGUE.REFRESHED': { actions: 'showRefreshedCatalogue' },
  },
  states: {
    /** Started with a route (input): decided at once; else until the first ROUTE.ENTERED. */
    idle: {
      always: { guard: 'startsOnRoute', target: 'routing' },
    },
    // ── Route guards ──────────────────────────────────────────────────────────────────────────
    routing: {
      always: [
        { guard: 'isLookupRoute', target: 'guardingLookup' },
        { guard: 'isDomainRedirectRoute', target: 'redirectingDomain' },
        { guard: 'isAddDomainQuestionRoute', target: 'guardingAddDomainQuestion' },
        { guard: 'isAddProductQuestionRoute', target: 'addProductQuestion', actions: 'useQuestionRow' },
        { guard: 'isDomainFieldsRoute', target: 'guardingDomainFields' },
        { target: 'elsewhere', actions: 'handOverForeignRoute' },
      ],
    },
    /** `/domain`: to the lookup with query d, else to categories. */
    redirectingDomain: {
      always: [{ guard: 'hasSearchTerm', target: 'guardingLookup' }, { target: 'toCategories' }],
    },
    /** Lookup: cart when adding is not allowed; a missing row is allowed (a domain-only row is used). */
    guardingLookup: {
      always: [
        { guard: 'isAddingItemsForbidden', target: 'toCart' },
        { guard: 'routeRowExists', target: 'lookup', actions: 'useRouteRow' },
        { target: 'creatingRow' },
      ],
    },
    /** Lookup without id: the domain-only row (created if needed) and the route replaced by its id. */
    creatingRow: {
      entry: 'createDomainOnlyRow',
      always: [
        { guard: 'hasRow', target: 'lookup', actions: 'replaceRoute' },
        { target: 'toCategories', actions: 'notifyDomainOnlyUnavailable' },
      ],
    },
    guardingAddDomainQuestion: {
      always: [
        { guard: 'routeRowExists', target: 'addDomainQuestion', actions: 'useRouteRow' },
        { target: 'toCategories' },
      ],
    },
    guardingDomainFields: {
      always: [
        {
          guard: 'routeRowExists',
          target: 'openingDomainFields',
          actions: ['useRouteRow', { type: 'chooseFieldsDomain', params: { fromRoute: true } }],
        },
        { target: 'toCategories' },
      ],
    },
    openingDomainFields: {
      always: [{ guard: 'hasFieldsDomain', target: 'domainFields' }, { target: 'afterFields' }],
    },

    // ── /domains/lookup ───────────────────────────────────────────────────────────────────────
    lookup: {
      // The first step of a cloud-domains order's breadcrumb (domain selection > confirm).
      meta: view('domainsLookup', DOMAIN_TITLES.lookup),
      type: 'parallel',
      entry: 'prepareSearch',
      states: {
        results: {
          initial: 'starting',
          on: {
            'DOMAIN.SEARCHED': [
              { guard: 'isSearchValid', target: '.active', reenter: true, actions: 'search' },
              { guard: 'isSearchForSuffixList', target: '.resolving', reenter: true, actions: 'search' },
              { actions: 'search' },
            ],
          },
          states: {
            starting: {
              always: [
                { guard: 'hasSearchQuery', target: 'active' },
                { guard: 'hasUnresolvedSearch', target: 'resolving' },
                { target: 'idle' },
              ],
            },
            /** Search bar and the arrow message, no results yet. */
            idle: {},
            /**
             * A name that ends in no offered TLD: the public suffix list decides its registrable
             * domain. Should the list fail to load, the name's last two labels are searched.
             */
            resolving: {
              invoke: {
                id: 'resolveRegistrableDomain',
                src: 'resolveRegistrableDomain',
                input: ({ context }) => ({ name: context.search.unresolvedName ?? '' }),
                onDone: {
                  target: 'active',
                  actions: {
                    type: 'resolveSearch',
                    params: ({ event }) => ({ registrableDomain: event.output }),
                  },
                },
                onError: {
                  target: 'active',
                  actions: { type: 'resolveSearch', params: { registrableDomain: null } },
                },
              },
            },
            active: {
              type: 'parallel',
              entry: 'buildResults',
              on: {
                'GROUP.VISIBLE': { actions: 'markGroupVisible' },
                /** "Unknown, try again": the name goes back into the queue of its group. */
                'DOMAIN.RETRIED': { guard: 'isUnknownResult', actions: 'forgetUnknownStatus' },
              },
              states: {
                /** One call at a time: up to 5 names of the first visible group with open names. */
                availability: {
                  initial: 'idle',
                  states: {
                    idle: {
                      always: { guard: 'hasPendingBatch', target: 'checking', actions: 'takeBatch' },
                    },
                    checking: {
                      invoke: {
                        id: 'checkAvailability',
                        src: 'checkAvailability',
                        input: ({ context }) => ({ domains: context.batch }),
                        onDone: {
                          target: 'idle',
                          actions: {
                            type: 'applyAvailability',
                            params: ({ event }) => ({ answer: event.output }),
                          },
                        },
                        onError: { target: 'idle', actions: 'markBatchUnknown' },
                      },
                    },
                  },
                },
                /** Suggestions only when the desired domain is not free. */
                suggestions: {
                  initial: 'hidden',
                  states: {
                    hidden: {
                      always: { guard: 'isDesiredDomainNotFree', target: 'fetching' },
                    },
                    fetching: {
                      invoke: {
                        id: 'fetchRecommendations',
                        src: 'fetchRecommendations',
                        input: ({ context }) => ({ domain: desiredOf(context.groups) ?? '' }),
                        onDone: {
                          target: 'shown',
                          actions: {
                            type: 'addSuggestions',
                            params: ({ event }) => ({ names: event.output }),
                          },
                        },
                        onError: { target: 'unavailable' },
                      },
                    },
                    shown: {},
                    /** The recommendations call failed: no suggestions group (only logged). */
                    unavailable: {},
                  },
                },
              },
            },
          },
        },
        selection: {
          initial: 'browsing',
          states: {
            browsing: {
              on: {
                'DOMAIN.CLICKED': { target: 'deciding', actions: 'rememberClick' },
                'LOOKUP.CONTINUE': { guard: 'mayContinue', target: '#domainLookup.continuing' },
              },
            },
            deciding: {
              always: [
                { guard: 'hasLostRow', target: 'revivingRow' },
                { guard: 'isAssignedToPreconfiguredRow', target: 'alreadyAssigned' },
                { guard: 'isInCart', target: 'saving', actions: ['applyClick', 'forgetClick'] },
                { guard: 'needsAuthcode', target: 'authcode' },
                { guard: 'isAddable', target: 'saving', actions: ['applyClick', 'forgetClick'] },
                { target: 'browsing', actions: ['notifyRefusal', 'forgetClick'] },
              ],
            },
            /**
             * Removing the last domain of the domain-only row removed the row (hide_in_cart): the
             * next click goes to the domain-only row again (same id when created anew).
             */
            revivingRow: {
              entry: 'reviveDomainOnlyRow',
              always: [
                { guard: 'hasRow', target: 'deciding' },
                { target: 'browsing', actions: ['notifyDomainOnlyUnavailable', 'forgetClick'] },
              ],
            },
            /** Authcode modal: confirm is disabled while the code is empty. */
            authcode: {
              on: {
                'AUTHCODE.CHANGED': { actions: 'changeAuthcode' },
                'AUTHCODE.CONFIRMED': {
                  guard: 'isAuthcodeAccepted',
                  target: 'saving',
                  actions: ['addWithAuthcode', 'forgetClick'],
                },
                'AUTHCODE.CANCELLED': { target: 'browsing', actions: 'forgetClick' },
              },
            },
            /** Already-assigned modal: the domain sits on a preconfigured row. */
            alreadyAssigned: {
              on: { 'MODAL.CLOSED': { target: 'browsing', actions: 'forgetClick' } },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveCart',
                src: 'saveCart',
                input: ({ context }) => ({ cart: context.cart }),
                onDone: {
                  target: 'browsing',
                  actions: [
                    { type: 'acceptSavedCart', params: ({ event }) => ({ saved: event.output }) },
                    {
                      type: 'notifyServerNotices',
                      params: ({ event }) => ({ notices: event.output.notices }),
                    },
                  ],
                },
                onError: { target: 'browsing', actions: ['restoreSavedCart', 'notifyError'] },
              },
            },
          },
        },
      },
    },

    // ── Leaving the lookup ────────────────────────────────────────────────────────────────────
    continuing: {
      always: [
        {
          guard: 'hasMissingDomainFields',
          target: 'domainFields',
          actions: { type: 'chooseFieldsDomain', params: { fromRoute: false } },
        },
        { target: 'afterDomains' },
      ],
    },

    // ── /domains/additional-domain-fields ─────────────────────────────────────────────────────
    domainFields: {
      meta: view('domainsAdditionalFields', DOMAIN_TITLES.additionalFields),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELDS.EDITED': { actions: 'clearFieldError' },
            'FIELDS.SUBMITTED': {
              guard: 'hasFieldValues',
              target: 'validating',
              actions: 'rememberFieldValues',
            },
          },
        },
        validating: {
          tags: ['busy'],
          invoke: {
            id: 'validateFields',
            src: 'validateFields',
            input: ({ context }) => ({ fields: domainFieldsToValidate(context.fieldValues) }),
            onDone: [
              {
                guard: { type: 'areFieldsValid', params: ({ event }) => ({ response: event.output }) },
                target: 'saving',
                actions: 'storeFieldValues',
              },
              {
                target: 'editing',
                actions: { type: 'showFieldErrors', params: ({ event }) => ({ response: event.output }) },
              },
            ],
            onError: { target: 'editing', actions: 'notifyError' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => ({ cart: context.cart }),
            onDone: {
              target: '#domainLookup.afterFields',
              actions: [
                { type: 'acceptSavedCart', params: ({ event }) => ({ saved: event.output }) },
                { type: 'notifyServerNotices', params: ({ event }) => ({ notices: event.output.notices }) },
              ],
            },
            onError: { target: 'editing', actions: ['restoreSavedCart', 'notifyError'] },
          },
        },
      },
    },
    /** Domain fields saved: postfill returns; another domain of the row missing fields comes next. */
    afterFields: {
      always: [
        { guard: 'isPostfill', target: 'toPostfill' },
        {
          guard: 'hasMissingDomainFields',
          target: 'domainFields',
          actions: { type: 'chooseFieldsDomain', params: { fromRoute: false } },
        },
        { target: 'afterDomains' },
      ],
    },
    afterDomains: {
      always: [
        { guard: 'returnsToCart', target: 'toCart' },
        { guard: 'isCloudDomainsOrder', target: 'toPostfillStart' },
        { guard: 'hasCloudData', target: 'toConfirm' },
        { target: 'nextStep' },
      ],
    },
    nextStep: {
      always: [{ guard: 'asksForProduct', target: 'addProductQuestion' }, { target: 'periods' }],
    },
    /** The period steps (product selection's screens), or the cart when there is nothing to choose. */
    periods: {
      always: [
        { guard: 'needsMaturityChoice', target: 'toPeriodsMaturity' },
        { guard: 'needsIntervalChoice', target: 'toPeriodsInterval' },
        { target: 'toCart' },
      ],
    },

    // ── /domains/do-you-want-to-add-a-product ─────────────────────────────────────────────────
    addProductQuestion: {
      meta: view('domainsAddProductQuestion', DOMAIN_TITLES.addProductQuestion),
      initial: 'asking',
      states: {
        asking: {
          on: {
            'QUESTION.ACCEPTED': {
              target: '#domainLookup.toCategoriesWithDomain',
              actions: 'rememberTemporaryRow',
            },
            'QUESTION.DECLINED': { target: 'saving' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => ({ cart: context.cart }),
            onDone: {
              target: '#domainLookup.toCart',
              actions: [
                { type: 'acceptSavedCart', params: ({ event }) => ({ saved: event.output }) },
                { type: 'notifyServerNotices', params: ({ event }) => ({ notices: event.output.notices }) },
              ],
            },
            onError: { target: 'asking', actions: ['restoreSavedCart', 'notifyError'] },
          },
        },
      },
    },

    // ── /domains/do-you-want-to-add-a-domain ──────────────────────────────────────────────────
    addDomainQuestion: {
      meta: view('domainsAddDomainQuestion', DOMAIN_TITLES.addDomainQuestion),
      on: {
        'QUESTION.ACCEPTED': { target: 'guardingLookup' },
        'QUESTION.DECLINED': { target: 'periods' },
      },
    },

    // ── Hand-over ─────────────────────────────────────────────────────────────────────────────
    toCart: { type: 'final', entry: handOver('cart') },
    toCategories: { type: 'final', entry: handOver('categories') },
    toCategoriesWithDomain: { type: 'final', entry: handOver('categoriesWithDomain') },
    toPeriodsMaturity: { type: 'final', entry: handOver('periodsMaturity') },
    toPeriodsInterval: { type: 'final', entry: handOver('periodsInterval') },
    toConfirm: { type: 'final', entry: handOver('confirm') },
    toPostfill: { type: 'final', entry: handOver('postfillReturn') },
    toPostfillStart: { type: 'final', entry: handOver('postfillStart') },
    /** A route this machine does not own: handed back as entered. */
    elsewhere: { type: 'final' },
  },
});

/** The machine with new row ids from `random` (tests: known row ids). */
export function withRowIds(random: RandomBytes) {
  const rows = rowCreators(random);
  return domainLookupMachine.provide({
    actions: {
      createDomainOnlyRow: assign(rows.createDomainOnlyRow),
      reviveDomainOnlyRow: assign(rows.reviveDomainOnlyRow),
    },
  });
}
