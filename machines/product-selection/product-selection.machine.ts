import type { Cart } from '@contract/cart';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { NotifyEmitted } from '../shared/events';
import { refreshedCatalogue } from '../shared/refresh-catalogue';
import type { RouteId } from '../shared/routes';
import { type StateMeta, view } from '../shared/view';
import * as act from './actions';
import { fieldsToValidate } from './fields';
import * as is from './guards';
import {
  linkPromoCode,
  linkPromotionToLookUp,
  storeFailedLinkPromotion,
  storeLinkPromotion,
} from './link-promotion';
import { lookupQuery, postfillRoute, readOutput } from './output';
import type {
  EnteredRoute,
  LookUpPromotionInput,
  LookUpPromotionOutput,
  NextStep,
  PendingTerm,
  ProductSelectionContext,
  ProductSelectionEvent,
  ProductSelectionInput,
  ProductSelectionOutput,
  SaveCartOutput,
  StepKind,
  SubmittedValues,
  ValidateFieldsInput,
  ValidateFieldsOutput,
} from './types';

/** What an action may do: change the context and emit notices. */
interface Effects {
  assign: (patch: Partial<ProductSelectionContext>) => void;
  emit: (event: NotifyEmitted) => void;
}

function perform(enqueue: Effects, update: act.Update): void {
  enqueue.assign(update.patch);
  for (const notice of update.notices) enqueue.emit({ type: 'notify', notice });
}

const ROOT = '#productSelection';

type FieldsSubmitted = Extract<ProductSelectionEvent, { type: 'FIELDS.SUBMITTED' }>;

/**
 * The fields form of an addon or upsell in the row: edit (rule errors stay on screen), validate on
 * the server, save; after saving, the next element of the same kind needing its fields screen
 * (`again`), postfill for postponed fields, or `done`.
 */
function elementFieldsForm(
  kind: 'addon' | 'upsell',
  again: { guard: 'hasAddonForFieldsScreen' | 'hasUpsellForFieldsScreen'; target: string },
  done: string,
) {
  const storeSaved = {
    type: 'storeSavedCart',
    params: ({ event }: { event: { output: SaveCartOutput } }) => ({ response: event.output }),
  } as const;
  return {
    initial: 'editing',
    states: {
      editing: {
        on: {
          'FIELDS.SUBMITTED': [
            {
              guard: {
                type: 'fieldsInvalid',
                params: ({ event }: { event: FieldsSubmitted }) => ({ values: event.values }),
              },
              actions: {
                type: 'storeRuleErrors',
                params: ({ event }: { event: FieldsSubmitted }) => ({ values: event.values }),
              },
            },
            {
              target: 'validating',
              actions: {
                type: 'storePendingValues',
                params: ({ event }: { event: FieldsSubmitted }) => ({ values: event.values }),
              },
            },
          ],
        },
      },
      validating: {
        tags: ['busy'],
        invoke: {
          id: 'validateFields',
          src: 'validateFields',
          input: ({ context }: { context: ProductSelectionContext }) =>
            fieldsToValidate(context.pendingValues, kind),
          onDone: [
            {
              guard: {
                type: 'serverFoundErrors',
                params: ({ event }: { event: { output: ValidateFieldsOutput } }) => ({
                  response: event.output,
                }),
              },
              target: 'editing',
              actions: {
                type: 'storeServerErrors',
                params: ({ event }: { event: { output: ValidateFieldsOutput } }) => ({
                  response: event.output,
                }),
              },
            },
            { target: 'saving', actions: 'applyElementFields' },
          ],
          onError: { target: 'editing', actions: 'notifyError' },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          id: 'saveCart',
          src: 'saveCart',
          input: ({ context }: { context: ProductSelectionContext }) => context.cart,
          onDone: [
            { guard: 'postponedForm', target: `${ROOT}.toPostfill`, actions: storeSaved },
            { guard: again.guard, target: again.target, reenter: true, actions: storeSaved },
            { target: done, actions: storeSaved },
          ],
          onError: { target: 'editing', actions: 'revertCart' },
        },
      },
    },
  } as const;
}

type TermChosen = Extract<ProductSelectionEvent, { type: 'MATURITY.CHOSEN' | 'INTERVAL.CHOSEN' }>;

/**
 * The maturity and the interval step: a term the row cannot change to is refused with its notice,
 * the same term goes on, a term that drops addons, upsells or the manual promotion waits for the
 * confirm modal (`TERM.CONFIRMED` / `TERM.CANCELLED`), any other is applied and saved.
 */
