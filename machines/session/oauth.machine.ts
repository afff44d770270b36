import type { AuthorizationUrlResponse, CloudPanelData, LoginBody, LoginResponse } from '@contract/auth';
import type { BrandProperties } from '@contract/brand';
import type { Notice } from '@contract/common';
import type { Customer } from '@contract/customer';
import type { StoredClientValues } from '@contract/storage';
import { isExistingCustomer, isLoginAllowed } from '@domain/roles';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { MachineEmitted, RouteEnteredEvent } from '../shared/events';
import { view } from '../shared/view';
import { type Handover, handover, handoverOf } from './handover';
import { SESSION_NOTICES } from './notices';
import { decodeCloudPanelData, readAuthorizationCode, readAuthorizationState } from './query';

/**
 * Login through the external authority (checkout spec sections 2, 4, 6 and 8).
 *
 * - Popup (LoginOrRegister, only when login is allowed): fetch the authorization URL, open it in a
 *   400x600 window (emitted `popup`), wait until the app's poller (every 40 ms) reports the window
 *   closed (`POPUP.CLOSED`), then fetch customer, store and VAT; an existing customer goes to
 *   Postfill, anybody else stays on LoginOrRegister.
 * - /oauth/callback?code=…&data=… (in the popup, or the whole window for a visitor from the cloud
 *   panel): log in with the authorization code, clearing the cart when cloud panel data exists, then
 *   /oauth/ready.
 * - /oauth/ready: without cloud panel data this is the popup: close it (emitted `closeWindow`).
 *   Without a customer: 'Unable to authenticate' and a reset. Domains and redirect orders add the
 *   product (by external id, else as domain-only) and open the domain lookup; a category order opens
 *   that category's products, or the categories when the category is unknown.
 */

/** Size of the login popup and how often the app checks whether it was closed. */
export const LOGIN_POPUP = { width: 400, height: 600, pollIntervalMs: 40 } as const;

/** Open the login popup at `url`. */
export interface PopupEmitted {
  type: 'popup';
  url: string;
  width: typeof LOGIN_POPUP.width;
  height: typeof LOGIN_POPUP.height;
}

/** Close this window (the login popup is done). */
export interface CloseWindowEmitted {
  type: 'closeWindow';
}

/** Keep these client-side values (spec: "stored client-side"); null removes a value. */
export interface RememberEmitted {
  type: 'remember';
  values: Required<Pick<StoredClientValues, 'cloud_pit_data' | 'external_product_id' | 'order_type'>>;
}

export type OauthEmitted = MachineEmitted | PopupEmitted | CloseWindowEmitted | RememberEmitted;

export interface OauthInput {
  brand: Pick<BrandProperties, 'oauth' | 'allow_crm'>;
  /** Slugs of the catalogue's categories; a category order for another slug goes to the categories. */
  categorySlugs: readonly string[];
  /** Stored client-side (cloud_pit_data, external_product_id), for /oauth/ready opened again. */
  storedCloudData?: CloudPanelData | null;
  storedExternalProductId?: string | null;
}

/** `addCloudProduct` request: the cloud panel's product by external id, else a domain-only row. */
export type CloudProductRequest =
  | { kind: 'product'; externalProductId: string; webhostingId: string | null }
  | { kind: 'domainOnly'; webhostingId: string | null };

/** `addCloudProduct` answer: the cart row the domain lookup works on. */
export interface AddedCloudProduct {
  rowId: string;
}

export interface OauthContext {
  brand: Pick<BrandProperties, 'oauth' | 'allow_crm'>;
  categorySlugs: readonly string[];
  authorizationCode: string | null;
  /** The callback's `state`, which the server checks against the one it issued. */
  authorizationState: string | null;
  authorizationUrl: string | null;
  cloudData: CloudPanelData | null;
  externalProductId: string | null;
  /** The session's customer after the login (from `refreshAfterLogin`). */
  customer: Customer | null;
  rowId: string | null;
}

/** The log-in tile of LoginOrRegister. */
export interface LoginChosenEvent {
  type: 'LOGIN.CHOSEN';
}

/** Sent by the app's poller when the login popup was closed (by the user or by /oauth/ready). */
export interface PopupClosedEvent {
  type: 'POPUP.CLOSED';
}

export type OauthEvent = RouteEnteredEvent | LoginChosenEvent | PopupClosedEvent;

const CATEGORY_ORDER = 'redirect_product_category';

