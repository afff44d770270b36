import type { CloudPanelOrderType } from '@contract/auth';
import type { BrandProperties } from '@contract/brand';
import type { AddressInfo, BasicInfo, Customer } from '@contract/customer';
import type { PaymentOption, SessionPaymentBody } from '@contract/payment';
import { isExistingCustomer, isLoginAllowed, mayEnterConfirm } from '@domain/roles/checkout-flow';
import { assign, fromPromise, setup } from 'xstate';
import { apiErrorOf, firstMessagePerField } from '../shared/api-errors';
import { type BreadcrumbVariant, breadcrumbFor } from '../shared/breadcrumb';
import type { RouteEnteredEvent } from '../shared/events';
import type { RouteId, RouteTarget } from '../shared/routes';
import { type StateMeta, view } from '../shared/view';

/**
 * Checkout statechart (checkout spec section 2 "Flow order", "Route guards", "Screen behaviour";
 * section 6 roles; section 8 customer save failures): login-or-register, logout, basic info,
 * address, payment and confirm, back navigation, returnToConfirm and the route guards (where
 * checkout starts is the cart machine's decision, forward to the last step reached the
 * session-restore machine's). The confirm screen's own work (buy now, payment paths) is the
 * confirm machine (`machines/payment`); this machine only decides who may be on which step.
 */

// --- Input, context, events -------------------------------------------------------------------

export interface CheckoutInput {
  /** Number of cart rows (route guards: "needs items"). */
  itemCount: number;
  /** Brand facts deciding whether login is offered (OAuth authority and CRM customers). */
  brand: Pick<BrandProperties, 'oauth' | 'allow_crm'>;
  /** The session's customer (customer number, basic info, address), if any. */
  customer: Customer | null;
  /** The payment option stored in the session, if any. */
  paymentOption: PaymentOption | null;
  /** Cloud panel order type (cloudpit_domains gets the reduced breadcrumb). */
  orderType: CloudPanelOrderType | null;
}

export interface CheckoutContext {
  itemCount: number;
  loginAllowed: boolean;
  orderType: CloudPanelOrderType | null;
  customerNumber: string | null;
  basicInfo: BasicInfo | null;
  address: AddressInfo | null;
  paymentOption: PaymentOption | null;
  /** Derived from customer number and order type whenever one of them changes. */
  breadcrumb: BreadcrumbVariant;
  /** The query flag of basic info / address: after saving, go back to confirm. */
  returnToConfirm: boolean;
  /** Server field errors of the last save, first message per field (spec section 8). */
  fieldErrors: Readonly<Record<string, string>>;
  /** A save failed without field errors: forward is blocked, this message key is shown. */
  generalError: string | null;
}

export type CheckoutEvent =
  | RouteEnteredEvent
  /**
   * The login popup closed and the session's customer was fetched: an existing customer when the
   * visitor logged in, else a customer without number (closed without logging in, login failed).
   */
  | { type: 'LOGIN.COMPLETED'; customer: Customer }
  /** "Create an account" tile of login-or-register. */
  | { type: 'REGISTER.CHOSEN' }
  /** "Log out" on the account-change page. */
  | { type: 'LOGOUT.CHOSEN' }
  /** "Proceed" on the account-change page. */
  | { type: 'STEP.NEXT' }
  | { type: 'STEP.BACK' }
  /** Forward on basic info / address / payment with the form's valid values. */
  | { type: 'BASIC_INFO.SUBMITTED'; values: BasicInfo }
  | { type: 'ADDRESS.SUBMITTED'; values: AddressInfo }
  | { type: 'PAYMENT.SUBMITTED'; values: SessionPaymentBody };

/**
 * A saved basic info or address, and the session's payment option after the save: the server
 * drops a chosen option the new customer group or country no longer allows (bank transfer for a
 * private person, SEPA outside the SEPA countries), so the option is read again with every save.
 */
export interface SavedBasicInfo {
  basicInfo: BasicInfo;
  paymentOption: PaymentOption | null;
}

export interface SavedAddress {
  address: AddressInfo;
  paymentOption: PaymentOption | null;
}

export interface CheckoutOutput {
  next: RouteTarget;
  /**
   * The customer as checkout leaves it (logged in, logged out, data saved), so the next area starts
   * from it even before the app has fetched the customer again.
   */
  customer?: Customer | null;
}

