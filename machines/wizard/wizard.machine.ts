import type { Cart } from '@contract/cart';
import { domainSearchTerm, offeredTlds } from '@domain/validation/domain-search';
import { type AnyActorRef, assign, emit, enqueueActions, fromPromise, type InputFrom, setup } from 'xstate';
import type { PlacedOrder } from '../payment/confirm.machine';
import { catalogueRefreshed } from '../shared/refresh-catalogue';
import type { RouteId } from '../shared/routes';
import { type StateMeta, view } from '../shared/view';
import { areaMachines } from './all-areas';
import {
  isActiveSnapshot,
  nextOf,
  outputCart,
  outputCustomer,
  outputDraft,
  outputOrder,
  outputParentRowId,
  outputPaymentOption,
  outputPromotions,
  routeEntered,
  snapshotCart,
  snapshotCustomer,
  snapshotPaymentOption,
  snapshotView,
} from './facts';
import * as inputs from './inputs';
import { AREAS, type AreaName, areaOf } from './route-areas';
import type { AreaMachines, WizardContext, WizardEmitted, WizardEvent, WizardInput } from './types';

/** The input each area machine takes. */
type AreaInputs = { [Area in AreaName]: InputFrom<AreaMachines[Area]> };

/** The routes shown by a plain state of the wizard (no area machine). */
type PlainRoute = 'categories' | 'unauthorized';

const providedByTheApp = () => Promise.reject(new Error('provided by the app'));

/** The order id the waiting success route names ('' without one). */
const pendingOrderId = (context: WizardContext): string => context.pendingRoute?.params.orderId ?? '';

const WIZARD_EVENTS: readonly string[] = ['ROUTE.ENTERED', 'AREA.EMITTED', 'FACTS.REFRESHED'];

const isUserEvent = (type: string): boolean => !WIZARD_EVENTS.includes(type) && !type.startsWith('xstate.');

/** The running area actor of the wizard's committed snapshot (the one a later event talks to). */
function areaRef(self: AnyActorRef, area: AreaName): AnyActorRef | undefined {
  const children: Record<string, AnyActorRef | undefined> = self.getSnapshot().children;
  return children[area];
}

type SnapshotArgs = { event: { snapshot: unknown } };

/**
 * The state of an area: the wizard invokes the area's machine (id = area name) with its input,
 * follows its snapshots (cart, customer, payment option; a screen of another area hands over),
 * takes its output when it ends, and forwards its own routes and every user event to it.
 */
function areaState<Area extends AreaName>(area: Area, input: (context: WizardContext) => AreaInputs[Area]) {
  const followArea = {
    type: 'followArea',
    params: ({ event }: SnapshotArgs) => ({ area, snapshot: event.snapshot }),
  } as const;
  return {
    invoke: {
      id: area,
      src: area,
      input: ({ context }: { context: WizardContext }) => input(context),
      onSnapshot: [
        {
          guard: {
            type: 'showsOtherArea',
            params: ({ event }: SnapshotArgs) => ({ area, snapshot: event.snapshot }),
          },
          target: 'routing',
          actions: [
            followArea,
            {
              type: 'handOverShownRoute',
              params: ({ event }: SnapshotArgs) => ({ snapshot: event.snapshot }),
            },
          ],
        },
        { actions: followArea },
      ],
      onDone: {
        target: 'routing',
        actions: {
          type: 'takeOutput',
          params: ({ event }: { event: { output: unknown } }) => ({ output: event.output }),
        },
      },
    },
    on: {
      'ROUTE.ENTERED': {
        guard: { type: 'enteredOwnRoute', params: { area } },
        actions: { type: 'forward', params: { area } },
      },
      '*': { guard: 'userEvent', actions: { type: 'forward', params: { area } } },
    },
  } as const;
}

/** Routing to an area's state when the waiting route is one of its own. */
const toArea = (area: AreaName) =>
  ({ guard: { type: 'pendingOwnedBy', params: { area } }, target: area }) as const;

/** Routing to a plain screen (categories, 401, 404) when it is the waiting route. */
const toPlain = (route: PlainRoute) =>
  ({ guard: { type: 'pendingIs', params: { route } }, target: route }) as const;