export const oauthMachine = setup({
  types: {
    context: {} as OauthContext,
    events: {} as OauthEvent,
    input: {} as OauthInput,
    output: {} as Handover,
    emitted: {} as OauthEmitted,
  },
  actors: {
    fetchAuthorizationUrl: fromPromise<AuthorizationUrlResponse['data']>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
    /** Fetches customer, store and VAT after a login; answers the session's customer. */
    refreshAfterLogin: fromPromise<Customer>(() => Promise.reject(new Error('provided by the app'))),
    login: fromPromise<LoginResponse, LoginBody>(() => Promise.reject(new Error('provided by the app'))),
    addCloudProduct: fromPromise<AddedCloudProduct, CloudProductRequest>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
  },
  guards: {
    loginAllowed: ({ context }) => isLoginAllowed(context.brand),
    isOtherRoute: ({ event }) =>
      event.type === 'ROUTE.ENTERED' && event.route !== 'oauthCallback' && event.route !== 'oauthReady',
    isCallbackWithCode: ({ event }) =>
      event.type === 'ROUTE.ENTERED' &&
      event.route === 'oauthCallback' &&
      readAuthorizationCode(event.query) !== null,
    isCallbackRoute: ({ event }) => event.type === 'ROUTE.ENTERED' && event.route === 'oauthCallback',
    isReadyRoute: ({ event }) => event.type === 'ROUTE.ENTERED' && event.route === 'oauthReady',
    hasCloudData: ({ context }) => context.cloudData !== null,
    notLoggedIn: (_, params: { customer: Customer }) => !isExistingCustomer(params.customer.customer_number),
    isKnownCategoryOrder: ({ context }) =>
      context.cloudData?.order_type === CATEGORY_ORDER &&
      context.cloudData.category_slug !== null &&
      context.categorySlugs.includes(context.cloudData.category_slug),
    isCategoryOrder: ({ context }) => context.cloudData?.order_type === CATEGORY_ORDER,
    hasExternalProductId: ({ context }) => context.externalProductId !== null,
  },
  actions: {
    readCallbackQuery: assign(({ event }) =>
      event.type === 'ROUTE.ENTERED'
        ? {
            authorizationCode: readAuthorizationCode(event.query),
            authorizationState: readAuthorizationState(event.query),
            cloudData: decodeCloudPanelData(event.query),
          }
        : {},
    ),
    takeCustomer: assign({ customer: (_, params: { customer: Customer }) => params.customer }),
    notify: emit((_, params: { notice: Notice }) => ({ type: 'notify' as const, notice: params.notice })),
    rememberCloudData: emit(({ context }) => ({
      type: 'remember' as const,
      values: {
        cloud_pit_data: context.cloudData,
        external_product_id: context.externalProductId,
        order_type: context.cloudData?.order_type ?? null,
      },
    })),
    /** The reset after a failed login: the stored cloud panel data goes. */
    forgetCloudData: emit({
      type: 'remember' as const,
      values: { cloud_pit_data: null, external_product_id: null, order_type: null },
    }),
  },
}).createMachine({
  id: 'oauth',
  context: ({ input }) => ({
    brand: input.brand,
    categorySlugs: input.categorySlugs,
    authorizationCode: null,
    authorizationState: null,
    authorizationUrl: null,
    cloudData: input.storedCloudData ?? null,
    externalProductId: input.storedExternalProductId ?? null,
    customer: null,
    rowId: null,
  }),
  initial: 'idle',
  output: ({ event }) => handoverOf(event.output),
  on: {
    // /oauth/callback and /oauth/ready, whenever the router reports them.
    'ROUTE.ENTERED': [
      { guard: 'isOtherRoute' },
      { guard: 'isCallbackWithCode', target: '.callback', actions: 'readCallbackQuery' },
      // A callback without an authorization code cannot log in.
      { guard: 'isCallbackRoute', target: '.loginFailed', actions: 'readCallbackQuery' },
      // /oauth/ready: with cloud panel data this is the visitor from the panel, else the popup.
      { guard: 'hasCloudData', target: '.ready' },
      { target: '.windowClosed' },
    ],
  },
  states: {
    /** Waiting for the log-in tile or the router reporting an /oauth route. */
    idle: {
      on: { 'LOGIN.CHOSEN': { guard: 'loginAllowed', target: 'popup' } },
    },
    /** The login popup, opened from LoginOrRegister (which stays the screen). */
    popup: {
      meta: view('loginOrRegister', 'customer.login_or_register.title', 'customer'),
      initial: 'fetchingUrl',
      states: {
        fetchingUrl: {
          invoke: {
            id: 'fetchAuthorizationUrl',
            src: 'fetchAuthorizationUrl',
            onDone: {
              target: 'open',
              actions: assign({ authorizationUrl: ({ event }) => event.output.url }),
            },
            // Fetch failures are only logged (spec section 8); the tile can be chosen again.
            onError: { target: '#oauth.idle' },
          },
        },
        open: {
          entry: emit(({ context }) => ({
            type: 'popup' as const,
            url: context.authorizationUrl ?? '',
            width: LOGIN_POPUP.width,
            height: LOGIN_POPUP.height,
          })),
          on: { 'POPUP.CLOSED': { target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshAfterLogin',
            src: 'refreshAfterLogin',
            onDone: [
              // Closed without logging in: LoginOrRegister again.
              {
                guard: { type: 'notLoggedIn', params: ({ event }) => ({ customer: event.output }) },
                target: '#oauth.idle',
                actions: { type: 'takeCustomer', params: ({ event }) => ({ customer: event.output }) },
              },
              {
                target: '#oauth.toPostfill',
                actions: { type: 'takeCustomer', params: ({ event }) => ({ customer: event.output }) },
              },
            ],
            onError: { target: '#oauth.idle' },
          },
        },
      },
    },
    /** /oauth/callback?code=…&data=… : log in with the authorization code. */
    callback: {
      meta: view('oauthCallback', 'oauth.title'),
      // The route this state shows, reported again: the code is single-use, do not log in twice.
      on: { 'ROUTE.ENTERED': { guard: 'isCallbackRoute' } },
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          authorization_code: context.authorizationCode ?? '',
          state: context.authorizationState,
          subscription_id: context.cloudData?.webhosting_id ?? null,
          use_cp_2: context.cloudData?.use_cp_2 ?? false,
          // The cart is cleared when cloud panel data exists.
          clear_cart: context.cloudData !== null,
        }),
        onDone: [
          {
            guard: 'hasCloudData',
            target: 'ready',
            actions: [
              assign({ externalProductId: ({ event }) => event.output.external_product_id }),
              'rememberCloudData',
            ],
          },
          // No cloud panel data: this was the popup.
          {
            target: 'windowClosed',
            actions: [
              assign({ externalProductId: ({ event }) => event.output.external_product_id }),
              'rememberCloudData',
            ],
          },
        ],
        onError: { target: 'loginFailed' },
      },
    },
    /** /oauth/ready with cloud panel data: the visitor from the cloud panel. */
    ready: {
      meta: view('oauthReady', 'oauth.title'),
      // The route this state shows, reported again: do not add the product twice.
      on: { 'ROUTE.ENTERED': { guard: 'isReadyRoute' } },
      initial: 'refreshing',
      states: {
        refreshing: {
          invoke: {
            id: 'refreshAfterLogin',
            src: 'refreshAfterLogin',
            onDone: [
              {
                guard: { type: 'notLoggedIn', params: ({ event }) => ({ customer: event.output }) },
                target: '#oauth.loginFailed',
              },
              {
                guard: 'isKnownCategoryOrder',
                target: '#oauth.toProducts',
                actions: { type: 'takeCustomer', params: ({ event }) => ({ customer: event.output }) },
              },
              {
                guard: 'isCategoryOrder',
                target: '#oauth.toCategories',
                actions: { type: 'takeCustomer', params: ({ event }) => ({ customer: event.output }) },
              },
              // Domains and redirect orders: the product by external id, else a domain-only row.
              {
                guard: 'hasExternalProductId',
                target: 'addingProduct',
                actions: { type: 'takeCustomer', params: ({ event }) => ({ customer: event.output }) },
              },
              {
                target: 'addingDomainOnly',
                actions: { type: 'takeCustomer', params: ({ event }) => ({ customer: event.output }) },
              },
            ],
            onError: { target: '#oauth.loginFailed' },
          },
        },
        addingProduct: {
          invoke: {
            id: 'addCloudProduct',
            src: 'addCloudProduct',
            input: ({ context }) => ({
              kind: 'product' as const,
              externalProductId: context.externalProductId ?? '',
              webhostingId: context.cloudData?.webhosting_id ?? null,
            }),
            onDone: {
              target: '#oauth.toLookup',
              actions: assign({ rowId: ({ event }) => event.output.rowId }),
            },
            onError: {
              target: '#oauth.toCategories',
              actions: { type: 'notify', params: { notice: SESSION_NOTICES.somethingWentWrong } },
            },
          },
        },
        addingDomainOnly: {
          invoke: {
            id: 'addCloudProduct',
            src: 'addCloudProduct',
            input: ({ context }) => ({
              kind: 'domainOnly' as const,
              webhostingId: context.cloudData?.webhosting_id ?? null,
            }),
            onDone: {
              target: '#oauth.toLookup',
              actions: assign({ rowId: ({ event }) => event.output.rowId }),
            },
            onError: {
              target: '#oauth.toCategories',
              actions: { type: 'notify', params: { notice: SESSION_NOTICES.somethingWentWrong } },
            },
          },
        },
      },
    },
    /** Existing customer after the popup login: fill postponed fields (Postfill goes on to confirm). */
    toPostfill: {
      type: 'final',
      output: handover({ route: 'postfillProducts', query: { p: 'y' } }),
    },
    /** The popup closes itself; should the browser refuse, the visitor starts at the categories. */
    windowClosed: {
      type: 'final',
      entry: emit({ type: 'closeWindow' as const }),
      output: handover({ route: 'categories' }),
    },
    /** 'Unable to authenticate' (start a new order, log in later) and a reset. */
    loginFailed: {
      type: 'final',
      entry: [{ type: 'notify', params: { notice: SESSION_NOTICES.loginFailed } }, 'forgetCloudData'],
      output: handover({ route: 'categories' }),
    },
    toProducts: {
      type: 'final',
      output: ({ context }) =>
        handover({ route: 'products', params: { slug: context.cloudData?.category_slug ?? '' } }),
    },
    toCategories: { type: 'final', output: handover({ route: 'categories' }) },
    toLookup: {
      type: 'final',
      output: ({ context }) =>
        handover({ route: 'domainsLookup', query: { id: context.rowId ?? undefined } }),
    },
  },
});
