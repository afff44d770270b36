import type { Cart } from '@contract/cart';
import type { Promotion } from '@contract/promotions';
import { chooseModule } from '@domain/cart/addon-selectors';
import { dropEmptyHiddenProducts } from '@domain/cart/removal';
import { findMissingRequirements } from '@domain/cart/requirements';
import { validateCart } from '@domain/cart/validate-cart';
import { withPromotion } from '@domain/promotions/find-promotion';
import { promotionAttemptsUsedUpNotice, promotionNotFoundNotice } from '@domain/promotions/notices';
import { redeemPromoCode as redeemInCart } from '@domain/promotions/redeem';
import { checkoutStart } from '@domain/roles/checkout-flow';
import { draftsPageUrl } from '@domain/roles/drafts-page';
import { mayEditItem } from '@domain/roles/permissions';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { refreshedCatalogue } from '../shared/refresh-catalogue';
import type { RouteTarget } from '../shared/routes';
import { type StateMeta, view } from '../shared/view';
import { cartGuards } from './guards';
import { CART_SCREEN_NOTICES } from './notices';
import {
  CHECKOUT_ROUTES,
  editableRow,
  findRow,
  isReselectionRoute,
  previewRemoval,
  previewTerm,
  productNames,
  queryId,
  ROOT,
  replaceRow,
  requirementTarget,
  reselectionRouteFor,
  resolveEntered,
  settle,
} from './rules';
import type {
  CartContext,
  CartEmitted,
  CartEvent,
  CartMachineInput,
  CartOutput,
  RedeemPromoCodeInput,
  RedeemPromoCodeOutput,
  SaveCartOutput,
  SaveOrderDraftInput,
  SaveOrderDraftOutput,
} from './types';

export type * from './types';

/** The period modal closes this long after the last choice was saved (spec section 9). */
export const PERIOD_MODAL_CLOSE_MS = 150;

const providedByTheApp = (): Promise<never> => Promise.reject(new Error('provided by the app'));

