import { domainSearchTerm, offeredTlds } from '@domain/validation/domain-search';
import {
  type AnyActorRef,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { BREADCRUMB_STEPS, breadcrumbFor } from '../shared/breadcrumb';
import { catalogueRefreshed } from '../shared/refresh-catalogue';
import type { RouteId } from '../shared/routes';
import { type BreadcrumbStep, type StateMeta, type ViewMeta, view } from '../shared/view';
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

const isAreaName = (value: unknown): value is AreaName => (AREAS as readonly unknown[]).includes(value);

const WIZARD_EVENTS: readonly string[] = ['ROUTE.ENTERED', 'AREA.EMITTED', 'FACTS.REFRESHED'];

const isUserEvent = (type: string): boolean => !WIZARD_EVENTS.includes(type) && !type.startsWith('xstate.');

/** The running area actor of the wizard's committed snapshot (the one a later event talks to). */
function areaRef(self: AnyActorRef, area: AreaName): AnyActorRef | undefined {
  const children: Record<string, AnyActorRef | undefined> = self.getSnapshot().children;
  return children[area];
}

/**
 * The area machines the wizard invokes, and whether each one's code is at hand. The browser loads
 * an area's code when the wizard first enters it (src/web/wizard/area-loaders.ts), so a first visit
 * downloads only the statecharts of the screen it opens; tests pass every machine loaded
 * (all-areas.ts).
 */
export interface WizardAreas {
  machines: AreaMachines;
  isLoaded(area: AreaName): boolean;
  /** Loads the area's code; rejects when it cannot be loaded (offline, a replaced release). */
  load(area: AreaName): Promise<void>;
}

/** The area owning the route waiting to be shown, or null for a plain screen or no route. */
const pendingArea = (context: WizardContext): AreaName | null =>
  context.pendingRoute === null ? null : areaOf(context.pendingRoute.route);

/**
 * The root statechart: composes the area machines (product selection, domain lookup, cart,
 * postfill, checkout, confirm, SMS, session restore, continue draft, OAuth). The router talks to it
 * only with `ROUTE.ENTERED`; components send user events, which go to the active area.
 *
 * - A route owned by the active area is forwarded to it; a route of another area stops the active
 *   one and invokes the owner (id = area name, input from `inputs.ts`), which then gets the route.
 *   An area whose code is not loaded yet is loaded first (`loadingArea`); if that fails, the wizard
 *   emits `areaUnavailable` and stops in `areaUnavailable` (the app offers a reload).
 * - An area that ends hands over with `output.next`: the wizard emits `navigate` with it and moves
 *   to the area owning that route (which gets it as `ROUTE.ENTERED`).
 * - An area that shows a screen owned by another area (checkout reaching its confirm state) hands
 *   over to that area the same way.
 * - Everything the areas emit is re-emitted by the wizard.
 * - Routes without a machine (categories, success, 401, 404) are plain states with a view.
 *
 * The area actors are the area machines themselves, with the app's own actors provided:
 * `createWizardMachine({ machines: { cart: cartMachine.provide({ actors: { saveCart, ... } }), ... } })`.
 */
export const createWizardMachine = (areas: WizardAreas) =>
  setup({
    types: {
      context: {} as WizardContext,
      events: {} as WizardEvent,
      input: {} as WizardInput,
      emitted: {} as WizardEmitted,
      meta: {} as StateMeta,
    },
    actors: {
      ...areas.machines,
      loadArea: fromPromise<void, { area: AreaName | null }>(async ({ input }) => {
        if (input.area !== null) await areas.load(input.area);
      }),
    },
    guards: {
      /** The route waiting to be shown belongs to an area whose code is not loaded yet. */
      pendingAreaNotLoaded: ({ context }) => {
        const area = pendingArea(context);
        return area !== null && !areas.isLoaded(area);
      },
      /** The route waiting to be shown belongs to this area. */
      pendingOwnedBy: ({ context }, params: { area: AreaName }) =>
        context.pendingRoute !== null && areaOf(context.pendingRoute.route) === params.area,
      /** The route waiting to be shown is this plain route. */
      pendingIs: ({ context }, params: { route: RouteId }) => context.pendingRoute?.route === params.route,
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
          { guard: 'pendingAreaNotLoaded', target: 'loadingArea' },
          {
            guard: { type: 'pendingOwnedBy', params: { area: 'productSelection' } },
            target: 'productSelection',
          },
          { guard: { type: 'pendingOwnedBy', params: { area: 'domainLookup' } }, target: 'domainLookup' },
          { guard: { type: 'pendingOwnedBy', params: { area: 'cart' } }, target: 'cart' },
          { guard: { type: 'pendingOwnedBy', params: { area: 'postfill' } }, target: 'postfill' },
          { guard: { type: 'pendingOwnedBy', params: { area: 'checkout' } }, target: 'checkout' },
          { guard: { type: 'pendingOwnedBy', params: { area: 'confirm' } }, target: 'confirm' },
          { guard: { type: 'pendingOwnedBy', params: { area: 'sms' } }, target: 'sms' },
          { guard: { type: 'pendingOwnedBy', params: { area: 'sessionRestore' } }, target: 'sessionRestore' },
          { guard: { type: 'pendingOwnedBy', params: { area: 'continueDraft' } }, target: 'continueDraft' },
          { guard: { type: 'pendingOwnedBy', params: { area: 'oauth' } }, target: 'oauth' },
          { guard: { type: 'pendingIs', params: { route: 'categories' } }, target: 'categories' },
          { guard: { type: 'pendingIs', params: { route: 'success' } }, target: 'success' },
          { guard: { type: 'pendingIs', params: { route: 'unauthorized' } }, target: 'unauthorized' },
          { target: 'notFound' },
        ],
      },

      /** The waiting route's area is loading its code; then routing again. */
      loadingArea: {
        invoke: {
          id: 'loadArea',
          src: 'loadArea',
          input: ({ context }) => ({ area: pendingArea(context) }),
          onDone: { target: 'routing' },
          onError: { target: 'areaUnavailable' },
        },
      },

      /** An area's code could not be loaded: nothing can go on until the page is loaded again. */
      areaUnavailable: { entry: emit({ type: 'areaUnavailable' }) },

      // ── Areas ────────────────────────────────────────────────────────────────────────────────
      productSelection: {
        invoke: {
          id: 'productSelection',
          src: 'productSelection',
          input: ({ context }) => inputs.productSelectionInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'productSelection', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                {
                  type: 'followArea',
                  params: ({ event }) => ({ area: 'productSelection', snapshot: event.snapshot }),
                },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'productSelection', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'productSelection' } },
            actions: { type: 'forward', params: { area: 'productSelection' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'productSelection' } } },
        },
      },

      domainLookup: {
        invoke: {
          id: 'domainLookup',
          src: 'domainLookup',
          input: ({ context }) => inputs.domainLookupInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'domainLookup', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                {
                  type: 'followArea',
                  params: ({ event }) => ({ area: 'domainLookup', snapshot: event.snapshot }),
                },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'domainLookup', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'domainLookup' } },
            actions: { type: 'forward', params: { area: 'domainLookup' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'domainLookup' } } },
        },
      },

      cart: {
        invoke: {
          id: 'cart',
          src: 'cart',
          input: ({ context }) => inputs.cartInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'cart', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                { type: 'followArea', params: ({ event }) => ({ area: 'cart', snapshot: event.snapshot }) },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'cart', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'cart' } },
            actions: { type: 'forward', params: { area: 'cart' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'cart' } } },
        },
      },

      postfill: {
        invoke: {
          id: 'postfill',
          src: 'postfill',
          input: ({ context }) => inputs.postfillInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'postfill', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                {
                  type: 'followArea',
                  params: ({ event }) => ({ area: 'postfill', snapshot: event.snapshot }),
                },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'postfill', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'postfill' } },
            actions: { type: 'forward', params: { area: 'postfill' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'postfill' } } },
        },
      },

      checkout: {
        invoke: {
          id: 'checkout',
          src: 'checkout',
          input: ({ context }) => inputs.checkoutInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'checkout', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                {
                  type: 'followArea',
                  params: ({ event }) => ({ area: 'checkout', snapshot: event.snapshot }),
                },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'checkout', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'checkout' } },
            actions: { type: 'forward', params: { area: 'checkout' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'checkout' } } },
        },
      },

      confirm: {
        invoke: {
          id: 'confirm',
          src: 'confirm',
          input: ({ context }) => inputs.confirmInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'confirm', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                {
                  type: 'followArea',
                  params: ({ event }) => ({ area: 'confirm', snapshot: event.snapshot }),
                },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'confirm', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'confirm' } },
            actions: { type: 'forward', params: { area: 'confirm' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'confirm' } } },
        },
      },

      sms: {
        invoke: {
          id: 'sms',
          src: 'sms',
          input: ({ context }) => inputs.smsInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'sms', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                { type: 'followArea', params: ({ event }) => ({ area: 'sms', snapshot: event.snapshot }) },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'sms', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'sms' } },
            actions: { type: 'forward', params: { area: 'sms' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'sms' } } },
        },
      },

      sessionRestore: {
        invoke: {
          id: 'sessionRestore',
          src: 'sessionRestore',
          input: ({ context }) => inputs.sessionRestoreInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'sessionRestore', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                {
                  type: 'followArea',
                  params: ({ event }) => ({ area: 'sessionRestore', snapshot: event.snapshot }),
                },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'sessionRestore', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'sessionRestore' } },
            actions: { type: 'forward', params: { area: 'sessionRestore' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'sessionRestore' } } },
        },
      },

      continueDraft: {
        invoke: {
          id: 'continueDraft',
          src: 'continueDraft',
          input: ({ context }) => inputs.continueDraftInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'continueDraft', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                {
                  type: 'followArea',
                  params: ({ event }) => ({ area: 'continueDraft', snapshot: event.snapshot }),
                },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'continueDraft', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'continueDraft' } },
            actions: { type: 'forward', params: { area: 'continueDraft' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'continueDraft' } } },
        },
      },

      oauth: {
        invoke: {
          id: 'oauth',
          src: 'oauth',
          input: ({ context }) => inputs.oauthInput(context),
          onSnapshot: [
            {
              guard: {
                type: 'showsOtherArea',
                params: ({ event }) => ({ area: 'oauth', snapshot: event.snapshot }),
              },
              target: 'routing',
              actions: [
                { type: 'followArea', params: ({ event }) => ({ area: 'oauth', snapshot: event.snapshot }) },
                { type: 'handOverShownRoute', params: ({ event }) => ({ snapshot: event.snapshot }) },
              ],
            },
            {
              actions: {
                type: 'followArea',
                params: ({ event }) => ({ area: 'oauth', snapshot: event.snapshot }),
              },
            },
          ],
          onDone: {
            target: 'routing',
            actions: { type: 'takeOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          'ROUTE.ENTERED': {
            guard: { type: 'enteredOwnRoute', params: { area: 'oauth' } },
            actions: { type: 'forward', params: { area: 'oauth' } },
          },
          '*': { guard: 'userEvent', actions: { type: 'forward', params: { area: 'oauth' } } },
        },
      },

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
      success: { meta: view('success', 'success.title'), entry: 'clearPendingRoute' },
      unauthorized: { meta: view('unauthorized', 'unauthorized.title'), entry: 'clearPendingRoute' },
      notFound: { meta: view('notFound', 'not_found.title'), entry: 'clearPendingRoute' },
    },
  });

export type WizardMachine = ReturnType<typeof createWizardMachine>;

/**
 * The screen the wizard shows: the view of the active area's current state (its child's
 * `getMeta()`), or the plain state's own view. Null while nothing is shown (before the first
 * navigation, while routing, or while the area decides or loads). The router sync layer calls
 * this one function.
 */
export function currentView(snapshot: SnapshotFrom<WizardMachine>): ViewMeta | null {
  const state = snapshot.value;
  if (isAreaName(state)) {
    const children: Record<string, AnyActorRef | undefined> = snapshot.children;
    return snapshotView(children[state]?.getSnapshot());
  }
  return snapshotView(snapshot);
}

/** The breadcrumb's steps for this visitor: full, existing customer, or cloud-domains order. */
export function breadcrumbSteps(snapshot: SnapshotFrom<WizardMachine>): readonly BreadcrumbStep[] {
  const { customer, orderType } = snapshot.context;
  return BREADCRUMB_STEPS[breadcrumbFor(customer?.customer_number ?? null, orderType)];
}

/** The area running now, or null on a plain screen. */
export function activeArea(snapshot: SnapshotFrom<WizardMachine>): AreaName | null {
  return isAreaName(snapshot.value) ? snapshot.value : null;
}