function termStep<Chosen extends TermChosen['type']>(
  chosen: Chosen,
  termOf: (event: Extract<TermChosen, { type: Chosen }>) => PendingTerm,
) {
  const term = ({ event }: { event: Extract<TermChosen, { type: Chosen }> }) => ({ term: termOf(event) });
  return {
    initial: 'choosing',
    states: {
      choosing: {
        on: {
          [chosen]: [
            {
              guard: { type: 'termChangeBlocked', params: term },
              actions: { type: 'notifyTermBlocked', params: term },
            },
            { guard: { type: 'termChangeIsNoop', params: term }, target: `${ROOT}.deciding` },
            {
              guard: { type: 'termChangeDropsSomething', params: term },
              target: 'confirming',
              actions: { type: 'storePendingTerm', params: term },
            },
            { target: 'saving', actions: [{ type: 'storePendingTerm', params: term }, 'applyPendingTerm'] },
          ],
        },
      },
      confirming: {
        on: {
          'TERM.CONFIRMED': { target: 'saving', actions: 'applyPendingTerm' },
          'TERM.CANCELLED': { target: 'choosing', actions: 'clearPendingTerm' },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          id: 'saveCart',
          src: 'saveCart',
          input: ({ context }: { context: ProductSelectionContext }) => context.cart,
          onDone: {
            target: `${ROOT}.deciding`,
            actions: {
              type: 'storeSavedCart',
              params: ({ event }: { event: { output: SaveCartOutput } }) => ({ response: event.output }),
            },
          },
          onError: { target: 'choosing', actions: 'revertCart' },
        },
      },
    },
  } as const;
}

/**
 * A link's promo code the shop does not know yet is asked of the server before the product or row
 * whose fields would be saved with it goes on (`returnTo` decides again, the code now known).
 */
function linkPromotionLookUp(returnTo: 'choosingProduct' | 'enteringRowFields') {
  return {
    tags: ['busy'],
    invoke: {
      id: 'lookUpPromotion',
      src: 'lookUpPromotion',
      input: ({ context }: { context: ProductSelectionContext }) => ({ code: linkPromoCode(context) ?? '' }),
      onDone: {
        target: returnTo,
        actions: {
          type: 'storeLinkPromotion',
          params: ({ event }: { event: { output: LookUpPromotionOutput } }) => ({ promotion: event.output }),
        },
      },
      onError: { target: returnTo, actions: 'storeFailedLinkPromotion' },
    },
  } as const;
}

/**
 * Product selection (catalogue spec section 4, "Step order after choosing an item"): from the
 * products screen (or a deep link, or a step URL) through the product fields, upsells, addon
 * variants, promoted addons, the domain hand-over, maturity, interval, addons and addon fields to
 * the cart; plus the contract transfer. Ends with `{ next: RouteTarget }`.
 */
