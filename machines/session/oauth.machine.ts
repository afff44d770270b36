import type { AuthorizationUrlResponse, CloudPanelData, LoginBody, LoginResponse } from '@contract/auth';
import type { BrandProperties } from '@contract/brand';
import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { Customer } from '@contract/customer';
import type { StoredClientValues } from '@contract/storage';
import { createCloudPanelItem } from '@domain/cart/hosting-context';
import type { RandomBytes } from '@domain/cart/row-id';
import type { CatalogueContext } from '@domain/catalogue-context';
import { isExistingCustomer } from '@domain/roles/checkout-flow';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { MachineEmitted, RouteEnteredEvent } from '../shared/events';
import { view } from '../shared/view';
import { type Handover, handover, handoverOf } from './handover';
import { SESSION_NOTICES } from './notices';
import { decodeCloudPanelData, readAuthorizationCode, readAuthorizationState } from './query';

/**
 * Login through the external authority (checkout spec sections 2, 4, 6 and 8), on the /oauth routes.
 * The login popup that LoginOrRegister opens is the checkout screen's (`use-login-popup`); where
 * the visitor goes once it is closed is the checkout machine's rule.
 *
 * - /oauth/callback?data=… without a code: the cloud panel sent the visitor. The panel data is kept
 *   client-side and the whole window goes to the brand's authority (its second one for `use_cp_2`),
 *   which sends it back to /oauth/callback with a code.
 * - /oauth/callback?code=… (in the popup, or the whole window for a visitor from the cloud panel,
 *   whose panel data comes from the query or was kept): log in with the authorization code,
 *   clearing the cart when cloud panel data exists, then /oauth/ready.
 * - /oauth/ready: without cloud panel data this is the popup: close it (emitted `closeWindow`).
 *   Without a customer: 'Unable to authenticate' and a reset. Domains and redirect orders add the
 *   product (by external id, else as domain-only; with the hosting number, src/domain's
 *   createCloudPanelItem) to the emptied cart and open the domain lookup; a category order opens
 *   that category's products, or the categories when the category is unknown.
 */

/** Close this window (the login popup is done). */
export interface CloseWindowEmitted {
  type: 'closeWindow';
}

/** Keep these client-side values (spec: "stored client-side"); null removes a value. */
export interface RememberEmitted {
  type: 'remember';
  values: Required<Pick<StoredClientValues, 'cloud_pit_data' | 'external_product_id' | 'order_type'>>;
}

export type OauthEmitted = MachineEmitted | CloseWindowEmitted | RememberEmitted;

export interface OauthInput {
  brand: Pick<BrandProperties, 'oauth' | 'allow_crm'>;
  /** The catalogue the cloud panel's product is looked up in (by its external product id). */
  catalogue: CatalogueContext;
  /** Slugs of the catalogue's categories; a category order for another slug goes to the categories. */
  categorySlugs: readonly string[];
  /** Stored client-side (cloud_pit_data, external_product_id), for /oauth/ready opened again. */
  storedCloudData?: CloudPanelData | null;
  storedExternalProductId?: string | null;
}

/** `fetchAuthorizationUrl` input: the brand's second authority for a panel visitor with `use_cp_2`. */
export interface AuthorizationUrlRequest {
  useSecondAuthority: boolean;
}

/** `saveCart` answer: the cart as the server stored it. */
export interface SavedCloudCart {
  data: Cart;
}

/** What the oauth area hands over: the next route, and the cart and customer it leaves behind. */
export interface OauthOutput extends Handover {
  cart?: Cart;
  customer?: Customer;
}

export interface OauthContext {
  brand: Pick<BrandProperties, 'oauth' | 'allow_crm'>;
  catalogue: CatalogueContext;
  categorySlugs: readonly string[];
  authorizationCode: string | null;
  /** The callback's `state`, which the server checks against the one it issued. */
  authorizationState: string | null;
  cloudData: CloudPanelData | null;
  externalProductId: string | null;
  /** The session's customer after the login (from `refreshAfterLogin`). */
  customer: Customer | null;
  /** The cart with the cloud panel's row, once made (the login emptied the cart before). */
  cart: Cart | null;
  rowId: string | null;
}

export type OauthEvent = RouteEnteredEvent;

const CATEGORY_ORDER = 'redirect_product_category';

/**
 * The emptied cart with the cloud panel's row (src/domain: by external id, else domain-only). The
 * row id is drawn from `random`, a function, so it is not part of the context (snapshots stay
 * plain data): `setup` uses the browser's crypto source, tests provide their own (`withRowIds`).
 */
const cloudRowFrom =
  (random?: RandomBytes) =>
  ({ context }: { context: OauthContext }): Partial<OauthContext> => {
    const item = createCloudPanelItem(
      {
        externalProductId: context.externalProductId,
        hostingNumber: context.cloudData?.webhosting_id ?? null,
      },
      context.catalogue,
      random,
    );
    return item ? { cart: { items: [item] }, rowId: item.row_id } : { cart: null, rowId: null };
  };

