import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { ConfirmOrderResponse } from '@contract/orders';
import type {
  AdyenCreatePaymentBody,
  AdyenPaymentResponse,
  PaymentOption,
  PaypalCreateSubscriptionResponse,
} from '@contract/payment';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '@domain/catalogue-context';
import { type RequiredAgreements, requiredAgreements } from '@domain/roles/agreements';
import { mayEnterConfirm } from '@domain/roles/checkout-flow';
import {
  type OrderFeedback,
  OrderFeedbackForm,
  type OrderFeedbackFormInput,
} from '@domain/validation/checkout/order-feedback';
import { confirmKey } from '@domain/validation/checkout/order-message-keys';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { apiErrorOf, firstMessagePerField, serverDecided } from '../shared/api-errors';
import type { CatalogueRefreshedEvent, MachineEmitted, RouteEnteredEvent } from '../shared/events';
import { refreshedCatalogue } from '../shared/refresh-catalogue';
import type { RouteTarget } from '../shared/routes';
import { type StateMeta, view } from '../shared/view';
import { type ConfirmScreenFields, placeFieldErrors, shownFieldKeys } from './order-errors';
import { type PromoRedemption, redeemOnConfirm } from './promo-code';

/**
 * Order confirm (checkout spec section 4 "Order confirm" and the payment paths, section 8 order
 * and payment errors): buy now validates the feedback form and the required agreements, then
 * - card provider (`adyen-*`): persists the feedback and the accepted agreements, creates the
 *   payment with a return route and either leaves for the provider's redirect or reads the result;
 *   on return (`redirectResult`) it restores both and submits the payment details;
 * - PayPal integration: persists the feedback and the accepted agreements, creates a subscription
 *   and leaves for its approve link; on return (`subscription_id`, both restored) the order is
 *   confirmed; the cancel route leads back with both restored;
 * - other methods: saves the referral id (if present and no referrer error), then confirms.
 * Confirming the order happens exactly once per attempt, with an idempotency key per attempt.
 */

/** The drop-in's `paymentMethod` (type plus encrypted card fields or method details). */
export type CardPaymentMethod = AdyenCreatePaymentBody['paymentMethod'];

export type AgreementName = keyof RequiredAgreements;

export interface ConfirmInput {
  cart: Cart;
  catalogue: CatalogueContext;
  /** The selected payment option (null: payment data missing). */
  paymentOption: PaymentOption | null;
  /** Existing customers see no feedback section and cannot change payment. */
  existingCustomer: boolean;
  /** Basic info and an address are known (route guard). */
  hasCustomer: boolean;
  /** Feedback persisted before leaving for the card provider or PayPal (client storage), if any. */
  storedFeedback: OrderFeedbackFormInput | null;
  /** Agreements accepted before leaving for the card provider or PayPal (client storage), if any. */
  storedAgreements: RequiredAgreements | null;
  /**
   * Id source of the idempotency keys: a random value the app draws once for this confirm screen
   * (e.g. `crypto.randomUUID()`); attempt n sends `${prefix}-${n}`. Plain data, so the snapshot
   * stays serialisable and tests are deterministic.
   */
  idempotencyKeyPrefix: string;
}

export interface PlacedOrder {
  code: string;
  id: number;
}

export interface OrderError {
  /** Message key of the expander title ("Order could not be completed"). */
  title: string;
  /** The server's message, shown inside the expander. */
  detail: string | null;
  /** Message key of the text shown inside the expander when the server gave none. */
  fallback: string;
  /**
   * The response's field messages that no field on the screen shows (payment, customer data,
   * cart, ...), in the server's words; shown inside the expander instead of detail and fallback.
   */
  messages: readonly string[];
}