/**
 * The cart screen and the catalogue's navigation rules (spec: catalogue and cart, sections 2, 4,
 * 6 and 8; checkout section 4 for order drafts).
 *
 * - The machine starts in `entering` and waits for the router's first `ROUTE.ENTERED`.
 * - Cart load (`ROUTE.ENTERED` for /cart, or a route redirected to the cart): hide_in_cart products
 *   without addons and domains are dropped, the cart is validated (`validateCart`, notices
 *   emitted) and saved if anything changed, then the required-field check may open a notice modal.
 * - `ROUTE.ENTERED` for any other route applies the catalogue route guards (a failed one hands
 *   over to the root or categories), validates the cart, saves it if that changed it, and hands
 *   over with `{ next }`. Links, checkout and the notices' buttons hand over the same way.
 * - The cart screen (`screen`, route /cart, breadcrumb step 'cart') holds its modals as child
 *   states: confirm removal, confirm emptying the cart, contract details, product period change
 *   (with the addon period change confirmation), missing domain, missing additional fields.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartMachineInput,
    output: {} as CartOutput,
    emitted: {} as CartEmitted,
    meta: {} as StateMeta,
  },
  actors: {
    saveCart: fromPromise<SaveCartOutput, Cart>(providedByTheApp),
    redeemPromoCode: fromPromise<RedeemPromoCodeOutput, RedeemPromoCodeInput>(providedByTheApp),
    saveOrderDraft: fromPromise<SaveOrderDraftOutput, SaveOrderDraftInput>(providedByTheApp),
    /** Cancels the session's draft: the server ends the draft and clears the cart. */
    cancelDraft: fromPromise<void>(providedByTheApp),
  },
  guards: cartGuards,
  actions: {
    /** An offer loaded again (another language): the screen shows its names; promotions stay. */
    showRefreshedCatalogue: assign(({ context, event }) => refreshedCatalogue(context.catalogue, event)),
    // Navigation
    acceptNavigation: assign(({ context, event }) => {
      if (event.type !== 'ROUTE.ENTERED') return {};
      return {
        navigation: resolveEntered(event),
        parentRowId: isReselectionRoute(event.route) ? queryId(event.query) : context.parentRowId,
      };
    }),
    redirectToRoot: assign({ navigation: ROOT }),
    redirectToCategories: assign({
      navigation: { route: 'categories', replace: true } satisfies RouteTarget,
    }),

    // Cart load and validation
    arriveAtCart: enqueueActions(({ context, enqueue }) => {
      const cleaned = dropEmptyHiddenProducts(context.cart, context.catalogue);
      const result = validateCart(cleaned.cart, context.catalogue);
      enqueue.assign({
        cart: result.cart,
        unsaved: context.unsaved || cleaned.changed || result.changed,
        navigation: null,
        removal: null,
        detailsRowId: null,
        termRowId: null,
        termPreview: null,
        requirement: null,
        requirementNoticeDismissed: false,
      });
      for (const notice of result.notices) enqueue.emit({ type: 'notify', notice });
    }),
    validateCart: enqueueActions(({ context, enqueue }) => {
      const result = validateCart(context.cart, context.catalogue);
      enqueue.assign({ cart: result.cart, unsaved: context.unsaved || result.changed });
      for (const notice of result.notices) enqueue.emit({ type: 'notify', notice });
    }),
    storeSavedCart: enqueueActions(({ enqueue }, saved: SaveCartOutput) => {
      enqueue.assign({ cart: saved.data, unsaved: false });
      for (const notice of saved.notices) enqueue.emit({ type: 'notify', notice });
    }),
    /** A failed save is reported, not retried in a loop: the next change saves the whole cart again. */
    reportSaveFailure: enqueueActions(({ enqueue }) => {
      enqueue.assign({ unsaved: false });
      enqueue.emit({ type: 'notify', notice: CART_SCREEN_NOTICES.failed() });
    }),
    notifyFailure: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'notify', notice: CART_SCREEN_NOTICES.failed() });
    }),

    // Required-field check
    rememberMissingDomain: assign(({ context }) => ({
      requirement:
        findMissingRequirements(context.cart, context.catalogue).find(
          (requirement) => requirement.kind === 'domain',
        ) ?? null,
    })),
    rememberMissingFields: assign(({ context }) => ({
      requirement:
        findMissingRequirements(context.cart, context.catalogue).find(
          (requirement) => requirement.kind !== 'domain',
        ) ?? null,
    })),
    dismissRequirement: assign({ requirement: null, requirementNoticeDismissed: true }),
    followRequirement: assign(({ context }) => ({
      navigation: context.requirement ? requirementTarget(context.requirement) : null,
      requirement: null,
    })),

    // Removal
    rememberRemoval: assign(({ context, event }) => ({
      removal: event.type === 'REMOVE.REQUESTED' ? event.target : context.removal,
    })),
    forgetRemoval: assign({ removal: null }),
    applyRemoval: enqueueActions(({ context, enqueue }) => {
      if (!context.removal) return;
      const removed = previewRemoval(context.cart, context.removal, context.catalogue);
      const settled = settle(removed.cart, context.catalogue);
      enqueue.assign({ cart: settled.cart, unsaved: true, removal: null });
      for (const notice of settled.notices) enqueue.emit({ type: 'notify', notice });
    }),

    // Contract details
    openDetails: assign(({ context, event }) => ({
      detailsRowId: event.type === 'DETAILS.OPENED' ? event.rowId : context.detailsRowId,
    })),
    closeDetails: assign({ detailsRowId: null }),

    // Term change
    startTermChange: assign(({ context, event }) => ({
      termRowId: event.type === 'TERM.CHANGE_REQUESTED' ? event.rowId : context.termRowId,
      termPreview: null,
    })),
    previewTerm: assign(({ context, event }) => {
      const change = previewTerm(context, event);
      if (!change) return {};
      return {
        termPreview: { step: event.type === 'TERM.INTERVAL_CHOSEN' ? 'interval' : 'maturity', change },
      };
    }),
    warnTermBlocked: enqueueActions(({ context, event, enqueue }) => {
      const blocked = previewTerm(context, event)?.blocked ?? [];
      const names = productNames(blocked, context.catalogue);
      enqueue.emit({ type: 'notify', notice: CART_SCREEN_NOTICES.unsupportedRuntime(names) });
    }),
    commitTerm: enqueueActions(({ context, enqueue }) => {
      if (!context.termPreview) return;
      const settled = settle(replaceRow(context.cart, context.termPreview.change.item), context.catalogue);
      enqueue.assign({ cart: settled.cart, unsaved: true });
      for (const notice of settled.notices) enqueue.emit({ type: 'notify', notice });
    }),
    endTermChange: assign({ termRowId: null, termPreview: null }),

    // Module selector
    chooseModule: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'MODULE.CHOSEN') return;
      const item = editableRow(context, event.rowId);
      if (!item) return;
      const change = chooseModule(item, event.groupId, event.addonId, context.catalogue);
      const settled = settle(replaceRow(context.cart, change.item), context.catalogue);
      enqueue.assign({ cart: settled.cart, unsaved: true });
      for (const notice of settled.notices) enqueue.emit({ type: 'notify', notice });
    }),

    // Promo code
    rememberPromoCode: assign(({ context, event }) => ({
      promoCode: event.type === 'PROMO.SUBMITTED' ? event.code.trim() : context.promoCode,
    })),
    notifyPromotionLookupsUsedUp: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'notify', notice: promotionAttemptsUsedUpNotice() });
    }),
    notifyPromotionNotFound: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'notify', notice: promotionNotFoundNotice(context.promoCode ?? '') });
    }),
    applyPromotion: enqueueActions(({ context, enqueue }, promotion: Promotion | null) => {
      if (!promotion) return;
      const catalogue = withPromotion(context.catalogue, promotion);
      const redeemed = redeemInCart(context.cart, context.promoCode ?? promotion.code, catalogue);
      const replacedNotice = redeemed.outcome.status === 'applied' ? redeemed.outcome.replacedNotice : null;
      enqueue.assign({ cart: redeemed.cart, catalogue, unsaved: true });
      enqueue.emit({
        type: 'notify',
        notice: CART_SCREEN_NOTICES.promotionRedeemed(promotion.code, replacedNotice),
      });
    }),
    notifyPromotionNotApplicable: enqueueActions(({ context, enqueue }, promotion: Promotion | null) => {
      if (!promotion) return;
      const catalogue = withPromotion(context.catalogue, promotion);
      const { outcome } = redeemInCart(context.cart, context.promoCode ?? promotion.code, catalogue);
      if (outcome.status !== 'applied') enqueue.emit({ type: 'notify', notice: outcome.notice });
    }),

    // Empty the cart: rows the actor may not edit (preconfigured draft rows of a customer) stay.
    emptyCart: assign(({ context }) => ({
      cart: {
        ...context.cart,
        items: context.cart.items.filter((item) => !mayEditItem(item, context.actor)),
      },
      unsaved: true,
    })),

    // Links
    goToAddonReselection: assign(({ context, event }) => {
      const item = event.type === 'ADDONS.CHANGE_REQUESTED' ? findRow(context.cart, event.rowId) : undefined;
      if (!item) return {};
      return {
        navigation: { route: reselectionRouteFor(item, context.catalogue), query: { id: item.row_id } },
        parentRowId: item.row_id,
      };
    }),
    goToPopularAddons: assign(({ event }) => {
      if (event.type !== 'UPSELLS.CUSTOMIZE_REQUESTED') return {};
      return {
        navigation: { route: 'popularAddons', query: { id: event.rowId } } satisfies RouteTarget,
        parentRowId: event.rowId,
      };
    }),
    goToDomainLookup: assign(({ event }) => {
      if (event.type !== 'DOMAIN.ADD_REQUESTED') return {};
      // returnToCart: once the domain is chosen the visitor comes back here, not through the row's steps.
      const target: RouteTarget = {
        route: 'domainsLookup',
        query: { id: event.rowId, returnToCart: 'true' },
      };
      return { navigation: target };
    }),
    goToCategories: assign({ navigation: { route: 'categories' } satisfies RouteTarget }),
    goToCheckout: assign(({ context }) => ({
      navigation: { route: CHECKOUT_ROUTES[checkoutStart(context.customer)] } satisfies RouteTarget,
    })),

    // Order drafts
    notifyNoOrderDraft: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'notify', notice: CART_SCREEN_NOTICES.noOrderDraft() });
    }),
    notifyDraftNotSaved: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'notify', notice: CART_SCREEN_NOTICES.draftNotSaved() });
    }),
    notifyDraftNotCancelled: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'notify', notice: CART_SCREEN_NOTICES.draftNotCancelled() });
    }),
    /** The server knows no draft of this session (cancelled elsewhere): no button, the spec's notice. */
    forgetUnknownDraft: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ actor: { ...context.actor, hasDraftSession: false }, orderDraftId: null });
      enqueue.emit({ type: 'notify', notice: CART_SCREEN_NOTICES.draftDoesNotExist() });
    }),
    /** The draft is gone: an empty cart, and the visitor is a plain customer again. */
    endDraftSession: assign(({ context }) => ({
      cart: { ...context.cart, items: [] },
      actor: { ...context.actor, hasDraftSession: false },
      orderDraftId: null,
    })),
    leaveForDrafts: enqueueActions(({ context, enqueue }, draft: SaveOrderDraftOutput) => {
      enqueue.assign({ orderDraftId: draft.id });
      enqueue.emit({ type: 'leave', url: draftsPageUrl(context.adminPanelUrl, draft.id) });
    }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    ...input,
    unsaved: false,
    navigation: null,
    parentRowId: null,
    removal: null,
    detailsRowId: null,
    termRowId: null,
    termPreview: null,
    requirement: null,
    requirementNoticeDismissed: false,
    promoCode: null,
  }),
  /** Waits for the navigation that opens the cart page or asks the catalogue rules for a route. */
  initial: 'entering',
  // Each navigation hides modals (it leaves the screen's child states) and passes the route guards.
  on: {
    'CATALOGUE.REFRESHED': { actions: 'showRefreshedCatalogue' },
    'ROUTE.ENTERED': [
      { guard: 'isCartRoute', target: '.screen', reenter: true },
      { guard: 'reselectionWithoutId', target: '.handedOver', actions: 'redirectToRoot' },
      { guard: 'addingForbiddenOnRoute', target: '.screen', reenter: true },
      { guard: 'popularAddonsUnavailable', target: '.handedOver', actions: 'redirectToRoot' },
      { guard: 'unknownRow', target: '.handedOver', actions: 'redirectToCategories' },
      // Cart validation after each navigation; the cart is saved before handing over if it changed.
      { guard: 'navigationNeedsSave', target: '.persisting', actions: ['acceptNavigation', 'validateCart'] },
      { target: '.handedOver', actions: ['acceptNavigation', 'validateCart'] },
    ],
  },
  states: {
    entering: {},
    /**
     * The cart page. Entering it is a cart load: hide_in_cart products with no addons and no
     * domains are removed, the cart is validated (notices emitted) and saved if anything changed;
     * then the required-field check opens its notice.
     */
    screen: {
      meta: view('cart', 'cart.title'),
      entry: 'arriveAtCart',
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'hasUnsavedChanges', target: 'saving' },
            { guard: 'showsMissingDomainNotice', target: 'missingDomain', actions: 'rememberMissingDomain' },
            { guard: 'showsMissingFieldsNotice', target: 'missingFields', actions: 'rememberMissingFields' },
          ],
          on: {
            'REMOVE.REQUESTED': {
              guard: 'removalAllowed',
              target: 'confirmRemoval',
              actions: 'rememberRemoval',
            },
            'DETAILS.OPENED': { guard: 'rowExists', target: 'contractDetails', actions: 'openDetails' },
            'TERM.CHANGE_REQUESTED': {
              guard: 'termChangeable',
              target: 'period',
              actions: 'startTermChange',
            },
            'MODULE.CHOSEN': { guard: 'moduleChangeApplies', target: 'idle', actions: 'chooseModule' },
            'PROMO.SUBMITTED': {
              guard: 'promoCodeEntered',
              target: 'redeeming',
              actions: 'rememberPromoCode',
            },
            'CART.EMPTY_REQUESTED': { target: 'confirmEmpty' },
            'ADDONS.CHANGE_REQUESTED': {
              guard: 'rowEditable',
              target: '#cart.handedOver',
              actions: 'goToAddonReselection',
            },
            'UPSELLS.CUSTOMIZE_REQUESTED': {
              guard: 'rowHasUpsells',
              target: '#cart.handedOver',
              actions: 'goToPopularAddons',
            },
            'DOMAIN.ADD_REQUESTED': {
              guard: 'domainAddable',
              target: '#cart.handedOver',
              actions: 'goToDomainLookup',
            },
            'PRODUCT.ADD_REQUESTED': {
              guard: 'mayAddItems',
              target: '#cart.handedOver',
              actions: 'goToCategories',
            },
            'CHECKOUT.REQUESTED': [
              // The sales agent's one save action reads 'save order': it stores the draft instead.
              { guard: 'salesAgentWithoutDraft', actions: 'notifyNoOrderDraft' },
              { guard: 'isSalesAgent', target: 'savingDraft' },
              { guard: 'cartMissesDomain', target: 'missingDomain', actions: 'rememberMissingDomain' },
              { guard: 'cartMissesFields', target: 'missingFields', actions: 'rememberMissingFields' },
              { target: '#cart.handedOver', actions: 'goToCheckout' },
            ],
            'DRAFT.CANCEL_REQUESTED': { guard: 'customerUpdatingDraft', target: 'cancellingDraft' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.cart,
            onDone: {
              target: 'idle',
              actions: { type: 'storeSavedCart', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: 'reportSaveFailure' },
          },
        },
        /** Confirm removal modal. */
        confirmRemoval: {
          on: {
            'REMOVE.CONFIRMED': { target: 'idle', actions: 'applyRemoval' },
            'REMOVE.CANCELLED': { target: 'idle', actions: 'forgetRemoval' },
          },
        },
        /** Confirm modal of 'empty the cart': nothing goes until the visitor confirms. */
        confirmEmpty: {
          on: {
            'CART.EMPTY_CONFIRMED': { target: 'idle', actions: 'emptyCart' },
            'CART.EMPTY_CANCELLED': { target: 'idle' },
          },
        },
        /** Contract details modal. */
        contractDetails: {
          on: { 'MODAL.CLOSED': { target: 'idle', actions: 'closeDetails' } },
        },
        /** Missing-domain notice: its button leads to domain selection for the row. */
        missingDomain: {
          on: {
            'REQUIREMENT.FIX_REQUESTED': { target: '#cart.handedOver', actions: 'followRequirement' },
            'MODAL.CLOSED': { target: 'idle', actions: 'dismissRequirement' },
          },
        },
        /** Missing-additional-field notice: its button leads back to the matching fields screen. */
        missingFields: {
          on: {
            'REQUIREMENT.FIX_REQUESTED': { target: '#cart.handedOver', actions: 'followRequirement' },
            'MODAL.CLOSED': { target: 'idle', actions: 'dismissRequirement' },
          },
        },
        /** Product period change modal: maturity, then interval when the maturity has several. */
        period: {
          initial: 'maturity',
          exit: 'endTermChange',
          states: {
            maturity: {
              on: {
                'TERM.MATURITY_CHOSEN': [
                  { guard: 'termChangeBlocked', actions: 'warnTermBlocked' },
                  { guard: 'termChangeDropsSomething', target: 'confirmDrop', actions: 'previewTerm' },
                  { target: 'saving', actions: ['previewTerm', 'commitTerm'] },
                ],
                'MODAL.CLOSED': { target: '#cart.screen.idle' },
              },
            },
            interval: {
              on: {
                'TERM.INTERVAL_CHOSEN': [
                  { guard: 'termChangeBlocked', actions: 'warnTermBlocked' },
                  { guard: 'termChangeDropsSomething', target: 'confirmDrop', actions: 'previewTerm' },
                  { target: 'saving', actions: ['previewTerm', 'commitTerm'] },
                ],
                'MODAL.CLOSED': { target: '#cart.screen.idle' },
              },
            },
            /** Addon period change modal: the new term drops addons, upsells or a manual promotion. */
            confirmDrop: {
              on: {
                'TERM.CONFIRMED': { target: 'saving', actions: 'commitTerm' },
                'TERM.CANCELLED': { target: '#cart.screen.idle' },
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveCart',
                src: 'saveCart',
                input: ({ context }) => context.cart,
                onDone: [
                  {
                    guard: 'intervalChoiceFollows',
                    target: 'interval',
                    actions: { type: 'storeSavedCart', params: ({ event }) => event.output },
                  },
                  {
                    target: 'closing',
                    actions: { type: 'storeSavedCart', params: ({ event }) => event.output },
                  },
                ],
                onError: { target: 'closing', actions: 'reportSaveFailure' },
              },
            },
            closing: {
              after: { [PERIOD_MODAL_CLOSE_MS]: { target: '#cart.screen.idle' } },
            },
          },
        },
        redeeming: {
          tags: ['busy'],
          invoke: {
            id: 'redeemPromoCode',
            src: 'redeemPromoCode',
            input: ({ context }) => ({ code: context.promoCode ?? '' }),
            onDone: [
              { guard: 'promotionNotFound', target: 'idle', actions: 'notifyPromotionNotFound' },
              {
                guard: 'promotionAppliesToCart',
                target: 'idle',
                actions: { type: 'applyPromotion', params: ({ event }) => event.output },
              },
              {
                target: 'idle',
                actions: { type: 'notifyPromotionNotApplicable', params: ({ event }) => event.output },
              },
            ],
            onError: [
              { guard: 'promotionLookupsUsedUp', target: 'idle', actions: 'notifyPromotionLookupsUsedUp' },
              { target: 'idle', actions: 'notifyFailure' },
            ],
          },
        },
        /** Customer updating a draft: cancel order ends the draft and empties the cart. */
        cancellingDraft: {
          tags: ['busy'],
          invoke: {
            id: 'cancelDraft',
            src: 'cancelDraft',
            onDone: { target: 'idle', actions: 'endDraftSession' },
            onError: [
              {
                guard: { type: 'draftUnknown', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: 'forgetUnknownDraft',
              },
              { target: 'idle', actions: 'notifyDraftNotCancelled' },
            ],
          },
        },
        /** Sales agent: the order draft is saved, then the agent leaves for the drafts page. */
        savingDraft: {
          tags: ['busy'],
          invoke: {
            id: 'saveOrderDraft',
            src: 'saveOrderDraft',
            input: ({ context }) => ({ cart: context.cart }),
            onDone: {
              target: 'idle',
              actions: { type: 'leaveForDrafts', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: 'notifyDraftNotSaved' },
          },
        },
      },
    },
    /** An accepted navigation waits for the validated cart to be saved. */
    persisting: {
      tags: ['busy'],
      invoke: {
        id: 'saveCart',
        src: 'saveCart',
        input: ({ context }) => context.cart,
        onDone: {
          target: 'handedOver',
          actions: { type: 'storeSavedCart', params: ({ event }) => event.output },
        },
        onError: { target: 'handedOver', actions: 'reportSaveFailure' },
      },
    },
    /** Handed over: the next screen belongs to another machine (catalogue, lookup, checkout). */
    handedOver: { type: 'final' },
  },
  output: ({ context }) => ({
    next: context.navigation ?? ROOT,
    parentRowId: context.parentRowId,
    cart: context.cart,
    promotions: context.catalogue.promotions,
  }),
});