export const productSelectionMachine = setup({
  types: {
    context: {} as ProductSelectionContext,
    events: {} as ProductSelectionEvent,
    input: {} as ProductSelectionInput,
    output: {} as ProductSelectionOutput,
    emitted: {} as NotifyEmitted,
    meta: {} as StateMeta,
  },
  actors: {
    saveCart: fromPromise<SaveCartOutput, Cart>(() => Promise.reject(new Error('provided by the app'))),
    validateFields: fromPromise<ValidateFieldsOutput, ValidateFieldsInput>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
    lookUpPromotion: fromPromise<LookUpPromotionOutput, LookUpPromotionInput>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
  },
  guards: {
    enteredRoute: ({ context }, params: { routes: readonly RouteId[] }) =>
      is.enteredRoute(context, params.routes),
    enteredStepRoute: ({ context }) => is.enteredStepRoute(context),
    linkPromotionToLookUp: ({ context }) => linkPromotionToLookUp(context),
    addingNotAllowedHere: ({ context }) => is.addingNotAllowedHere(context),
    choosesProduct: ({ context }) => is.choosesProduct(context),
    categoryHasOneProduct: ({ context }) => is.categoryHasOneProduct(context),
    categoryHasProducts: ({ context }) => is.categoryHasProducts(context),
    enteredExistingRow: ({ context }) => is.enteredExistingRow(context),
    rowMissing: ({ context }) => is.rowMissing(context),
    rowHasNoUpsells: ({ context }) => is.rowHasNoUpsells(context),
    productUnavailable: ({ context }) => is.productUnavailable(context),
    productLimitReached: ({ context }) => is.productLimitReached(context),
    productHasFormFields: ({ context }) => is.productHasFormFields(context),
    nextStepIs: ({ context }, params: { step: NextStep }) => is.nextStepIs(context, params.step),
    isReturning: ({ context }) => is.isReturning(context),
    postponedForm: ({ context }) => is.postponedForm(context),
    hasAddonForFieldsScreen: ({ context }) => is.hasAddonForFieldsScreen(context),
    hasUpsellForFieldsScreen: ({ context }) => is.hasUpsellForFieldsScreen(context),
    fieldsInvalid: ({ context }, params: { values: SubmittedValues }) =>
      is.fieldsInvalid(context, params.values),
    serverFoundErrors: (_, params: { response: ValidateFieldsOutput }) =>
      is.serverFoundErrors(params.response),
    upsellAddable: ({ context }) => is.upsellAddable(context),
    upsellInRow: ({ context }) => is.upsellInRow(context),
    upsellHasFields: ({ context }) => is.upsellHasFields(context),
    leavesUpsellsForCart: ({ context }) => is.leavesUpsellsForCart(context),
    hasNextUpsell: ({ context }) => is.hasNextUpsell(context),
    variantAddable: ({ context }, params: { addonId: number }) => is.variantAddable(context, params.addonId),
    variantAlreadyChosen: ({ context }, params: { addonId: number }) =>
      is.variantAlreadyChosen(context, params.addonId),
    hasNextVariantGroup: ({ context }) => is.hasNextVariantGroup(context),
    hasPreviousVariantGroup: ({ context }) => is.hasPreviousVariantGroup(context),
    promotedRemovable: ({ context }) => is.promotedRemovable(context),
    promotedNeedsForm: ({ context }) => is.promotedNeedsForm(context),
    promotedAddable: ({ context }) => is.promotedAddable(context),
    hasNextPromoted: ({ context }) => is.hasNextPromoted(context),
    hasPreviousPromoted: ({ context }) => is.hasPreviousPromoted(context),
    addonToggleChangesRow: ({ context }, params: { addonId: number }) =>
      is.addonToggleChangesRow(context, params.addonId),
    termChangeBlocked: ({ context }, params: { term: PendingTerm }) =>
      is.termChangeBlocked(context, params.term),
    termChangeIsNoop: ({ context }, params: { term: PendingTerm }) =>
      is.termChangeIsNoop(context, params.term),
    termChangeDropsSomething: ({ context }, params: { term: PendingTerm }) =>
      is.termChangeDropsSomething(context, params.term),
    transferUnavailable: ({ context }) => is.transferUnavailable(context),
    transferIdBreaksRules: ({ context }) => is.transferIdBreaksRules(context),
  },
  actions: {
    /** An offer loaded again (another language): the screen shows its names; promotions stay. */
    showRefreshedCatalogue: assign(({ context, event }) => refreshedCatalogue(context.catalogue, event)),
    storeLinkPromotion: assign(({ context }, params: { promotion: LookUpPromotionOutput }) =>
      storeLinkPromotion(context, params.promotion),
    ),
    storeFailedLinkPromotion: enqueueActions(({ context, enqueue }) => {
      enqueue.assign(storeFailedLinkPromotion(context));
      perform(enqueue, act.notifyError());
    }),
    storeRoute: enqueueActions(({ context, enqueue }, params: { route: EnteredRoute }) =>
      perform(enqueue, act.storeRoute(context, params.route)),
    ),
    clearFieldError: enqueueActions(({ context, enqueue }, params: { key: string }) =>
      perform(enqueue, act.clearFieldError(context, params.key)),
    ),
    pickQueryProduct: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.pickQueryProduct(context)),
    ),
    pickOnlyProduct: enqueueActions(({ context, enqueue }) => perform(enqueue, act.pickOnlyProduct(context))),
    pickChosenProduct: enqueueActions(({ enqueue }, params: { productId: number }) =>
      perform(enqueue, act.pickChosenProduct(params.productId)),
    ),
    refuseProduct: enqueueActions(({ context, enqueue }) => perform(enqueue, act.refuseProduct(context))),
    startProductForm: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.startProductForm(context)),
    ),
    addProductWithoutFields: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.saveProductFields(context, [])),
    ),
    applyProductFields: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.saveProductFields(context, context.pendingValues)),
    ),
    startStep: enqueueActions(({ enqueue }, params: { step: StepKind }) =>
      perform(enqueue, act.startStep(params.step)),
    ),
    cursorFromRoute: enqueueActions(({ context, enqueue }) => perform(enqueue, act.cursorFromRoute(context))),
    cursorAtStart: enqueueActions(({ enqueue }) => perform(enqueue, act.cursorAtStart())),
    storeRuleErrors: enqueueActions(({ context, enqueue }, params: { values: SubmittedValues }) =>
      perform(enqueue, act.storeRuleErrors(context, params.values)),
    ),
    storePendingValues: enqueueActions(({ context, enqueue }, params: { values: SubmittedValues }) =>
      perform(enqueue, act.storePendingValues(context, params.values)),
    ),
    storeServerErrors: enqueueActions(({ context, enqueue }, params: { response: ValidateFieldsOutput }) =>
      perform(enqueue, act.storeServerErrors(context, params.response)),
    ),
    storeSavedCart: enqueueActions(({ enqueue }, params: { response: SaveCartOutput }) =>
      perform(enqueue, act.storeSavedCart(params.response)),
    ),
    revertCart: enqueueActions(({ context, enqueue }) => perform(enqueue, act.revertCart(context))),
    notifyError: enqueueActions(({ enqueue }) => perform(enqueue, act.notifyError())),
    applyElementFields: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.applyElementFields(context)),
    ),
    startUpsells: enqueueActions(({ context, enqueue }) => perform(enqueue, act.startUpsells(context))),
    addCurrentUpsell: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.addCurrentUpsell(context)),
    ),
    passCurrentUpsell: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.passCurrentUpsell(context)),
    ),
    nextUpsell: enqueueActions(({ context, enqueue }) => perform(enqueue, act.nextUpsell(context))),
    startUpsellForm: enqueueActions(({ context, enqueue }) => perform(enqueue, act.startUpsellForm(context))),
    startUpsellFields: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.startUpsellFields(context)),
    ),
    startVariants: enqueueActions(({ context, enqueue }) => perform(enqueue, act.startVariants(context))),
    chooseVariantAddon: enqueueActions(({ context, enqueue }, params: { addonId: number }) =>
      perform(enqueue, act.chooseVariantAddon(context, params.addonId)),
    ),
    nextVariantGroup: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.nextVariantGroup(context)),
    ),
    previousVariantGroup: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.previousVariantGroup(context)),
    ),
    startPromoted: enqueueActions(({ context, enqueue }) => perform(enqueue, act.startPromoted(context))),
    previousPromoted: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.previousPromoted(context)),
    ),
    nextPromoted: enqueueActions(({ context, enqueue }) => perform(enqueue, act.nextPromoted(context))),
    toggleCurrentPromoted: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.toggleCurrentPromoted(context)),
    ),
    startPromotedForm: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.startPromotedForm(context)),
    ),
    addPromotedWithFields: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.addPromotedWithFields(context)),
    ),
    toggleChosenAddon: enqueueActions(({ context, enqueue }, params: { addonId: number }) =>
      perform(enqueue, act.toggleChosenAddon(context, params.addonId)),
    ),
    startAddonFields: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.startAddonFields(context)),
    ),
    storePendingTerm: enqueueActions(({ enqueue }, params: { term: PendingTerm }) =>
      perform(enqueue, act.storePendingTerm(params.term)),
    ),
    clearPendingTerm: enqueueActions(({ enqueue }) => perform(enqueue, act.storePendingTerm(null))),
    applyPendingTerm: enqueueActions(({ context, enqueue }) =>
      perform(enqueue, act.applyPendingTerm(context)),
    ),
    notifyTermBlocked: enqueueActions(({ context, enqueue }, params: { term: PendingTerm }) =>
      perform(enqueue, act.notifyTermBlocked(context, params.term)),
    ),
    refuseTransfer: enqueueActions(({ context, enqueue }) => perform(enqueue, act.refuseTransfer(context))),
    refuseTransferByServer: enqueueActions(({ enqueue }, params: { response: ValidateFieldsOutput }) =>
      perform(enqueue, act.refuseTransferByServer(params.response)),
    ),
    notifyTransferServiceUnavailable: enqueueActions(({ enqueue }) =>
      perform(enqueue, act.notifyTransferServiceUnavailable()),
    ),
    addTransfer: enqueueActions(({ context, enqueue }) => perform(enqueue, act.addTransfer(context))),
  },
}).createMachine({
  id: 'productSelection',
  context: ({ input }) => act.initialContext(input),
  initial: 'idle',
  output: ({ context, event }) => ({
    ...readOutput(event.output),
    cart: context.savedCart,
    promotions: context.catalogue.promotions,
  }),
  on: {
    'CATALOGUE.REFRESHED': { actions: 'showRefreshedCatalogue' },
    'ROUTE.ENTERED': {
      target: '.entering',
      actions: {
        type: 'storeRoute',
        params: ({ event }) => ({ route: { route: event.route, params: event.params, query: event.query } }),
      },
    },
    'FIELDS.EDITED': { actions: { type: 'clearFieldError', params: ({ event }) => ({ key: event.key }) } },
  },
  states: {
    /** Waiting for the router to report a route of this machine (the first event after start). */
    idle: {},

    // ── Route entry (route guards of the spec) ──────────────────────────────────────────────
    entering: {
      always: [
        { guard: 'addingNotAllowedHere', target: 'toCart' },
        {
          guard: { type: 'enteredRoute', params: { routes: ['contractTransfer'] } },
          target: 'contractTransfer',
        },
        { guard: { type: 'enteredRoute', params: { routes: ['products'] } }, target: 'enteringProducts' },
        {
          guard: { type: 'enteredRoute', params: { routes: ['additionalProductFields'] } },
          target: 'enteringProductFields',
        },
        { guard: 'enteredStepRoute', target: 'enteringStep' },
        { target: 'toCategories' },
      ],
    },
    enteringProducts: {
      always: [
        { guard: 'choosesProduct', target: 'choosingProduct', actions: 'pickQueryProduct' },
        { guard: 'categoryHasOneProduct', target: 'choosingProduct', actions: 'pickOnlyProduct' },
        { guard: 'categoryHasProducts', target: 'products' },
        { target: 'toCategories' },
      ],
    },
    enteringProductFields: {
      always: [
        { guard: 'enteredExistingRow', target: 'enteringRowFields' },
        { target: 'choosingProduct', actions: 'pickQueryProduct' },
      ],
    },
    enteringRowFields: {
      always: [
        { guard: 'rowMissing', target: 'toCategories' },
        { guard: 'linkPromotionToLookUp', target: 'lookingUpRowLinkPromotion' },
        { guard: 'productHasFormFields', target: 'productFields' },
        { target: 'deciding', actions: 'cursorAtStart' },
      ],
    },
    lookingUpRowLinkPromotion: linkPromotionLookUp('enteringRowFields'),
    enteringStep: {
      always: [
        { guard: 'rowMissing', target: 'toCategories' },
        { guard: 'rowHasNoUpsells', target: 'toCategories' },
        {
          guard: { type: 'enteredRoute', params: { routes: ['additionalAddonFields'] } },
          target: 'enteringAddonFields',
        },
        {
          guard: { type: 'enteredRoute', params: { routes: ['additionalPopularAddonFields'] } },
          target: 'enteringUpsellFields',
        },
        { target: 'deciding', actions: 'cursorFromRoute' },
      ],
    },
    enteringAddonFields: {
      always: [{ guard: 'hasAddonForFieldsScreen', target: 'addonFields' }, { target: 'toCart' }],
    },
    enteringUpsellFields: {
      always: [{ guard: 'hasUpsellForFieldsScreen', target: 'upsellFields' }, { target: 'toCart' }],
    },

    // ── Choosing a product ──────────────────────────────────────────────────────────────────
    products: {
      meta: view('products', 'products.title'),
      on: {
        'PRODUCT.CHOSEN': {
          target: 'choosingProduct',
          actions: { type: 'pickChosenProduct', params: ({ event }) => ({ productId: event.productId }) },
        },
      },
    },
    choosingProduct: {
      always: [
        { guard: 'productUnavailable', target: 'toCategories', actions: 'refuseProduct' },
        { guard: 'productLimitReached', target: 'products', actions: 'refuseProduct' },
        { guard: 'linkPromotionToLookUp', target: 'lookingUpLinkPromotion' },
        { guard: 'productHasFormFields', target: 'productFields' },
        { target: 'addingProduct', actions: 'addProductWithoutFields' },
      ],
    },
    lookingUpLinkPromotion: linkPromotionLookUp('choosingProduct'),
    /** A product without fields: its new row is saved, then the steps follow. */
    addingProduct: {
      tags: ['busy'],
      invoke: {
        id: 'saveCart',
        src: 'saveCart',
        input: ({ context }) => context.cart,
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
            'cursorAtStart',
          ],
        },
        onError: { target: 'products', actions: 'revertCart' },
      },
    },
    productFields: {
      meta: view('additionalProductFields', 'product.additional_fields.title'),
      entry: 'startProductForm',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELDS.SUBMITTED': [
              {
                guard: { type: 'fieldsInvalid', params: ({ event }) => ({ values: event.values }) },
                actions: { type: 'storeRuleErrors', params: ({ event }) => ({ values: event.values }) },
              },
              {
                target: 'validating',
                actions: { type: 'storePendingValues', params: ({ event }) => ({ values: event.values }) },
              },
            ],
            'STEP.BACK': [{ guard: 'isReturning', target: `${ROOT}.toCart` }, { target: `${ROOT}.products` }],
          },
        },
        validating: {
          tags: ['busy'],
          invoke: {
            id: 'validateFields',
            src: 'validateFields',
            input: ({ context }) => fieldsToValidate(context.pendingValues, 'product'),
            onDone: [
              {
                guard: { type: 'serverFoundErrors', params: ({ event }) => ({ response: event.output }) },
                target: 'editing',
                actions: { type: 'storeServerErrors', params: ({ event }) => ({ response: event.output }) },
              },
              { target: 'saving', actions: 'applyProductFields' },
            ],
            onError: { target: 'editing', actions: 'notifyError' },
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
                guard: 'postponedForm',
                target: `${ROOT}.toPostfill`,
                actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
              },
              {
                guard: 'isReturning',
                target: `${ROOT}.toCart`,
                actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
              },
              {
                target: `${ROOT}.deciding`,
                actions: [
                  { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
                  'cursorAtStart',
                ],
              },
            ],
            onError: { target: 'editing', actions: 'revertCart' },
          },
        },
      },
    },

    // ── The step order ──────────────────────────────────────────────────────────────────────
    deciding: {
      always: [
        { guard: { type: 'nextStepIs', params: { step: 'upsells' } }, target: 'upsells' },
        { guard: { type: 'nextStepIs', params: { step: 'variants' } }, target: 'variants' },
        { guard: { type: 'nextStepIs', params: { step: 'promoted' } }, target: 'promoted' },
        { guard: { type: 'nextStepIs', params: { step: 'domainLookup' } }, target: 'toDomainLookup' },
        { guard: { type: 'nextStepIs', params: { step: 'domainQuestion' } }, target: 'toDomainQuestion' },
        { guard: { type: 'nextStepIs', params: { step: 'maturity' } }, target: 'maturity' },
        { guard: { type: 'nextStepIs', params: { step: 'interval' } }, target: 'interval' },
        { guard: { type: 'nextStepIs', params: { step: 'addons' } }, target: 'addons' },
        { guard: { type: 'nextStepIs', params: { step: 'addonFields' } }, target: 'addonFields' },
        { target: 'toCart' },
      ],
    },

    upsells: {
      meta: view('popularAddons', 'popular_addons.title'),
      entry: 'startUpsells',
      initial: 'showing',
      states: {
        showing: {
          on: {
            'UPSELL.ADDED': [
              { guard: 'upsellAddable', target: 'savingAdded', actions: 'addCurrentUpsell' },
              { guard: 'upsellInRow', target: 'proceeding' },
            ],
            'UPSELL.PASSED': [
              { guard: 'upsellInRow', target: 'savingPassed', actions: 'passCurrentUpsell' },
              { target: 'proceeding' },
            ],
            'UPSELL.PROCEED': { guard: 'isReturning', target: 'proceeding' },
          },
        },
        savingAdded: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.cart,
            onDone: [
              {
                guard: 'upsellHasFields',
                target: 'fields',
                actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
              },
              {
                target: 'proceeding',
                actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
              },
            ],
            onError: { target: 'showing', actions: 'revertCart' },
          },
        },
        savingPassed: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.cart,
            onDone: {
              target: 'proceeding',
              actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
            },
            onError: { target: 'showing', actions: 'revertCart' },
          },
        },
        /** The added upsell's fields form (on the same screen). */
        fields: {
          entry: 'startUpsellForm',
          initial: 'editing',
          states: {
            editing: {
              on: {
                'FIELDS.SUBMITTED': [
                  {
                    guard: { type: 'fieldsInvalid', params: ({ event }) => ({ values: event.values }) },
                    actions: { type: 'storeRuleErrors', params: ({ event }) => ({ values: event.values }) },
                  },
                  {
                    target: 'validating',
                    actions: {
                      type: 'storePendingValues',
                      params: ({ event }) => ({ values: event.values }),
                    },
                  },
                ],
                'UPSELL.PASSED': { target: `${ROOT}.upsells.savingPassed`, actions: 'passCurrentUpsell' },
              },
            },
            validating: {
              tags: ['busy'],
              invoke: {
                id: 'validateFields',
                src: 'validateFields',
                input: ({ context }) => fieldsToValidate(context.pendingValues, 'upsell'),
                onDone: [
                  {
                    guard: { type: 'serverFoundErrors', params: ({ event }) => ({ response: event.output }) },
                    target: 'editing',
                    actions: {
                      type: 'storeServerErrors',
                      params: ({ event }) => ({ response: event.output }),
                    },
                  },
                  { target: 'saving', actions: 'applyElementFields' },
                ],
                onError: { target: 'editing', actions: 'notifyError' },
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveCart',
                src: 'saveCart',
                input: ({ context }) => context.cart,
                onDone: {
                  target: `${ROOT}.upsells.proceeding`,
                  actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
                },
                onError: { target: 'editing', actions: 'revertCart' },
              },
            },
          },
        },
        proceeding: {
          always: [
            { guard: 'leavesUpsellsForCart', target: `${ROOT}.toCart` },
            { guard: 'hasNextUpsell', target: 'showing', actions: 'nextUpsell' },
            { target: `${ROOT}.deciding` },
          ],
        },
      },
    },

    variants: {
      meta: view('addonVariants', 'addon_variants.title'),
      entry: 'startVariants',
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'VARIANT.CHOSEN': [
              {
                guard: { type: 'variantAddable', params: ({ event }) => ({ addonId: event.addonId }) },
                target: 'saving',
                actions: { type: 'chooseVariantAddon', params: ({ event }) => ({ addonId: event.addonId }) },
              },
              {
                guard: { type: 'variantAlreadyChosen', params: ({ event }) => ({ addonId: event.addonId }) },
                target: 'advancing',
              },
            ],
            'STEP.NEXT': { target: 'advancing' },
            'STEP.BACK': { guard: 'hasPreviousVariantGroup', actions: 'previousVariantGroup' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.cart,
            onDone: {
              target: 'advancing',
              actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
            },
            onError: { target: 'choosing', actions: 'revertCart' },
          },
        },
        advancing: {
          always: [
            { guard: 'hasNextVariantGroup', target: 'choosing', actions: 'nextVariantGroup' },
            { target: `${ROOT}.deciding` },
          ],
        },
      },
    },

    promoted: {
      meta: view('promotedAddons', 'promoted_addons.title'),
      entry: 'startPromoted',
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'PROMOTED.PREVIOUS': { guard: 'hasPreviousPromoted', actions: 'previousPromoted' },
            'PROMOTED.NEXT': { guard: 'hasNextPromoted', actions: 'nextPromoted' },
            'PROMOTED.CONTINUE': { target: `${ROOT}.deciding` },
            'PROMOTED.TOGGLED': [
              { guard: 'promotedRemovable', target: 'savingRemoval', actions: 'toggleCurrentPromoted' },
              { guard: 'promotedNeedsForm', target: 'fields' },
              { guard: 'promotedAddable', target: 'savingAdded', actions: 'toggleCurrentPromoted' },
            ],
          },
        },
        savingRemoval: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.cart,
            onDone: {
              target: 'browsing',
              actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
            },
            onError: { target: 'browsing', actions: 'revertCart' },
          },
        },
        savingAdded: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.cart,
            onDone: {
              target: 'proceeding',
              actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
            },
            onError: { target: 'browsing', actions: 'revertCart' },
          },
        },
        /** The promoted addon's fields form: cancel, or add to cart. */
        fields: {
          entry: 'startPromotedForm',
          initial: 'editing',
          states: {
            editing: {
              on: {
                'FIELDS.SUBMITTED': [
                  {
                    guard: { type: 'fieldsInvalid', params: ({ event }) => ({ values: event.values }) },
                    actions: { type: 'storeRuleErrors', params: ({ event }) => ({ values: event.values }) },
                  },
                  {
                    target: 'validating',
                    actions: {
                      type: 'storePendingValues',
                      params: ({ event }) => ({ values: event.values }),
                    },
                  },
                ],
                'FIELDS.CANCELLED': { target: `${ROOT}.promoted.browsing` },
              },
            },
            validating: {
              tags: ['busy'],
              invoke: {
                id: 'validateFields',
                src: 'validateFields',
                input: ({ context }) => fieldsToValidate(context.pendingValues, 'addon'),
                onDone: [
                  {
                    guard: { type: 'serverFoundErrors', params: ({ event }) => ({ response: event.output }) },
                    target: 'editing',
                    actions: {
                      type: 'storeServerErrors',
                      params: ({ event }) => ({ response: event.output }),
                    },
                  },
                  { target: `${ROOT}.promoted.savingAdded`, actions: 'addPromotedWithFields' },
                ],
                onError: { target: 'editing', actions: 'notifyError' },
              },
            },
          },
        },
        proceeding: {
          always: [
            { guard: 'hasNextPromoted', target: 'browsing', actions: 'nextPromoted' },
            { target: `${ROOT}.deciding` },
          ],
        },
      },
    },

    maturity: {
      meta: view('periodsMaturity', 'periods.maturity.title'),
      entry: { type: 'startStep', params: { step: 'maturity' } },
      ...termStep('MATURITY.CHOSEN', (event) => ({ kind: 'maturity', id: event.maturityId })),
    },

    interval: {
      meta: view('periodsInterval', 'periods.interval.title'),
      entry: { type: 'startStep', params: { step: 'interval' } },
      ...termStep('INTERVAL.CHOSEN', (event) => ({ kind: 'interval', id: event.intervalId })),
    },

    addons: {
      meta: view('addons', 'addons.title'),
      entry: { type: 'startStep', params: { step: 'addons' } },
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'ADDON.TOGGLED': {
              guard: { type: 'addonToggleChangesRow', params: ({ event }) => ({ addonId: event.addonId }) },
              actions: { type: 'toggleChosenAddon', params: ({ event }) => ({ addonId: event.addonId }) },
            },
            'ADDONS.CONFIRMED': { target: 'saving' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.cart,
            onDone: {
              target: `${ROOT}.deciding`,
              actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
            },
            onError: { target: 'choosing', actions: 'revertCart' },
          },
        },
      },
    },

    addonFields: {
      meta: view('additionalAddonFields', 'addon.additional_fields.title'),
      entry: ['startAddonFields', { type: 'startStep', params: { step: 'addonFields' } }],
      ...elementFieldsForm(
        'addon',
        { guard: 'hasAddonForFieldsScreen', target: `${ROOT}.addonFields` },
        `${ROOT}.deciding`,
      ),
    },

    /** `/additional-popularaddon-fields`: the fields of an upsell in the row (addonId = upsell id). */
    upsellFields: {
      meta: view('additionalPopularAddonFields', 'upsell.additional_fields.title'),
      entry: 'startUpsellFields',
      ...elementFieldsForm(
        'upsell',
        { guard: 'hasUpsellForFieldsScreen', target: `${ROOT}.upsellFields` },
        `${ROOT}.toCart`,
      ),
    },

    // ── Contract transfer ───────────────────────────────────────────────────────────────────
    contractTransfer: {
      meta: view('contractTransfer', 'contract_transfer.title'),
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'transferUnavailable', target: `${ROOT}.toCart`, actions: 'refuseTransfer' },
            { guard: 'transferIdBreaksRules', target: `${ROOT}.toCart`, actions: 'refuseTransfer' },
            { target: 'validating' },
          ],
        },
        validating: {
          tags: ['busy'],
          invoke: {
            id: 'validateFields',
            src: 'validateFields',
            input: ({ context }) => act.transferValidationInput(context),
            onDone: [
              {
                guard: { type: 'serverFoundErrors', params: ({ event }) => ({ response: event.output }) },
                target: `${ROOT}.toCart`,
                actions: {
                  type: 'refuseTransferByServer',
                  params: ({ event }) => ({ response: event.output }),
                },
              },
              { target: 'saving', actions: 'addTransfer' },
            ],
            onError: { target: `${ROOT}.toCart`, actions: 'notifyTransferServiceUnavailable' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.cart,
            onDone: {
              target: `${ROOT}.toCart`,
              actions: { type: 'storeSavedCart', params: ({ event }) => ({ response: event.output }) },
            },
            onError: { target: `${ROOT}.toCart`, actions: 'revertCart' },
          },
        },
      },
    },

    // ── Hand-overs ──────────────────────────────────────────────────────────────────────────
    toCart: { type: 'final', output: () => ({ next: { route: 'cart' } }) },
    toCategories: { type: 'final', output: () => ({ next: { route: 'categories' } }) },
    toDomainLookup: {
      type: 'final',
      output: ({ context }) => ({ next: { route: 'domainsLookup', query: lookupQuery(context) } }),
    },
    toDomainQuestion: {
      type: 'final',
      output: ({ context }) => ({
        next: { route: 'domainsAddDomainQuestion', query: { id: context.rowId ?? '' } },
      }),
    },
    /** Back to the postfill walk, on its route with p=y (postfill reads any other route as leaving it). */
    toPostfill: {
      type: 'final',
      output: ({ context }) => ({
        next: { route: postfillRoute(context.form?.owner ?? 'product'), query: { p: 'y' } },
      }),
    },
  },
});