export interface ConfirmContext {
  cart: Cart;
  catalogue: CatalogueContext;
  paymentOption: PaymentOption | null;
  existingCustomer: boolean;
  hasCustomer: boolean;
  agreementsRequired: RequiredAgreements;
  agreementsAccepted: RequiredAgreements;
  feedback: OrderFeedbackFormInput;
  storedFeedback: OrderFeedbackFormInput | null;
  storedAgreements: RequiredAgreements | null;
  /** Form messages (feedback form, agreements) and response field errors, first message per field. */
  fieldErrors: Readonly<Record<string, string>>;
  /** Saving the referral id failed (the response's message); the next buy-now does not retry it. */
  referrerError: string | null;
  orderError: OrderError | null;
  /** Message key of a pending payment error (missing data, refused, provider failure). */
  paymentError: string | null;
  paymentModalOpen: boolean;
  /** The promo code being redeemed (trimmed). */
  promoCode: string | null;
  /** What the server found for it (null: no such code), once it answered. */
  promoFound: Promotion | null;
  /** The cart with the promotion while it is being saved, and the notice once it is. */
  promoPending: { cart: Cart; notice: Notice } | null;
  idempotencyKeyPrefix: string;
  /** Number of the latest confirm attempt (0: none yet); its key is `${prefix}-${attempt}`. */
  attempt: number;
  /** The latest attempt has no server decision yet: the next buy-now retries it with the same key. */
  attemptOpen: boolean;
  order: PlacedOrder | null;
  /** Where the flow goes when this machine is done. */
  next: RouteTarget;
}

export type ConfirmEvent =
  | RouteEnteredEvent
  | CatalogueRefreshedEvent
  /** Feedback section values (order source, referral id, comment, newsletter). */
  | { type: 'FEEDBACK.CHANGED'; feedback: OrderFeedbackFormInput }
  | { type: 'AGREEMENT.TOGGLED'; agreement: AgreementName; accepted: boolean }
  /** Buy now; with the card provider the drop-in's payment method data. */
  | { type: 'ORDER.SUBMITTED'; paymentMethod?: CardPaymentMethod }
  /** The payment modal saved another payment option. */
  | { type: 'PAYMENT.CHANGED'; paymentOption: PaymentOption }
  | { type: 'PAYMENT_MODAL.CLOSED' }
  /** The promo code input (when the brand shows it on confirm). */
  | { type: 'PROMO.SUBMITTED'; code: string };

/** Input of `confirmOrder`; the app adds cart, basic info, address and payment for new customers. */
export interface ConfirmOrderRequest {
  idempotencyKey: string;
  feedback: OrderFeedback;
  agreements: RequiredAgreements;
  paymentOption: PaymentOption | null;
}

/**
 * Local emitted events (shared/events.ts has notify, navigate and leave only). Before the browser
 * leaves for a payment provider the app keeps the feedback and the accepted agreements; it hands
 * them back as `storedFeedback` and `storedAgreements` when the visitor returns.
 */
export interface PersistOrderFormEmitted {
  type: 'persistOrderForm';
  feedback: OrderFeedbackFormInput;
  agreements: RequiredAgreements;
}
/** The order was placed: the app refreshes the cart and clears the oauth data. */
export interface OrderPlacedEmitted {
  type: 'orderPlaced';
  order: PlacedOrder;
}
/** The view scrolls to the confirm error placeholder. */
export interface ScrollToErrorEmitted {
  type: 'scrollToError';
}
export type ConfirmEmitted =
  | MachineEmitted
  | PersistOrderFormEmitted
  | OrderPlacedEmitted
  | ScrollToErrorEmitted;

export interface ConfirmOutput {
  next: RouteTarget;
  order: PlacedOrder | null;
}

// --- Messages and rules ---------------------------------------------------------------------------

export const CONFIRM_MESSAGES = {
  orderNotCompleted: 'confirm.order_not_completed',
  orderUnanswered: 'confirm.order_unanswered',
  orderUnansweredHint: 'confirm.order_unanswered_hint',
  paymentDataMissing: 'payment.payment_data_missing',
  paymentRefused: 'payment.refused',
  somethingWentWrong: 'error.something_went_wrong',
  paymentErrorTitle: 'payment.error',
  generic: 'error.generic',
} as const;

const paypalErrorNotice: Notice = {
  type: 'error',
  title: CONFIRM_MESSAGES.paymentErrorTitle,
  message: CONFIRM_MESSAGES.somethingWentWrong,
  values: {},
  preserveRouteChange: false,
};

const AUTHORISED_RESULTS: readonly AdyenPaymentResponse['resultCode'][] = [
  'Authorised',
  'Pending',
  'Received',
];
const AGREEMENTS: readonly AgreementName[] = ['mca', 'eult', 'gtc'];

const isCardPayment = (option: PaymentOption | null): boolean => option?.type.startsWith('adyen-') === true;