/**
 * The root statechart: composes the area machines (product selection, domain lookup, cart,
 * postfill, checkout, confirm, SMS, session restore, continue draft, OAuth). The router talks to it
 * only with `ROUTE.ENTERED`; components send user events, which go to the active area.
 *
 * - A route owned by the active area is forwarded to it; a route of another area stops the active
 *   one and invokes the owner (id = area name, input from `inputs.ts`), which then gets the route.
 * - An area that ends hands over with `output.next`: the wizard emits `navigate` with it and moves
 *   to the area owning that route (which gets it as `ROUTE.ENTERED`).
 * - An area that shows a screen owned by another area (checkout reaching its confirm state) hands
 *   over to that area the same way.
 * - Everything the areas emit is re-emitted by the wizard.
 * - Routes without a machine (categories, success, 401, 404) are plain states with a view.
 * - Success shows an order of this session only: the one this tab placed, or one the server finds
 *   for the session (a reload); any other id is the 404 page. Leaving success by any route resets
 *   customer, order and payment and reloads the cart (`resetAfterOrder`) before the route is shown,
 *   so no screen after it sees the ordered cart, and the next order draws new idempotency keys.
 *
 * The area actors are the area machines themselves; the app provides each with its own calls:
 * `wizardMachine.provide({ actors: { cart: cartMachine.provide({ actors: { saveCart, ... } }), ... } })`.
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    emitted: {} as WizardEmitted,
    meta: {} as StateMeta,
  },
  actors: {
    ...areaMachines,
    /** GET /api/v2/orders/:id: the session's order with that id; null when the session has none. */
    findOrder: fromPromise<PlacedOrder | null, { orderId: string }>(providedByTheApp),
    /**
     * Leaving success: the session's customer, payment and order are reset (GET
     * /api/v2/session/cancel) and the cart is loaded again; resolves with that cart.
     */
    resetAfterOrder: fromPromise<Cart>(providedByTheApp),
  },
  guards: {
    /** The route waiting to be shown belongs to this area. */
    pendingOwnedBy: ({ context }, params: { area: AreaName }) =>
      context.pendingRoute !== null && areaOf(context.pendingRoute.route) === params.area,
    /** The route waiting to be shown is this plain route. */
    pendingIs: ({ context }, params: { route: RouteId }) => context.pendingRoute?.route === params.route,
    /** The waiting route is the success page of the order this tab placed. */
    pendingOrderPlacedHere: ({ context }) =>
      context.pendingRoute?.route === 'success' &&
      context.order !== null &&
      String(context.order.id) === pendingOrderId(context),
    /** The server found the order for this session. */
    orderFound: (_, params: { order: PlacedOrder | null }) => params.order !== null,
    /** A navigation to a route of this (active) area. */
    enteredOwnRoute: ({ event }, params: { area: AreaName }) =>
      event.type === 'ROUTE.ENTERED' && areaOf(event.route) === params.area,
    /** The categories screen's domain search is valid: the lookup searches it. */
    domainSearchValid: ({ context, event }) =>
      event.type === 'DOMAIN.SEARCHED' &&
      domainSearchTerm(event.input, offeredTlds(context.catalogue)).term !== null,
    /** A user event (not navigation, not an actor's result, not a relayed emit). */
    userEvent: ({ event }) => isUserEvent(event.type),
    /** The running area shows a screen of another area (e.g. checkout's confirm step). */
    showsOtherArea: (_, params: { area: AreaName; snapshot: unknown }) => {
      if (!isActiveSnapshot(params.snapshot)) return false;
      const shown = snapshotView(params.snapshot);
      if (shown === null) return false;
      const owner = areaOf(shown.route);
      return owner !== null && owner !== params.area;
    },
  },
  actions: {
    /** A navigation by the user: the route waits until its area runs. */
    rememberRoute: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'ROUTE.ENTERED') enqueue.assign({ pendingRoute: event });
    }),
    /** Forwards the event (a navigation or a user action) to the running area. */
    forward: enqueueActions(({ event, self, enqueue }, params: { area: AreaName }) => {
      const ref = areaRef(self, params.area);
      if (ref) enqueue.sendTo(ref, event);
    }),
    /**
     * The area's snapshot changed. On its first snapshot (the area just started) the wizard starts
     * relaying its emitted events and sends it the waiting route; every snapshot refreshes the cart.
     */
    followArea: enqueueActions(
      ({ context, self, enqueue }, params: { area: AreaName; snapshot: unknown }) => {
        const ref = areaRef(self, params.area);
        if (ref && ref.sessionId !== context.listening) {
          enqueue.assign({ listening: ref.sessionId });
          enqueue(() => {
            ref.on('*', (emitted: WizardEmitted) => self.send({ type: 'AREA.EMITTED', emitted }));
          });
          const route = context.pendingRoute;
          if (route) {
            enqueue.assign({ pendingRoute: null });
            enqueue.sendTo(ref, route);
          }
        }
        const cart = snapshotCart(params.snapshot);
        if (cart && cart !== context.cart) enqueue.assign({ cart });
        const paymentOption = snapshotPaymentOption(params.snapshot);
        if (paymentOption && paymentOption !== context.paymentOption) enqueue.assign({ paymentOption });
        const customer = snapshotCustomer(params.snapshot, context.customer);
        if (customer !== context.customer) enqueue.assign({ customer });
      },
    ),
    /** The running area shows another area's screen: that area takes over with its route. */
    handOverShownRoute: enqueueActions(({ enqueue }, params: { snapshot: unknown }) => {
      const shown = snapshotView(params.snapshot);
      if (!shown) return;
      const target = { route: shown.route };
      enqueue.assign({ pendingRoute: routeEntered(target) });
      enqueue.emit({ type: 'navigate', target });
    }),
    /** An area ended: keep the facts it hands back and go where its output says. */
    takeOutput: enqueueActions(({ context, enqueue }, params: { output: unknown }) => {
      const next = nextOf(params.output);
      const customer = outputCustomer(params.output);
      const paymentOption = outputPaymentOption(params.output);
      const draft = outputDraft(params.output);
      if (draft)
        enqueue.assign({
          actor: { ...context.actor, hasDraftSession: draft.hasDraftSession },
          orderDraftId: draft.orderDraftId,
        });
      const promotions = outputPromotions(params.output);
      enqueue.assign({
        pendingRoute: routeEntered(next),
        catalogue: promotions ? { ...context.catalogue, promotions } : context.catalogue,
        cart: outputCart(params.output) ?? context.cart,
        customer: customer === undefined ? context.customer : customer,
        paymentOption: paymentOption === undefined ? context.paymentOption : paymentOption,
        order: outputOrder(params.output) ?? context.order,
        parentRowId: outputParentRowId(params.output),
      });
      enqueue.emit({ type: 'navigate', target: next });
    }),
    /** Re-emits an area's emitted event so the app listens on the wizard only. */
    relayEmitted: emit(({ event }) => {
      if (event.type !== 'AREA.EMITTED') throw new Error('relayEmitted runs on AREA.EMITTED only');
      return event.emitted;
    }),
    /**
     * Newer shop facts from the app, for the areas started from now on. The running area gets an
     * offer loaded again too (another language's names), so its screen does not stay in the old one.
     */
    refreshFacts: enqueueActions(({ context, event, self, enqueue }) => {
      if (event.type !== 'FACTS.REFRESHED') return;
      enqueue.assign(event.facts);
      const refreshed = catalogueRefreshed(context.catalogue, event.facts.catalogue);
      if (!refreshed) return;
      for (const area of AREAS) {
        const ref = areaRef(self, area);
        if (ref) enqueue.sendTo(ref, refreshed);
      }
    }),
    clearPendingRoute: enqueueActions(({ enqueue }) => enqueue.assign({ pendingRoute: null })),
    takeFoundOrder: assign((_, params: { order: PlacedOrder | null }) => ({ order: params.order })),
    /** No order of this session has that id: the 404 page, replacing the success URL. */
    showNotFound: emit({ type: 'navigate', target: { route: 'notFound', replace: true } }),
    /**
     * The checkout after an order starts over: the reloaded cart, no customer, payment, order or
     * cloud-panel data, and idempotency keys of their own for the next order of this tab.
     */
    forgetOrder: assign(({ context }, params: { cart: Cart }) => ({
      cart: params.cart,
      customer: null,
      paymentOption: null,
      order: null,
      orderType: null,
      hasCloudData: false,
      storedCloudData: null,
      storedExternalProductId: null,
      storedFeedback: null,
      storedAgreements: null,
      idempotencyKeyPrefix: context.order
        ? `${context.idempotencyKeyPrefix}-o${context.order.id}`
        : context.idempotencyKeyPrefix,
    })),
    /**
     * A domain searched on the categories screen goes to the lookup with the sanitised name
     * (query d); an input that fails validation stays on the screen with its error.
     */
    searchDomain: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'DOMAIN.SEARCHED') return;
      const { error, term } = domainSearchTerm(event.input, offeredTlds(context.catalogue));
      if (term === null) {
        enqueue.assign({ domainSearchError: error });
        return;
      }
      const target = { route: 'domainsLookup', query: { d: term } } as const;
      enqueue.assign({ pendingRoute: routeEntered(target), domainSearchError: null });
      enqueue.emit({ type: 'navigate', target });
    }),
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => ({
    ...input,
    pendingRoute: null,
    listening: null,
    parentRowId: null,
    order: null,
    domainSearchError: null,
  }),
  initial: 'idle',
  on: {
    'ROUTE.ENTERED': { target: '.routing', actions: 'rememberRoute' },
    'AREA.EMITTED': { actions: 'relayEmitted' },
    'FACTS.REFRESHED': { actions: 'refreshFacts' },
  },
  states: {
    /** Waiting for the router's first navigation. */
    idle: {},
    /** Deciding which area (or plain screen) shows the waiting route. */
    routing: {
      always: [
        ...AREAS.map(toArea),
        toPlain('categories'),
        { guard: 'pendingOrderPlacedHere', target: 'success' },
        { guard: { type: 'pendingIs', params: { route: 'success' } }, target: 'findingOrder' },
        toPlain('unauthorized'),
        { target: 'notFound' },
      ],
    },

    // ── Areas ────────────────────────────────────────────────────────────────────────────────
    productSelection: areaState('productSelection', inputs.productSelectionInput),
    domainLookup: areaState('domainLookup', inputs.domainLookupInput),
    cart: areaState('cart', inputs.cartInput),
    postfill: areaState('postfill', inputs.postfillInput),
    checkout: areaState('checkout', inputs.checkoutInput),
    confirm: areaState('confirm', inputs.confirmInput),
    sms: areaState('sms', inputs.smsInput),
    sessionRestore: areaState('sessionRestore', inputs.sessionRestoreInput),
    continueDraft: areaState('continueDraft', inputs.continueDraftInput),
    oauth: areaState('oauth', inputs.oauthInput),

    // ── Plain screens ────────────────────────────────────────────────────────────────────────
    categories: {
      meta: view('categories', 'categories.title'),
      entry: ['clearPendingRoute', assign({ domainSearchError: null })],
      on: {
        'DOMAIN.SEARCHED': [
          { guard: 'domainSearchValid', target: 'routing', actions: 'searchDomain' },
          { actions: 'searchDomain' },
        ],
      },
    },
    /** A success URL of an order this tab did not place (a reload, a typed or foreign link). */
    findingOrder: {
      invoke: {
        id: 'findOrder',
        src: 'findOrder',
        input: ({ context }) => ({ orderId: pendingOrderId(context) }),
        onDone: [
          {
            guard: { type: 'orderFound', params: ({ event }) => ({ order: event.output }) },
            target: 'success',
            actions: { type: 'takeFoundOrder', params: ({ event }) => ({ order: event.output }) },
          },
          { target: 'notFound', actions: 'showNotFound' },
        ],
        onError: { target: 'notFound', actions: 'showNotFound' },
      },
    },
    success: {
      meta: view('success', 'success.title'),
      entry: 'clearPendingRoute',
      on: { 'ROUTE.ENTERED': { target: 'leavingSuccess', actions: 'rememberRoute' } },
    },
    /** Leaving success: the reset runs before the route the visitor chose is shown. */
    leavingSuccess: {
      invoke: {
        id: 'resetAfterOrder',
        src: 'resetAfterOrder',
        onDone: {
          target: 'routing',
          actions: { type: 'forgetOrder', params: ({ event }) => ({ cart: event.output }) },
        },
        // The order emptied the server's cart: without an answer the cart is empty all the same.
        onError: {
          target: 'routing',
          actions: {
            type: 'forgetOrder',
            params: ({ context }) => ({ cart: { ...context.cart, items: [] } }),
          },
        },
      },
      on: { 'ROUTE.ENTERED': { actions: 'rememberRoute' } },
    },
    unauthorized: { meta: view('unauthorized', 'unauthorized.title'), entry: 'clearPendingRoute' },
    notFound: { meta: view('notFound', 'not_found.title'), entry: 'clearPendingRoute' },
  },
});

export type WizardMachine = typeof wizardMachine;