// --- Rules the guards call ----------------------------------------------------------------------

const GENERAL_SAVE_ERROR = 'error.generic';

/** The checkout's own routes: entering one of them is this machine's business. */
export const CHECKOUT_ROUTES = [
  'loginOrRegister',
  'logout',
  'basicInfo',
  'address',
  'payment',
  'confirm',
] as const satisfies readonly RouteId[];

const isCheckoutRoute = (route: RouteId): boolean => (CHECKOUT_ROUTES as readonly RouteId[]).includes(route);

const existing = (context: CheckoutContext): boolean => isExistingCustomer(context.customerNumber);
const hasItems = (context: CheckoutContext): boolean => context.itemCount > 0;
/** "A customer": basic info and address are known. */
const hasCustomer = (context: CheckoutContext): boolean =>
  context.basicInfo !== null && context.address !== null;

/** Route guards of the spec (section 2), by route. */
const routeGuards = {
  /** Items and either (a selected payment option and a customer) or an existing customer. */
  confirm: (context: CheckoutContext) =>
    mayEnterConfirm({
      itemCount: context.itemCount,
      hasPaymentOption: context.paymentOption !== null,
      hasCustomer: hasCustomer(context),
      existingCustomer: existing(context),
    }),
  /** Items, a customer, and not an existing customer. */
  payment: (context: CheckoutContext) => hasItems(context) && hasCustomer(context) && !existing(context),
  /** Login, basic info and address: items and no existing customer. */
  customerStep: (context: CheckoutContext) => hasItems(context) && !existing(context),
  /** Logout: an existing customer. */
  logout: (context: CheckoutContext) => existing(context),
};

/** The payment option in the context (stored with the address before the refetch). */
const savedPaymentOption = ({ context }: { context: CheckoutContext }) => ({
  paymentOption: context.paymentOption,
});

const entering = (event: CheckoutEvent, route: RouteId): boolean =>
  event.type === 'ROUTE.ENTERED' && event.route === route;

/** A query flag is set when present and not 0 / false / empty. */
function queryFlag(value: string | number | undefined): boolean {
  if (value === undefined) return false;
  return !['', '0', 'false'].includes(String(value).trim().toLowerCase());
}

const noErrors = { fieldErrors: {}, generalError: null } as const;

const TO_CART: CheckoutOutput = { next: { route: 'cart' } };
/** A failed route guard sends to the root (categories), replacing the refused URL so Back does not loop. */
const TO_ROOT: CheckoutOutput = { next: { route: 'categories', replace: true } };
/** After a login as an existing customer (checkout spec section 5): postponed fields, then confirm. */
/** Basic info is not for an existing customer: straight to confirm, replacing the URL (spec: BasicInfo). */
const TO_CONFIRM: CheckoutOutput = { next: { route: 'confirm', replace: true } };
const TO_POSTFILL: CheckoutOutput = { next: { route: 'postfillProducts', query: { p: 'y' } } };

function isHandover(value: unknown): value is CheckoutOutput {
  if (typeof value !== 'object' || value === null || !('next' in value)) return false;
  const { next } = value;
  return typeof next === 'object' && next !== null && 'route' in next && typeof next.route === 'string';
}

// --- Machine --------------------------------------------------------------------------------------

