import type { Cart } from '@contract/cart';
import { assign, type DoneActorEvent, enqueueActions, fromPromise, setup } from 'xstate';
import { refreshedCatalogue } from '../shared/refresh-catalogue';
import type { RouteTarget } from '../shared/routes';
import { type StateMeta, view } from '../shared/view';
import { postfillGuards, upcomingStop } from './guards';
import type {
  PostfillContext,
  PostfillEmitted,
  PostfillEvent,
  PostfillInput,
  PostfillKind,
  PostfillOutput,
  SaveCartOutput,
  ValidateFieldsBody,
  ValidateFieldsResponse,
} from './types';
import { POSTFILL_KINDS, validationBody, withValues } from './walk';

export type * from './types';

const providedByTheApp = (): Promise<never> => Promise.reject(new Error('provided by the app'));

const CONFIRM: RouteTarget = { route: 'confirm' };

const FAILED = {
  type: 'error',
  title: 'error.something_went_wrong',
  message: 'error.generic',
  values: {},
  preserveRouteChange: false,
} as const;

/** The screen state of each kind of stop. */
const SCREENS = {
  product: 'products',
  addon: 'addons',
  upsell: 'popularAddons',
  domain: 'domains',
} as const satisfies Record<PostfillKind, string>;

const NEXT_IS = {
  product: 'nextIsProduct',
  addon: 'nextIsAddon',
  upsell: 'nextIsUpsell',
  domain: 'nextIsDomain',
} as const satisfies Record<PostfillKind, keyof typeof postfillGuards>;

const savedCart = ({ event }: { event: DoneActorEvent<SaveCartOutput> }) => event.output;

/**
 * Where a saved stop of this kind leads: the walk visits products, then addons, upsells and
 * domains, so only stops of the same or a later kind can follow; none left hands over to confirm.
 */
function afterSaving(kind: PostfillKind) {
  const following = POSTFILL_KINDS.slice(POSTFILL_KINDS.indexOf(kind));
  return [
    ...following.map((next) => ({
      guard: NEXT_IS[next],
      target: `#postfill.${SCREENS[next]}`,
      reenter: true,
      actions: ['showNext', { type: 'storeSavedCart' as const, params: savedCart }] as const,
    })),
    {
      target: '#postfill.done',
      actions: ['finish', { type: 'storeSavedCart' as const, params: savedCart }] as const,
    },
  ];
}

/** The form of a stop: save (server validation, then the cart) and back to the walk. */
function fieldsScreen(kind: PostfillKind, meta: StateMeta) {
  return {
    meta,
    initial: 'editing',
    states: {
      editing: {
        on: {
          'FIELDS.SUBMITTED': { target: 'validating', actions: 'rememberValues' },
          'FIELD.EDITED': { actions: 'clearFieldError' },
        },
      },
      validating: {
        tags: ['busy'],
        invoke: {
          id: 'validateFields',
          src: 'validateFields',
          input: ({ context }: { context: PostfillContext }) =>
            validationBody(context.current, context.submitted),
          onDone: [
            { guard: 'fieldsValid', target: 'saving', actions: 'applyValues' },
            {
              target: 'editing',
              actions: {
                type: 'showFieldErrors',
                params: ({ event }: { event: DoneActorEvent<ValidateFieldsResponse> }) => event.output,
              },
            },
          ],
          onError: { target: 'editing', actions: 'notifyFailure' },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          id: 'saveCart',
          src: 'saveCart',
          input: ({ context }: { context: PostfillContext }) => context.cart,
          onDone: afterSaving(kind),
          onError: { target: 'editing', actions: 'notifyFailure' },
        },
      },
    },
  } as const;
}

/**
 * Postfill (spec: catalogue section 4 "Postfill", checkout section 2): walks the cart and sends the
 * visitor to the first product, then addon, then upsell, then domain that still has postponed
 * additional fields without a value, each once. Saving one (server validation, then the cart) moves
 * on to the next; when none remain it hands over to confirm. It is entered by `ROUTE.ENTERED` on a
 * postfill route with query p=y; the stop's route with its query is `context.current.target`.
 */