export const oauthMachine = setup({
  types: {
    context: {} as OauthContext,
    events: {} as OauthEvent,
    input: {} as OauthInput,
    output: {} as OauthOutput,
    emitted: {} as OauthEmitted,
  },
  actors: {
    fetchAuthorizationUrl: fromPromise<AuthorizationUrlResponse['data'], AuthorizationUrlRequest>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
    /** Fetches customer, store and VAT after a login; answers the session's customer. */
    refreshAfterLogin: fromPromise<Customer>(() => Promise.reject(new Error('provided by the app'))),
    login: fromPromise<LoginResponse, LoginBody>(() => Promise.reject(new Error('provided by the app'))),
    /** PUT /api/v2/session/cart. */
    saveCart: fromPromise<SavedCloudCart, Cart>(() => Promise.reject(new Error('provided by the app'))),
  },
  guards: {
    isOtherRoute: ({ event }) =>
      event.type === 'ROUTE.ENTERED' && event.route !== 'oauthCallback' && event.route !== 'oauthReady',
    isCallbackWithCode: ({ event }) =>
      event.type === 'ROUTE.ENTERED' &&
      event.route === 'oauthCallback' &&
      readAuthorizationCode(event.query) !== null,
    /** The cloud panel's entry: panel data but no authorization code yet. */
    isPanelEntry: ({ event }) =>
      event.type === 'ROUTE.ENTERED' &&
      event.route === 'oauthCallback' &&
      readAuthorizationCode(event.query) === null &&
      decodeCloudPanelData(event.query) !== null,
    isCallbackRoute: ({ event }) => event.type === 'ROUTE.ENTERED' && event.route === 'oauthCallback',
    isReadyRoute: ({ event }) => event.type === 'ROUTE.ENTERED' && event.route === 'oauthReady',
    hasCloudData: ({ context }) => context.cloudData !== null,
    notLoggedIn: (_, params: { customer: Customer }) => !isExistingCustomer(params.customer.customer_number),
    isKnownCategoryOrder: ({ context }) =>
      context.cloudData?.order_type === CATEGORY_ORDER &&
      context.cloudData.category_slug !== null &&
      context.categorySlugs.includes(context.cloudData.category_slug),
    isCategoryOrder: ({ context }) => context.cloudData?.order_type === CATEGORY_ORDER,
    hasCloudRow: ({ context }) => context.rowId !== null,
  },
  actions: {
    /** The callback's code and state; panel data from the query, else the data kept for the round trip. */
    readCallbackQuery: assign(({ context, event }) =>
      event.type === 'ROUTE.ENTERED'
        ? {
            authorizationCode: readAuthorizationCode(event.query),
            authorizationState: readAuthorizationState(event.query),
            cloudData: decodeCloudPanelData(event.query) ?? context.cloudData,
          }
        : {},
    ),
    addCloudRow: assign(cloudRowFrom()),
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
    /** The whole window leaves for the authority (a panel visitor has no popup). */
    leaveForAuthority: emit((_, params: { url: string }) => ({ type: 'leave' as const, url: params.url })),
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
    catalogue: input.catalogue,
    categorySlugs: input.categorySlugs,
    authorizationCode: null,
    authorizationState: null,
    cloudData: input.storedCloudData ?? null,
    externalProductId: input.storedExternalProductId ?? null,
    customer: null,
    cart: null,
    rowId: null,
  }),
  initial: 'idle',
  output: ({ context, event }) => ({
    ...handoverOf(event.output),
    ...(context.cart ? { cart: context.cart } : {}),
    ...(context.customer ? { customer: context.customer } : {}),
  }),
  on: {
    // /oauth/callback and /oauth/ready, whenever the router reports them.
    'ROUTE.ENTERED': [
      { guard: 'isOtherRoute' },
      { guard: 'isCallbackWithCode', target: '.callback', actions: 'readCallbackQuery' },
      { guard: 'isPanelEntry', target: '.authorizing', actions: 'readCallbackQuery' },
      // A callback without an authorization code cannot log in.
      { guard: 'isCallbackRoute', target: '.loginFailed', actions: 'readCallbackQuery' },
      // /oauth/ready: with cloud panel data this is the visitor from the panel, else the popup.
      { guard: 'hasCloudData', target: '.ready' },
      { target: '.windowClosed' },
    ],
  },
  states: {
    /** Waiting for the router reporting an /oauth route. */
    idle: {},
    /** /oauth/callback?data=… from the cloud panel: keep the data, off to the authority for a code. */
    authorizing: {
      meta: view('oauthCallback', 'oauth.title'),
      entry: 'rememberCloudData',
      on: { 'ROUTE.ENTERED': { guard: 'isCallbackRoute' } },
      initial: 'fetchingUrl',
      states: {
        fetchingUrl: {
          invoke: {
            id: 'fetchAuthorizationUrl',
            src: 'fetchAuthorizationUrl',
            input: ({ context }) => ({ useSecondAuthority: context.cloudData?.use_cp_2 ?? false }),
            onDone: {
              target: 'leaving',
              actions: { type: 'leaveForAuthority', params: ({ event }) => ({ url: event.output.url }) },
            },
            onError: { target: '#oauth.loginFailed' },
          },
        },
        /** The browser is on its way to the authority. */
        leaving: {},
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
          order_type: context.cloudData?.order_type ?? null,
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
                target: 'addingRow',
                actions: { type: 'takeCustomer', params: ({ event }) => ({ customer: event.output }) },
              },
            ],
            onError: { target: '#oauth.loginFailed' },
          },
        },
        addingRow: {
          entry: 'addCloudRow',
          always: [
            { guard: 'hasCloudRow', target: 'savingCart' },
            {
              target: '#oauth.toCategories',
              actions: { type: 'notify', params: { notice: SESSION_NOTICES.somethingWentWrong } },
            },
          ],
        },
        savingCart: {
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => context.cart ?? { items: [] },
            onDone: {
              target: '#oauth.toLookup',
              actions: assign({ cart: ({ event }) => event.output.data }),
            },
            onError: {
              target: '#oauth.toCategories',
              actions: [
                assign({ cart: null, rowId: null }),
                { type: 'notify', params: { notice: SESSION_NOTICES.somethingWentWrong } },
              ],
            },
          },
        },
      },
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

/** The machine with the cloud panel row's id drawn from `random` (tests: known row ids). */
export const withRowIds = (random: RandomBytes) =>
  oauthMachine.provide({ actions: { addCloudRow: assign(cloudRowFrom(random)) } });