/** The feedback form is not shown to existing customers, so only their agreements count. */
function formErrors(context: ConfirmContext): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!context.existingCustomer) {
    const parsed = OrderFeedbackForm.safeParse(context.feedback);
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
    }
  }
  for (const agreement of AGREEMENTS) {
    if (context.agreementsRequired[agreement] && !context.agreementsAccepted[agreement]) {
      errors[`${agreement}_agreement`] = confirmKey(`${agreement}_agreement`, 'required');
    }
  }
  return errors;
}

const NO_FEEDBACK: OrderFeedback = {
  advertisedcustomer: undefined,
  referral_id: undefined,
  knownfrom: undefined,
  otherknownfrom: undefined,
  comment: undefined,
};

/** Parsed feedback (trimmed, empty as absent); nothing for existing customers (no feedback section). */
function parsedFeedback(context: ConfirmContext): OrderFeedback {
  if (context.existingCustomer) return NO_FEEDBACK;
  const parsed = OrderFeedbackForm.safeParse(context.feedback);
  return parsed.success ? parsed.data : NO_FEEDBACK;
}

const queryText = (value: string | number | undefined): string | null =>
  value === undefined || String(value) === '' ? null : String(value);

function redirectResultOf(event: ConfirmEvent): string {
  const value = event.type === 'ROUTE.ENTERED' ? queryText(event.query.redirectResult) : null;
  if (value === null) throw new Error('payment details are submitted only on a return with redirectResult');
  return value;
}

/** The drop-in data travel with the buy-now event only (never kept in the snapshot). */
function cardPaymentMethodOf(event: ConfirmEvent): CardPaymentMethod {
  if (event.type === 'ORDER.SUBMITTED' && event.paymentMethod) return event.paymentMethod;
  throw new Error('a card payment starts only by buy now with drop-in data');
}

const approveLink = (response: PaypalCreateSubscriptionResponse): string | null =>
  response.links.find((link) => link.rel === 'approve')?.href ?? null;

const redirectUrl = (response: AdyenPaymentResponse): string | null => response.action?.url || null;

// Invariants of the chart: the guard before each of these made sure the value is there.
function approveLinkOf(response: PaypalCreateSubscriptionResponse): string {
  const link = approveLink(response);
  if (link === null) throw new Error('leaving for PayPal needs an approve link');
  return link;
}

function redirectUrlOf(response: AdyenPaymentResponse): string {
  const url = redirectUrl(response);
  if (url === null) throw new Error('leaving for the card provider needs a redirect URL');
  return url;
}

function referralIdOf(context: ConfirmContext): string {
  const id = parsedFeedback(context).referral_id;
  if (id === undefined) throw new Error('a referral id is saved only when present');
  return id;
}

/** What decides which fields the confirm screen shows. */
const screenFieldsOf = (context: ConfirmContext): ConfirmScreenFields => ({
  existingCustomer: context.existingCustomer,
  agreementsRequired: context.agreementsRequired,
  feedback: context.feedback,
  referralIdInput: context.catalogue.brand.display.referral_id_input_on_confirmation,
});

/** The idempotency key of the latest attempt. */
export const idempotencyKeyOf = (context: Pick<ConfirmContext, 'idempotencyKeyPrefix' | 'attempt'>): string =>
  `${context.idempotencyKeyPrefix}-${context.attempt}`;

const noErrors = { fieldErrors: {}, orderError: null, paymentError: null } as const;

const providedByTheApp = () => Promise.reject(new Error('provided by the app'));

/** A failed look-up or save of the promo code: 'Something went wrong' / the generic support text. */
const PROMO_FAILED_NOTICE: Notice = {
  type: 'error',
  title: 'error.something_went_wrong',
  message: 'error.generic',
  values: {},
  preserveRouteChange: false,
};

/** The redemption of the code the server answered for. */
function redemptionOf(context: ConfirmContext): PromoRedemption {
  return redeemOnConfirm(context.cart, context.catalogue, context.promoCode ?? '', context.promoFound);
}

/** The card provider's answer to a new payment or to the details of a return from it. */
const cardResponse = ({ event }: { event: { output: AdyenPaymentResponse } }) => ({ response: event.output });

/**
 * What the card states do with the provider's answer: a redirect sends the shopper to the provider
 * (back with redirectResult), an authorised payment confirms the order with its references, a
 * refusal or a failed call reopens the payment modal with its message.
 */