export const postfillMachine = setup({
  types: {
    context: {} as PostfillContext,
    events: {} as PostfillEvent,
    input: {} as PostfillInput,
    output: {} as PostfillOutput,
    emitted: {} as PostfillEmitted,
    meta: {} as StateMeta,
  },
  actors: {
    validateFields: fromPromise<ValidateFieldsResponse, ValidateFieldsBody>(providedByTheApp),
    saveCart: fromPromise<SaveCartOutput, Cart>(providedByTheApp),
  },
  guards: postfillGuards,
  actions: {
    /** An offer loaded again (another language): the screen shows its names; promotions stay. */
    showRefreshedCatalogue: assign(({ context, event }) => refreshedCatalogue(context.catalogue, event)),
    rememberDestination: assign(({ event }) => ({
      next:
        event.type === 'ROUTE.ENTERED'
          ? { route: event.route, params: event.params, query: event.query }
          : null,
    })),
    showNext: assign(({ context, event }) => ({
      current: upcomingStop({ context, event }),
      visited:
        event.type === 'ROUTE.ENTERED' || !context.current
          ? context.visited
          : [...context.visited, context.current.key],
      submitted: [],
      fieldErrors: {},
    })),
    finish: assign(({ context, event }) => ({
      current: null,
      visited:
        event.type === 'ROUTE.ENTERED' || !context.current
          ? context.visited
          : [...context.visited, context.current.key],
      next: CONFIRM,
    })),
    rememberValues: assign(({ context, event }) => ({
      submitted: event.type === 'FIELDS.SUBMITTED' ? event.values : context.submitted,
    })),
    clearFieldError: assign(({ context, event }) => {
      if (event.type !== 'FIELD.EDITED') return {};
      const { [String(event.fieldId)]: _cleared, ...rest } = context.fieldErrors;
      return { fieldErrors: rest };
    }),
    showFieldErrors: assign((_, result: ValidateFieldsResponse) => ({ fieldErrors: result.errors })),
    applyValues: assign(({ context }) => ({
      cart: context.current ? withValues(context.cart, context.current, context.submitted) : context.cart,
      fieldErrors: {},
    })),
    storeSavedCart: enqueueActions(({ enqueue }, saved: SaveCartOutput) => {
      enqueue.assign({ cart: saved.data });
      for (const notice of saved.notices) enqueue.emit({ type: 'notify', notice });
    }),
    notifyFailure: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'notify', notice: { ...FAILED, values: {} } });
    }),
  },
}).createMachine({
  id: 'postfill',
  context: ({ input }) => ({
    ...input,
    visited: [],
    current: null,
    submitted: [],
    fieldErrors: {},
    next: null,
  }),
  /** Waits for the navigation to /postfill/...?p=y that starts the walk. */
  initial: 'entering',
  on: {
    'CATALOGUE.REFRESHED': { actions: 'showRefreshedCatalogue' },
    'ROUTE.ENTERED': [
      { guard: 'leavesPostfill', target: '.left', actions: 'rememberDestination' },
      { guard: 'nextIsProduct', target: '.products', reenter: true, actions: 'showNext' },
      { guard: 'nextIsAddon', target: '.addons', reenter: true, actions: 'showNext' },
      { guard: 'nextIsUpsell', target: '.popularAddons', reenter: true, actions: 'showNext' },
      { guard: 'nextIsDomain', target: '.domains', reenter: true, actions: 'showNext' },
      { target: '.done', actions: 'finish' },
    ],
  },
  states: {
    entering: {},
    products: fieldsScreen('product', view('postfillProducts', 'postfill.product_fields.title')),
    addons: fieldsScreen('addon', view('postfillAddons', 'postfill.addon_fields.title')),
    popularAddons: fieldsScreen('upsell', view('postfillPopularAddons', 'postfill.upsell_fields.title')),
    domains: fieldsScreen('domain', view('postfillDomains', 'postfill.domain_fields.title')),
    /** Nothing postponed is left: on to confirm. */
    done: { type: 'final' },
    /** The visitor navigated away from postfill. */
    left: { type: 'final' },
  },
  output: ({ context }) => ({ next: context.next ?? CONFIRM, cart: context.cart }),
});
