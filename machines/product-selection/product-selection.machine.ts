import type { RandomBytes } from '@domain/cart/row-id';
import { view } from '../shared/view';
import { initialContext } from './context';
import { performing } from './effects';
import { rowCreators } from './new-rows';
import { lookupQuery, postfillRoute, readOutput } from './output';
import { productSelection } from './setup';
import { fieldsForm, linkPromotionLookUp, ROOT, savingCart, termStep } from './states';
import { transferValidationInput } from './transfer';

/**
 * Product selection (catalogue spec section 4, "Step order after choosing an item"): from the
 * products screen (or a deep link, or a step URL) through the product fields, upsells, addon
 * variants, promoted addons, the domain hand-over, maturity, interval, addons and addon fields to
 * the cart; plus the contract transfer. Ends with `{ next: RouteTarget }`. Guards, actions and
 * actors are named in setup.ts; the states it uses more than once are in states.ts.
 */
export const productSelectionMachine = productSelection.createMachine({
  id: 'productSelection',
  context: ({ input }) => initialContext(input),
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
    addingProduct: savingCart({ target: 'deciding', actions: 'cursorAtStart' }, 'products'),
    productFields: {
      meta: view('additionalProductFields', 'product.additional_fields.title'),
      entry: 'startProductForm',
      ...fieldsForm('product', {
        buttons: {
          'STEP.BACK': [{ guard: 'isReturning', target: `${ROOT}.toCart` }, { target: `${ROOT}.products` }],
        },
        valid: { target: 'saving', actions: 'applyProductFields' },
        saving: savingCart(
          [
            { guard: 'postponedForm', target: `${ROOT}.toPostfill` },
            { guard: 'isReturning', target: `${ROOT}.toCart` },
            { target: `${ROOT}.deciding`, actions: 'cursorAtStart' },
          ],
          'editing',
        ),
      }),
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
        savingAdded: savingCart(
          [{ guard: 'upsellHasFields', target: 'fields' }, { target: 'proceeding' }],
          'showing',
        ),
        savingPassed: savingCart({ target: 'proceeding' }, 'showing'),
        /** The added upsell's fields form (on the same screen). */
        fields: {
          entry: 'startUpsellForm',
          ...fieldsForm('upsell', {
            buttons: {
              'UPSELL.PASSED': { target: `${ROOT}.upsells.savingPassed`, actions: 'passCurrentUpsell' },
            },
            valid: { target: 'saving', actions: 'applyElementFields' },
            saving: savingCart({ target: `${ROOT}.upsells.proceeding` }, 'editing'),
          }),
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
        saving: savingCart({ target: 'advancing' }, 'choosing'),
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
        savingRemoval: savingCart({ target: 'browsing' }, 'browsing'),
        savingAdded: savingCart({ target: 'proceeding' }, 'browsing'),
        /** The promoted addon's fields form: cancel, or add to cart. */
        fields: {
          entry: 'startPromotedForm',
          ...fieldsForm('addon', {
            buttons: { 'FIELDS.CANCELLED': { target: `${ROOT}.promoted.browsing` } },
            valid: { target: `${ROOT}.promoted.savingAdded`, actions: 'addPromotedWithFields' },
          }),
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
        saving: savingCart({ target: `${ROOT}.deciding` }, 'choosing'),
      },
    },

    addonFields: {
      meta: view('additionalAddonFields', 'addon.additional_fields.title'),
      entry: ['startAddonFields', { type: 'startStep', params: { step: 'addonFields' } }],
      ...fieldsForm('addon', {
        valid: { target: 'saving', actions: 'applyElementFields' },
        saving: savingCart(
          [
            { guard: 'postponedForm', target: `${ROOT}.toPostfill` },
            { guard: 'hasAddonForFieldsScreen', target: `${ROOT}.addonFields`, reenter: true },
            { target: `${ROOT}.deciding` },
          ],
          'editing',
        ),
      }),
    },

    /** `/additional-popularaddon-fields`: the fields of an upsell in the row (addonId = upsell id). */
    upsellFields: {
      meta: view('additionalPopularAddonFields', 'upsell.additional_fields.title'),
      entry: 'startUpsellFields',
      ...fieldsForm('upsell', {
        valid: { target: 'saving', actions: 'applyElementFields' },
        saving: savingCart(
          [
            { guard: 'postponedForm', target: `${ROOT}.toPostfill` },
            { guard: 'hasUpsellForFieldsScreen', target: `${ROOT}.upsellFields`, reenter: true },
            { target: `${ROOT}.toCart` },
          ],
          'editing',
        ),
      }),
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
            input: ({ context }) => transferValidationInput(context),
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
        saving: savingCart({ target: `${ROOT}.toCart` }, `${ROOT}.toCart`),
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

/** The machine with new row ids from `random` (tests: known row ids). */
export const withRowIds = (random: RandomBytes) =>
  productSelectionMachine.provide({ actions: performing(rowCreators(random)) });