const providedByTheApp = () => Promise.reject(new Error('provided by the app'));

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
    meta: {} as StateMeta,
  },
  actors: {
    /** PUT /api/v2/session/basic-info; resolves with the stored basic info and payment option. */
    saveBasicInfo: fromPromise<SavedBasicInfo, { values: BasicInfo }>(providedByTheApp),
    /** PUT /api/v2/session/address-info; resolves with the stored address and payment option. */
    saveAddress: fromPromise<SavedAddress, { values: AddressInfo }>(providedByTheApp),
    /** After the address: VAT, domain data, payment intervals and products are fetched again. */
    refetchAfterAddress: fromPromise<void>(providedByTheApp),
    /** PUT /api/v2/session/payment; resolves with the stored payment option. */
    savePayment: fromPromise<PaymentOption, { values: SessionPaymentBody }>(providedByTheApp),
    /** GET /api/v2/customer/logout. */
    logout: fromPromise<void>(providedByTheApp),
  },
  guards: {
    loginAllowed: ({ context }) => context.loginAllowed,
    loginUnavailable: ({ context }) => !context.loginAllowed,
    existingCustomer: ({ context }) => existing(context),
    loggedInAsExistingCustomer: ({ event }) =>
      event.type === 'LOGIN.COMPLETED' && isExistingCustomer(event.customer.customer_number),
    /**
     * returnToConfirm is set and confirm would admit the visitor with the payment option the save
     * left; once a save dropped it, confirm does not, and the flow goes on (address, payment) to
     * choose one again.
     */
    returnsToConfirm: ({ context }, params: { paymentOption: PaymentOption | null }) =>
      context.returnToConfirm && routeGuards.confirm({ ...context, paymentOption: params.paymentOption }),
    /** The address screen goes back when no first name is known. */
    firstNameUnknown: ({ context }) => !context.basicInfo?.first_name,
    mayEnterConfirm: ({ context, event }) => entering(event, 'confirm') && routeGuards.confirm(context),
    mayEnterPayment: ({ context, event }) => entering(event, 'payment') && routeGuards.payment(context),
    mayEnterLoginOrRegister: ({ context, event }) =>
      entering(event, 'loginOrRegister') && routeGuards.customerStep(context),
    /** An existing customer on basic info is sent straight to confirm (when confirm admits them). */
    existingCustomerEntersBasicInfo: ({ context, event }) =>
      entering(event, 'basicInfo') && existing(context) && routeGuards.confirm(context),
    mayEnterBasicInfo: ({ context, event }) =>
      entering(event, 'basicInfo') && routeGuards.customerStep(context),
    mayEnterAddress: ({ context, event }) => entering(event, 'address') && routeGuards.customerStep(context),
    mayEnterLogout: ({ context, event }) => entering(event, 'logout') && routeGuards.logout(context),
    entersCart: ({ event }) => entering(event, 'cart'),
    /** Any other checkout route (an empty cart included): its guard failed. */
    entersCheckoutRoute: ({ event }) => event.type === 'ROUTE.ENTERED' && isCheckoutRoute(event.route),
  },
  actions: {
    assignReturnToConfirm: assign({
      returnToConfirm: ({ event }) =>
        event.type === 'ROUTE.ENTERED' && queryFlag(event.query.returnToConfirm),
    }),
    clearReturnToConfirm: assign({ returnToConfirm: false }),
    assignLoggedInCustomer: assign(({ context, event }) => {
      if (event.type !== 'LOGIN.COMPLETED') return {};
      const { customer } = event;
      return {
        customerNumber: customer.customer_number,
        basicInfo: customer.basicInfo ?? context.basicInfo,
        address: customer.address ?? context.address,
        breadcrumb: breadcrumbFor(customer.customer_number, context.orderType),
      };
    }),
    clearCustomer: assign(({ context }) => ({
      customerNumber: null,
      basicInfo: null,
      address: null,
      paymentOption: null,
      breadcrumb: breadcrumbFor(null, context.orderType),
      ...noErrors,
    })),
    clearErrors: assign(noErrors),
    /** The saved step and the payment option the session still has (null: choose one again). */
    storeBasicInfo: assign((_, params: { saved: SavedBasicInfo }) => ({
      basicInfo: params.saved.basicInfo,
      paymentOption: params.saved.paymentOption,
    })),
    storeAddress: assign((_, params: { saved: SavedAddress }) => ({
      address: params.saved.address,
      paymentOption: params.saved.paymentOption,
    })),
    storePaymentOption: assign((_, params: { paymentOption: PaymentOption }) => ({
      paymentOption: params.paymentOption,
    })),
    /** Field errors (first message per field) stay on the screen; any other error blocks forward. */
    assignSaveError: assign((_, params: { error: unknown }) => {
      const fieldErrors = firstMessagePerField(apiErrorOf(params.error)?.errors ?? {});
      return {
        fieldErrors,
        generalError: Object.keys(fieldErrors).length > 0 ? null : GENERAL_SAVE_ERROR,
      };
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    itemCount: input.itemCount,
    loginAllowed: isLoginAllowed(input.brand),
    orderType: input.orderType,
    customerNumber: input.customer?.customer_number ?? null,
    basicInfo: input.customer?.basicInfo ?? null,
    address: input.customer?.address ?? null,
    paymentOption: input.paymentOption,
    breadcrumb: breadcrumbFor(input.customer?.customer_number ?? null, input.orderType),
    returnToConfirm: false,
    ...noErrors,
  }),
  initial: 'idle',
  // The final state's output is the handover; XState types it as unknown here.
  output: ({ context, event }) => ({
    ...(isHandover(event.output) ? event.output : TO_ROOT),
    customer: customerOf(context),
  }),
  on: {
    'ROUTE.ENTERED': [
      { guard: 'mayEnterConfirm', target: '.confirm' },
      { guard: 'mayEnterPayment', target: '.payment', actions: 'clearReturnToConfirm' },
      { guard: 'mayEnterLoginOrRegister', target: '.loginOrRegister', actions: 'clearReturnToConfirm' },
      { guard: 'existingCustomerEntersBasicInfo', target: '.existingCustomerToConfirm' },
      { guard: 'mayEnterBasicInfo', target: '.basicInfo', actions: 'assignReturnToConfirm' },
      { guard: 'mayEnterAddress', target: '.address', actions: 'assignReturnToConfirm' },
      { guard: 'mayEnterLogout', target: '.logout', actions: 'clearReturnToConfirm' },
      { guard: 'entersCart', target: '.cart' },
      { guard: 'entersCheckoutRoute', target: '.root' },
    ],
  },
  states: {
    /**
     * Not on a checkout step yet: the wizard reports the route. Where "to checkout" on the cart
     * starts (domain `checkoutStart`) is the cart machine's decision, and forward to the last step
     * reached the session-restore machine's; this machine admits or refuses the route.
     */
    idle: {},
    loginOrRegister: {
      meta: view('loginOrRegister', 'customer.login_or_register.title'),
      /** Only offered when login is allowed. */
      always: { guard: 'loginUnavailable', target: 'basicInfo' },
      on: {
        'REGISTER.CHOSEN': 'basicInfo',
        // The login popup closed (checkout spec section 4): an existing customer goes to Postfill,
        // anybody else stays on LoginOrRegister.
        'LOGIN.COMPLETED': {
          guard: 'loggedInAsExistingCustomer',
          target: 'postfill',
          actions: 'assignLoggedInCustomer',
        },
        'STEP.BACK': 'cart',
      },
    },
    /** Account-change page of an existing customer. */
    logout: {
      meta: view('logout', 'customer.logout.title'),
      initial: 'choosing',
      on: {
        'STEP.NEXT': 'confirm',
        'STEP.BACK': 'cart',
      },
      states: {
        choosing: {
          on: { 'LOGOUT.CHOSEN': { target: 'loggingOut', actions: 'clearErrors' } },
        },
        loggingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: [
              // Logged out: the visitor is a new customer now and starts over.
              { guard: 'loginAllowed', target: '#checkout.loginOrRegister', actions: 'clearCustomer' },
              { target: '#checkout.basicInfo', actions: 'clearCustomer' },
            ],
            onError: {
              target: 'choosing',
              actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    basicInfo: {
      meta: view('basicInfo', 'customer.basic_info.title'),
      initial: 'editing',
      on: {
        'STEP.BACK': [
          { guard: 'loginAllowed', target: 'loginOrRegister', actions: 'clearReturnToConfirm' },
          { target: 'cart' },
        ],
      },
      states: {
        editing: {
          on: { 'BASIC_INFO.SUBMITTED': { target: 'saving', actions: 'clearErrors' } },
        },
        saving: {
          invoke: {
            id: 'saveBasicInfo',
            src: 'saveBasicInfo',
            input: ({ event }) => ({ values: submittedBasicInfo(event) }),
            onDone: [
              // The guard runs before the actions store the save: it takes the saved option.
              {
                guard: {
                  type: 'returnsToConfirm',
                  params: ({ event }) => ({ paymentOption: event.output.paymentOption }),
                },
                target: '#checkout.confirm',
                actions: { type: 'storeBasicInfo', params: ({ event }) => ({ saved: event.output }) },
              },
              {
                target: '#checkout.address',
                actions: { type: 'storeBasicInfo', params: ({ event }) => ({ saved: event.output }) },
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    address: {
      meta: view('address', 'customer.address.title'),
      always: { guard: 'firstNameUnknown', target: 'basicInfo' },
      initial: 'editing',
      on: {
        'STEP.BACK': { target: 'basicInfo', actions: 'clearReturnToConfirm' },
      },
      states: {
        editing: {
          on: { 'ADDRESS.SUBMITTED': { target: 'saving', actions: 'clearErrors' } },
        },
        saving: {
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ event }) => ({ values: submittedAddress(event) }),
            onDone: {
              target: 'refetching',
              actions: { type: 'storeAddress', params: ({ event }) => ({ saved: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** VAT, domain data, payment intervals and products depend on the address. */
        refetching: {
          invoke: {
            id: 'refetchAfterAddress',
            src: 'refetchAfterAddress',
            onDone: [
              {
                guard: { type: 'returnsToConfirm', params: savedPaymentOption },
                target: '#checkout.confirm',
              },
              { target: '#checkout.payment' },
            ],
            // A failed refetch is only logged by the app (spec section 8); the flow goes on.
            onError: [
              {
                guard: { type: 'returnsToConfirm', params: savedPaymentOption },
                target: '#checkout.confirm',
              },
              { target: '#checkout.payment' },
            ],
          },
        },
      },
    },
    payment: {
      meta: view('payment', 'customer.payment.title'),
      initial: 'editing',
      on: {
        'STEP.BACK': 'address',
      },
      states: {
        editing: {
          on: { 'PAYMENT.SUBMITTED': { target: 'saving', actions: 'clearErrors' } },
        },
        saving: {
          invoke: {
            id: 'savePayment',
            src: 'savePayment',
            input: ({ event }) => ({ values: submittedPayment(event) }),
            onDone: {
              target: '#checkout.confirm',
              actions: {
                type: 'storePaymentOption',
                params: ({ event }) => ({ paymentOption: event.output }),
              },
            },
            // Response errors are shown on the payment (SEPA) fields.
            onError: {
              target: 'editing',
              actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** The order overview; buy now and the payment paths are the confirm machine's. */
    confirm: {
      meta: view('confirm', 'confirm.title'),
      entry: ['clearReturnToConfirm', 'clearErrors'],
      on: {
        'STEP.BACK': [{ guard: 'existingCustomer', target: 'logout' }, { target: 'payment' }],
      },
    },
    /** Back to the cart (back from the first step, the cart link, or nothing left to check out). */
    cart: {
      type: 'final',
      meta: view('cart', 'cart.title'),
      output: TO_CART,
    },
    /** Logged in as an existing customer: postfill collects postponed fields, then confirm. */
    postfill: {
      type: 'final',
      meta: view('postfillProducts', 'postfill.product_fields.title'),
      output: TO_POSTFILL,
    },
    /** An existing customer opened basic info: confirm instead. */
    existingCustomerToConfirm: {
      type: 'final',
      meta: view('confirm', 'confirm.title'),
      output: TO_CONFIRM,
    },
    /** A route guard failed: the root. */
    root: {
      type: 'final',
      meta: view('categories', 'categories.title'),
      output: TO_ROOT,
    },
  },
});

/** The customer of the checkout's context; null when nothing is known (logged out, new visitor). */
function customerOf(context: CheckoutContext): Customer | null {
  if (context.customerNumber === null && context.basicInfo === null && context.address === null) return null;
  return {
    customer_number: context.customerNumber,
    basicInfo: context.basicInfo,
    address: context.address,
    validated: existing(context) || (context.basicInfo !== null && context.address !== null),
  };
}

// A save state is entered only by its submit event; the invoked save takes the submitted values.
const notSubmitted = (type: string) => new Error(`a save is started only by ${type}`);

function submittedBasicInfo(event: CheckoutEvent): BasicInfo {
  if (event.type === 'BASIC_INFO.SUBMITTED') return event.values;
  throw notSubmitted('BASIC_INFO.SUBMITTED');
}

function submittedAddress(event: CheckoutEvent): AddressInfo {
  if (event.type === 'ADDRESS.SUBMITTED') return event.values;
  throw notSubmitted('ADDRESS.SUBMITTED');
}

function submittedPayment(event: CheckoutEvent): SessionPaymentBody {
  if (event.type === 'PAYMENT.SUBMITTED') return event.values;
  throw notSubmitted('PAYMENT.SUBMITTED');
}