const cardProviderAnswer = {
  onDone: [
    {
      guard: { type: 'cardRedirect', params: cardResponse },
      target: 'awaitingRedirect',
      actions: {
        type: 'leaveTo',
        params: ({ event }: { event: { output: AdyenPaymentResponse } }) => ({
          url: redirectUrlOf(event.output),
        }),
      },
    },
    {
      guard: { type: 'cardAuthorised', params: cardResponse },
      target: '#confirm.confirm.confirmingOrder',
      actions: { type: 'storeCardReferences', params: cardResponse },
    },
    {
      target: '#confirm.confirm.ready',
      actions: { type: 'openPaymentModal', params: { error: CONFIRM_MESSAGES.paymentRefused } },
    },
  ],
  onError: {
    target: '#confirm.confirm.ready',
    actions: { type: 'openPaymentModal', params: { error: CONFIRM_MESSAGES.somethingWentWrong } },
  },
} as const;

// --- Machine --------------------------------------------------------------------------------------

export const confirmMachine = setup({
  types: {
    context: {} as ConfirmContext,
    events: {} as ConfirmEvent,
    input: {} as ConfirmInput,
    output: {} as ConfirmOutput,
    meta: {} as StateMeta,
    emitted: {} as ConfirmEmitted,
  },
  actors: {
    /** POST /api/v2/adyen/create-payment; the app builds the return URL from `returnTo`. */
    createCardPayment: fromPromise<
      AdyenPaymentResponse,
      { paymentMethod: CardPaymentMethod; returnTo: RouteTarget }
    >(providedByTheApp),
    /** POST /api/v2/adyen/payment-details with details.redirectResult. */
    submitPaymentDetails: fromPromise<AdyenPaymentResponse, { redirectResult: string }>(providedByTheApp),
    /** POST /api/v2/paypal/create-subscription. */
    createPaypalSubscription: fromPromise<PaypalCreateSubscriptionResponse>(providedByTheApp),
    /** PUT /api/v2/session/referral. */
    saveReferral: fromPromise<void, { id: string }>(providedByTheApp),
    /** GET /api/v2/promotions/:code; null when the server knows no such code (404). */
    lookUpPromotion: fromPromise<Promotion | null, { code: string }>(providedByTheApp),
    /** PUT /api/v2/session/cart; resolves with the stored cart. */
    saveCart: fromPromise<Cart, Cart>(providedByTheApp),
    /** POST /api/v2/orders. */
    confirmOrder: fromPromise<ConfirmOrderResponse, ConfirmOrderRequest>(providedByTheApp),
  },
  guards: {
    /** A code was typed and the brand offers the input on confirm. */
    promoCodeEntered: ({ context, event }) =>
      event.type === 'PROMO.SUBMITTED' &&
      event.code.trim() !== '' &&
      context.catalogue.brand.display.promocode_input_on_confirm_page,
    promoRedeemed: ({ context }) => redemptionOf(context).status === 'applied',
    /** Route guard of confirm (domain `mayEnterConfirm`); a refused visitor goes to the root. */
    admitted: ({ context }) =>
      mayEnterConfirm({
        itemCount: context.cart.items.length,
        hasPaymentOption: context.paymentOption !== null,
        hasCustomer: context.hasCustomer,
        existingCustomer: context.existingCustomer,
      }),
    orderFormInvalid: ({ context }) => Object.keys(formErrors(context)).length > 0,
    /** No payment option, or the card provider without the drop-in's data. */
    /**
     * A new customer without payment option, or with the card provider but without the drop-in's
     * data. Existing customers pay as on file (they cannot change payment; the order carries none).
     */
    paymentDataMissing: ({ context, event }) =>
      !context.existingCustomer &&
      (context.paymentOption === null ||
        (isCardPayment(context.paymentOption) && event.type === 'ORDER.SUBMITTED' && !event.paymentMethod)),
    payingByCard: ({ context }) => !context.existingCustomer && isCardPayment(context.paymentOption),
    payingByPaypalIntegration: ({ context }) =>
      !context.existingCustomer && context.paymentOption?.type === 'paypal-integration',
    /** A referral id is present and saving it has not failed before. */
    referralToSave: ({ context }) =>
      parsedFeedback(context).referral_id !== undefined && context.referrerError === null,
    mayChangePayment: ({ context }) => !context.existingCustomer,
    returnsFromCardProvider: ({ event }) =>
      event.type === 'ROUTE.ENTERED' &&
      event.route === 'confirm' &&
      queryText(event.query.redirectResult) !== null,
    returnsFromPaypal: ({ event }) =>
      event.type === 'ROUTE.ENTERED' &&
      event.route === 'confirm' &&
      queryText(event.query.subscription_id) !== null,
    cancelsPaypalSubscription: ({ event }) =>
      event.type === 'ROUTE.ENTERED' && event.route === 'cancelPaypalSubscription',
    /** The provider asks to redirect the shopper (an action with a URL). */
    cardRedirect: (_, params: { response: AdyenPaymentResponse }) => redirectUrl(params.response) !== null,
    /** Authorised, Pending or Received. */
    cardAuthorised: (_, params: { response: AdyenPaymentResponse }) =>
      AUTHORISED_RESULTS.includes(params.response.resultCode),
    hasApproveLink: (_, params: { response: PaypalCreateSubscriptionResponse }) =>
      approveLink(params.response) !== null,
    /**
     * The server placed the order waiting for its SMS code: it decided from the cart and the payment
     * it charges (an existing customer's on file), not from the browser's copy of the payment option.
     */
    orderAwaitsSmsCode: (_, params: { response: ConfirmOrderResponse }) =>
      params.response.status === 'awaiting_sms_validation',
  },
  actions: {
    /** An offer loaded again (another language): the screen shows its names; promotions stay. */
    showRefreshedCatalogue: assign(({ context, event }) => refreshedCatalogue(context.catalogue, event)),
    assignFeedback: assign(({ context, event }) => {
      if (event.type !== 'FEEDBACK.CHANGED') return {};
      const referralChanged = event.feedback.referral_id !== context.feedback.referral_id;
      return {
        feedback: event.feedback,
        referrerError: referralChanged ? null : context.referrerError,
      };
    }),
    /** The box as ticked; ticking it answers its "please accept" message, which goes. */
    assignAgreement: assign(({ context, event }) => {
      if (event.type !== 'AGREEMENT.TOGGLED') return {};
      const { [`${event.agreement}_agreement`]: answered, ...otherErrors } = context.fieldErrors;
      return {
        agreementsAccepted: { ...context.agreementsAccepted, [event.agreement]: event.accepted },
        fieldErrors: event.accepted && answered !== undefined ? otherErrors : context.fieldErrors,
      };
    }),
    assignPaymentOption: assign(({ event }) =>
      event.type === 'PAYMENT.CHANGED'
        ? { paymentOption: event.paymentOption, paymentError: null, paymentModalOpen: false }
        : {},
    ),
    closePaymentModal: assign({ paymentModalOpen: false }),
    rememberPromoCode: assign({
      promoCode: ({ event }) => (event.type === 'PROMO.SUBMITTED' ? event.code.trim() : null),
    }),
    storeFoundPromotion: assign((_, params: { found: Promotion | null }) => ({ promoFound: params.found })),
    /** The redeemed cart waits for its save; the catalogue knows the promotion from now on. */
    holdRedeemedCart: assign(({ context }) => {
      const redemption = redemptionOf(context);
      return redemption.status === 'applied'
        ? {
            promoPending: { cart: redemption.cart, notice: redemption.notice },
            catalogue: redemption.catalogue,
          }
        : {};
    }),
    /** Saved: the cart is the server's, and the visitor is told. */
    takeSavedCart: enqueueActions(({ context, enqueue }, params: { cart: Cart }) => {
      if (context.promoPending) enqueue.emit({ type: 'notify', notice: context.promoPending.notice });
      enqueue.assign({ cart: params.cart, promoPending: null, promoCode: null });
    }),
    notifyRedemption: emit(({ context }) => ({
      type: 'notify' as const,
      notice: redemptionOf(context).notice,
    })),
    notifyPromoFailed: enqueueActions(({ enqueue }) => {
      enqueue.assign({ promoPending: null });
      enqueue.emit({ type: 'notify', notice: PROMO_FAILED_NOTICE });
    }),
    clearErrors: assign(noErrors),
    assignFormErrors: assign(({ context }) => ({ fieldErrors: formErrors(context) })),
    openPaymentModal: assign((_, params: { error: string }) => ({
      paymentError: params.error,
      paymentModalOpen: true,
    })),
    persistOrderForm: emit(({ context }) => ({
      type: 'persistOrderForm' as const,
      feedback: context.feedback,
      agreements: context.agreementsAccepted,
    })),
    restoreOrderForm: assign(({ context }) => ({
      feedback: context.storedFeedback ?? context.feedback,
      agreementsAccepted: context.storedAgreements ?? context.agreementsAccepted,
    })),
    leaveTo: emit((_, params: { url: string }) => ({ type: 'leave' as const, url: params.url })),
    notifyPaypalError: emit({ type: 'notify', notice: paypalErrorNotice }),
    backToConfirm: emit(({ event }) => ({
      type: 'navigate' as const,
      target: {
        route: 'confirm' as const,
        params: event.type === 'ROUTE.ENTERED' ? event.params : {},
        replace: true,
      },
    })),
    /** Authorised, Pending or Received: the references go into the payment option. */
    storeCardReferences: assign(({ context }, params: { response: AdyenPaymentResponse }) => ({
      paymentOption: context.paymentOption && {
        ...context.paymentOption,
        psp_reference: params.response.psp_reference,
        recurring_reference: params.response.recurring_reference,
      },
    })),
    storePaypalReference: assign(({ context, event }) => ({
      paymentOption: context.paymentOption && {
        ...context.paymentOption,
        paypal_reference:
          event.type === 'ROUTE.ENTERED'
            ? queryText(event.query.subscription_id)
            : context.paymentOption.paypal_reference,
      },
    })),
    assignReferrerError: assign((_, params: { error: unknown }) => {
      const response = apiErrorOf(params.error);
      const referral = response?.errors.id?.[0] ?? response?.errors.referral_id?.[0];
      const message = referral ?? (response?.message || CONFIRM_MESSAGES.generic);
      return { referrerError: message, fieldErrors: { referral_id: message } };
    }),
    /** One key per attempt: a new attempt only when the previous one was decided. */
    startAttempt: assign(({ context }) =>
      context.attemptOpen ? {} : { attempt: context.attempt + 1, attemptOpen: true },
    ),
    placeOrder: assign((_, params: { response: ConfirmOrderResponse; next: 'smsValidation' | 'success' }) => {
      const order = { code: params.response.order_code, id: params.response.order_id };
      return {
        order,
        attemptOpen: false,
        next:
          params.next === 'smsValidation'
            ? { route: 'smsValidation' as const }
            : { route: 'success' as const, params: { orderId: String(order.id) } },
      };
    }),
    announceOrder: emit((_, params: { response: ConfirmOrderResponse }) => ({
      type: 'orderPlaced' as const,
      order: { code: params.response.order_code, id: params.response.order_id },
    })),
    /**
     * Field errors (first message per field) under the screen's fields; those no field shows, or an
     * answer without field errors, make the order error of the expander. Without a decision
     * of the server (no answer, even after the app repeated the call) the visitor is told in their
     * language that the shop could not be reached, not a browser's or server's own words, and the
     * next buy-now repeats the same attempt.
     */
    assignOrderFailure: assign(({ context }, params: { error: unknown }) => {
      if (!serverDecided(params.error)) {
        return {
          fieldErrors: {},
          orderError: {
            title: CONFIRM_MESSAGES.orderUnanswered,
            detail: null,
            fallback: CONFIRM_MESSAGES.orderUnansweredHint,
            messages: [],
          },
          attemptOpen: true,
        };
      }
      const response = apiErrorOf(params.error);
      const errors = firstMessagePerField(response?.errors ?? {});
      const { fieldErrors, unshown } = placeFieldErrors(errors, shownFieldKeys(screenFieldsOf(context)));
      const noFieldErrors = Object.keys(errors).length === 0;
      return {
        fieldErrors,
        orderError:
          noFieldErrors || unshown.length > 0
            ? {
                title: CONFIRM_MESSAGES.orderNotCompleted,
                detail: noFieldErrors ? response?.message || null : null,
                fallback: CONFIRM_MESSAGES.generic,
                messages: unshown,
              }
            : null,
        attemptOpen: false,
      };
    }),
    scrollToError: emit({ type: 'scrollToError' }),
  },
}).createMachine({
  id: 'confirm',
  context: ({ input }) => ({
    cart: input.cart,
    catalogue: input.catalogue,
    paymentOption: input.paymentOption,
    existingCustomer: input.existingCustomer,
    hasCustomer: input.hasCustomer,
    agreementsRequired: requiredAgreements(input.cart, input.catalogue),
    agreementsAccepted: { mca: false, eult: false, gtc: false },
    feedback: {},
    storedFeedback: input.storedFeedback,
    storedAgreements: input.storedAgreements,
    referrerError: null,
    paymentModalOpen: false,
    promoCode: null,
    promoFound: null,
    promoPending: null,
    idempotencyKeyPrefix: input.idempotencyKeyPrefix,
    attempt: 0,
    attemptOpen: false,
    order: null,
    next: { route: 'confirm' },
    ...noErrors,
  }),
  output: ({ context }) => ({ next: context.next, order: context.order }),
  initial: 'admitting',
  on: {
    'CATALOGUE.REFRESHED': { actions: 'showRefreshedCatalogue' },
  },
  states: {
    /** The route guard, decided from the input before the screen shows. */
    admitting: {
      always: [{ guard: 'admitted', target: 'confirm' }, { target: 'root' }],
    },
    /**
     * The guard failed (no items, e.g. after the order was placed or the cart was emptied
     * elsewhere; or no customer and payment): the root, replacing the refused URL so Back does not
     * loop. A replayed payment return of a placed order ends here too: its cart is empty.
     */
    root: {
      type: 'final',
      entry: assign({ next: { route: 'categories', replace: true } }),
      meta: view('categories', 'categories.title'),
    },
    confirm: {
      meta: view('confirm', 'confirm.title'),
      initial: 'ready',
      states: {
        ready: {
          on: {
            'FEEDBACK.CHANGED': { actions: 'assignFeedback' },
            'AGREEMENT.TOGGLED': { actions: 'assignAgreement' },
            'PAYMENT.CHANGED': { guard: 'mayChangePayment', actions: 'assignPaymentOption' },
            'PAYMENT_MODAL.CLOSED': { actions: 'closePaymentModal' },
            'PROMO.SUBMITTED': {
              guard: 'promoCodeEntered',
              target: 'redeemingPromoCode',
              actions: 'rememberPromoCode',
            },
            'ORDER.SUBMITTED': [
              { guard: 'orderFormInvalid', actions: 'assignFormErrors' },
              {
                guard: 'paymentDataMissing',
                actions: { type: 'openPaymentModal', params: { error: CONFIRM_MESSAGES.paymentDataMissing } },
              },
              {
                guard: 'payingByCard',
                target: 'card',
                actions: ['clearErrors', 'persistOrderForm'],
              },
              {
                guard: 'payingByPaypalIntegration',
                target: 'paypal',
                actions: ['clearErrors', 'persistOrderForm'],
              },
              { guard: 'referralToSave', target: 'savingReferral', actions: 'clearErrors' },
              { target: 'confirmingOrder', actions: 'clearErrors' },
            ],
            'ROUTE.ENTERED': [
              {
                guard: 'returnsFromCardProvider',
                target: 'card.submittingDetails',
                actions: 'restoreOrderForm',
              },
              {
                guard: 'returnsFromPaypal',
                target: 'confirmingOrder',
                actions: ['restoreOrderForm', 'storePaypalReference'],
              },
              { guard: 'cancelsPaypalSubscription', actions: ['restoreOrderForm', 'backToConfirm'] },
            ],
          },
        },
        card: {
          initial: 'creatingPayment',
          states: {
            creatingPayment: {
              invoke: {
                id: 'createCardPayment',
                src: 'createCardPayment',
                input: ({ event }) => ({
                  paymentMethod: cardPaymentMethodOf(event),
                  returnTo: { route: 'confirm' },
                }),
                ...cardProviderAnswer,
              },
            },
            /** The browser is on its way to the provider; it comes back with redirectResult. */
            awaitingRedirect: {
              on: {
                'ROUTE.ENTERED': [
                  {
                    guard: 'returnsFromCardProvider',
                    target: 'submittingDetails',
                    actions: 'restoreOrderForm',
                  },
                ],
              },
            },
            submittingDetails: {
              invoke: {
                id: 'submitPaymentDetails',
                src: 'submitPaymentDetails',
                input: ({ event }) => ({ redirectResult: redirectResultOf(event) }),
                ...cardProviderAnswer,
              },
            },
          },
        },
        paypal: {
          initial: 'creatingSubscription',
          states: {
            creatingSubscription: {
              invoke: {
                id: 'createPaypalSubscription',
                src: 'createPaypalSubscription',
                onDone: [
                  {
                    guard: { type: 'hasApproveLink', params: ({ event }) => ({ response: event.output }) },
                    target: 'awaitingApproval',
                    actions: {
                      type: 'leaveTo',
                      params: ({ event }) => ({ url: approveLinkOf(event.output) }),
                    },
                  },
                  { target: '#confirm.confirm.ready', actions: 'notifyPaypalError' },
                ],
                onError: { target: '#confirm.confirm.ready', actions: 'notifyPaypalError' },
              },
            },
            /** The browser is on PayPal's approve page; it comes back with subscription_id or cancels. */
            awaitingApproval: {
              on: {
                'ROUTE.ENTERED': [
                  {
                    guard: 'returnsFromPaypal',
                    target: '#confirm.confirm.confirmingOrder',
                    actions: ['restoreOrderForm', 'storePaypalReference'],
                  },
                  {
                    guard: 'cancelsPaypalSubscription',
                    target: '#confirm.confirm.ready',
                    actions: ['restoreOrderForm', 'backToConfirm'],
                  },
                ],
              },
            },
          },
        },
        redeemingPromoCode: {
          tags: ['busy'],
          invoke: {
            id: 'lookUpPromotion',
            src: 'lookUpPromotion',
            input: ({ context }) => ({ code: context.promoCode ?? '' }),
            onDone: {
              target: 'applyingPromoCode',
              actions: { type: 'storeFoundPromotion', params: ({ event }) => ({ found: event.output }) },
            },
            onError: { target: 'ready', actions: 'notifyPromoFailed' },
          },
        },
        /** The server answered: the code is redeemed (cart screen's rule) or its notice shown. */
        applyingPromoCode: {
          tags: ['busy'],
          always: [
            { guard: 'promoRedeemed', target: 'savingPromoCart', actions: 'holdRedeemedCart' },
            { target: 'ready', actions: 'notifyRedemption' },
          ],
        },
        savingPromoCart: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.promoPending?.cart ?? context.cart,
            onDone: {
              target: 'ready',
              actions: { type: 'takeSavedCart', params: ({ event }) => ({ cart: event.output }) },
            },
            onError: { target: 'ready', actions: 'notifyPromoFailed' },
          },
        },
        savingReferral: {
          invoke: {
            id: 'saveReferral',
            src: 'saveReferral',
            input: ({ context }) => ({ id: referralIdOf(context) }),
            onDone: 'confirmingOrder',
            onError: {
              target: 'ready',
              actions: { type: 'assignReferrerError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Buy now is not handled here: a second click while confirming does nothing. */
        confirmingOrder: {
          entry: 'startAttempt',
          invoke: {
            id: 'confirmOrder',
            src: 'confirmOrder',
            input: ({ context }) => ({
              idempotencyKey: idempotencyKeyOf(context),
              feedback: parsedFeedback(context),
              agreements: context.agreementsAccepted,
              paymentOption: context.paymentOption,
            }),
            onDone: [
              {
                guard: { type: 'orderAwaitsSmsCode', params: ({ event }) => ({ response: event.output }) },
                target: '#confirm.smsValidation',
                actions: [
                  {
                    type: 'placeOrder',
                    params: ({ event }) => ({ response: event.output, next: 'smsValidation' as const }),
                  },
                  { type: 'announceOrder', params: ({ event }) => ({ response: event.output }) },
                ],
              },
              {
                target: '#confirm.success',
                actions: [
                  {
                    type: 'placeOrder',
                    params: ({ event }) => ({ response: event.output, next: 'success' as const }),
                  },
                  { type: 'announceOrder', params: ({ event }) => ({ response: event.output }) },
                ],
              },
            ],
            onError: {
              target: 'ready',
              actions: [
                { type: 'assignOrderFailure', params: ({ event }) => ({ error: event.error }) },
                'scrollToError',
              ],
            },
          },
        },
      },
    },
    smsValidation: {
      type: 'final',
      meta: view('smsValidation', 'sms_validation.title'),
    },
    success: {
      type: 'final',
      meta: view('success', 'success.title'),
    },
  },
});
