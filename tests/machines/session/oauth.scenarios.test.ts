import type { AuthorizationUrlResponse, CloudPanelData, LoginBody, LoginResponse } from '@contract/auth';
import type { BrandProperties } from '@contract/brand';
import type { Cart } from '@contract/cart';
import type { Customer } from '@contract/customer';
import { hostingNumberOf } from '@domain/cart';
import {
  type AuthorizationUrlRequest,
  type OauthEmitted,
  type OauthInput,
  oauthMachine,
  type SavedCloudCart,
  withRowIds,
} from '@machines/session/oauth.machine';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DOMAIN_ONLY_ID, fixedRandom } from '../../domain/cart/fixtures';
import { httpError, routeEntered } from './events';
import { cloudCatalogue, cloudData, HOSTING_EXTERNAL_ID, HOSTING_PRODUCT_ID } from './fixtures';
import { viewOf } from './model';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const oauth: BrandProperties['oauth'] = {
  authority: 'https://login.example.org',
  second_authority: 'https://login2.example.org',
  client_id: 'shop',
  provider_type: 'oidc',
  redirect_uri: '/oauth/callback',
};

const customer = (customerNumber: string | null): Customer => ({
  customer_number: customerNumber,
  basicInfo: null,
  address: null,
  validated: customerNumber !== null,
});

/** The login authority and the shop's session as a fake backend. */
interface FakeBackend {
  /** Customer number the session has after login (null: the login did not take). */
  customerNumber: string | null;
  externalProductId: string | null;
  loginFails?: boolean;
  saveFails?: boolean;
  /** Saving waits for this (to act while the call runs). */
  gate?: Promise<void>;
  cartItems: number;
  logins: LoginBody[];
  authorizations: AuthorizationUrlRequest[];
  saved: Cart[];
}

const backend = (parts: Partial<FakeBackend> = {}): FakeBackend => ({
  customerNumber: 'K-1000',
  externalProductId: null,
  cartItems: 2,
  logins: [],
  authorizations: [],
  saved: [],
  ...parts,
});

/** The saved cart's only row: its product and hosting number. */
const savedRow = (server: FakeBackend) => {
  const row = server.saved.at(-1)?.items[0];
  return row
    ? {
        productId: row.product.id,
        hostingNumber: hostingNumberOf(row),
        rows: server.saved.at(-1)?.items.length,
      }
    : null;
};
const ROW_ID = 'r'.repeat(32);

/** Row ids of the letter r (index 43 of the row-id alphabet). */
const knownRowIds = withRowIds(fixedRandom([43]));

function start(server: FakeBackend, input: Partial<OauthInput> = {}) {
  const machine = knownRowIds.provide({
    actors: {
      fetchAuthorizationUrl: fromPromise<AuthorizationUrlResponse['data'], AuthorizationUrlRequest>(
        async ({ input: request }) => {
          server.authorizations.push(request);
          return { url: 'https://login.example.org/authorize?client_id=shop' };
        },
      ),
      refreshAfterLogin: fromPromise<Customer>(async () => customer(server.customerNumber)),
      login: fromPromise<LoginResponse, LoginBody>(async ({ input: body }) => {
        server.logins.push(body);
        if (server.loginFails) throw httpError(401);
        if (body.clear_cart) server.cartItems = 0;
        return { external_product_id: server.externalProductId };
      }),
      saveCart: fromPromise<SavedCloudCart, Cart>(async ({ input: cart }) => {
        server.saved.push(cart);
        await server.gate;
        if (server.saveFails) throw httpError(422);
        server.cartItems = cart.items.length;
        return { data: cart };
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      brand: { oauth, allow_crm: true },
      catalogue: cloudCatalogue(),
      categorySlugs: ['hosting', 'ssl'],
      ...input,
    },
  });
  const emitted: OauthEmitted[] = [];
  actor.on('*', (event: OauthEmitted) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

const panelData = (data: CloudPanelData) => cloudData({ ...data });

describe('the login popup on /oauth (opened by LoginOrRegister)', () => {
  it('the popup logs in on the callback without clearing the cart, then closes itself', async () => {
    const server = backend();
    const { actor, emitted } = start(server);
    actor.send(routeEntered('oauthCallback', { code: 'AuthCode1' }));
    expect(viewOf(actor.getSnapshot())?.route).toBe('oauthCallback');
    await settle();
    expect(server.logins).toEqual([
      {
        authorization_code: 'AuthCode1',
        state: null,
        subscription_id: null,
        use_cp_2: false,
        clear_cart: false,
        order_type: null,
      },
    ]);
    expect(server.cartItems).toBe(2);
    expect(emitted.map((event) => event.type)).toEqual(['remember', 'closeWindow']);
  });
});

describe('single sign-on from the cloud panel', () => {
  it('SSO ready without cloud data closes the window', async () => {
    const { actor, emitted } = start(backend(), { storedCloudData: null });
    actor.send(routeEntered('oauthReady'));
    await settle();
    expect(emitted).toEqual([{ type: 'closeWindow' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('SSO ready without customer shows Unable to authenticate', async () => {
    const stored: CloudPanelData = {
      order_type: 'cloudpit_domains',
      webhosting_id: '4711',
      use_cp_2: false,
      category_slug: null,
    };
    const { actor, emitted } = start(backend({ customerNumber: null }), { storedCloudData: stored });
    actor.send(routeEntered('oauthReady'));
    expect(viewOf(actor.getSnapshot())?.route).toBe('oauthReady');
    await settle();
    expect(emitted).toEqual([
      {
        type: 'notify',
        notice: expect.objectContaining({
          type: 'error',
          title: 'oauth.login_failed_title',
          message: 'oauth.login_failed_message',
        }),
      },
      // The reset: the stored cloud panel data is forgotten.
      { type: 'remember', values: { cloud_pit_data: null, external_product_id: null, order_type: null } },
    ]);
    expect(actor.getSnapshot().output).toEqual({ next: { route: 'categories' } });
  });

  it('a failed login on the callback shows Unable to authenticate', async () => {
    const { actor, emitted } = start(backend({ loginFails: true }));
    actor.send(
      routeEntered('oauthCallback', {
        code: 'AuthCode1',
        data: panelData({
          order_type: 'redirect',
          webhosting_id: null,
          use_cp_2: false,
          category_slug: null,
        }),
      }),
    );
    await settle();
    expect(emitted.filter((event) => event.type === 'notify')).toEqual([
      { type: 'notify', notice: expect.objectContaining({ title: 'oauth.login_failed_title' }) },
    ]);
    expect(actor.getSnapshot().output).toEqual({ next: { route: 'categories' } });
  });

  it('a callback without an authorization code shows Unable to authenticate', async () => {
    const server = backend();
    const { actor, emitted } = start(server);
    actor.send(routeEntered('oauthCallback', {}));
    await settle();
    expect(server.logins).toEqual([]);
    expect(emitted[0]).toEqual({
      type: 'notify',
      notice: expect.objectContaining({ title: 'oauth.login_failed_title' }),
    });
  });

  it('the panel entry keeps the panel data and sends the whole window to the (second) authority', async () => {
    const server = backend();
    const { actor, emitted } = start(server);
    const data: CloudPanelData = {
      order_type: 'cloudpit_domains',
      webhosting_id: 'WH-4711',
      use_cp_2: true,
      category_slug: null,
    };
    actor.send(routeEntered('oauthCallback', { data: panelData(data) }));
    expect(viewOf(actor.getSnapshot())?.route).toBe('oauthCallback');
    await settle();
    expect(server.authorizations).toEqual([{ useSecondAuthority: true }]);
    expect(server.logins).toEqual([]);
    expect(emitted).toEqual([
      {
        type: 'remember',
        values: { cloud_pit_data: data, external_product_id: null, order_type: 'cloudpit_domains' },
      },
      { type: 'leave', url: 'https://login.example.org/authorize?client_id=shop' },
    ]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('back from the authority with a code, the kept panel data logs in for the hosting and empties the cart', async () => {
    const server = backend({ externalProductId: HOSTING_EXTERNAL_ID, cartItems: 3 });
    const data: CloudPanelData = {
      order_type: 'redirect',
      webhosting_id: 'WH-4711',
      use_cp_2: false,
      category_slug: null,
    };
    const { actor } = start(server, { storedCloudData: data });
    actor.send(routeEntered('oauthCallback', { code: 'AuthCode1', state: 'S1' }));
    await settle();
    expect(server.logins).toEqual([
      {
        authorization_code: 'AuthCode1',
        state: 'S1',
        subscription_id: 'WH-4711',
        use_cp_2: false,
        clear_cart: true,
        order_type: 'redirect',
      },
    ]);
    expect(savedRow(server)).toEqual({ productId: HOSTING_PRODUCT_ID, hostingNumber: 'WH-4711', rows: 1 });
    expect(actor.getSnapshot().output).toMatchObject({
      next: { route: 'domainsLookup', query: { id: ROW_ID } },
      customer: customer('K-1000'),
      cart: { items: [expect.objectContaining({ row_id: ROW_ID })] },
    });
  });

  it('a panel entry whose authorization URL cannot be had shows Unable to authenticate', async () => {
    const server = backend();
    const machine = oauthMachine.provide({
      actors: {
        fetchAuthorizationUrl: fromPromise<AuthorizationUrlResponse['data'], AuthorizationUrlRequest>(
          async () => {
            throw httpError(502);
          },
        ),
      },
    });
    const actor = createActor(machine, {
      input: { brand: { oauth, allow_crm: true }, catalogue: cloudCatalogue(), categorySlugs: [] },
    });
    const emitted: OauthEmitted[] = [];
    actor.on('*', (event: OauthEmitted) => emitted.push(event));
    actor.start();
    actor.send(
      routeEntered('oauthCallback', {
        data: panelData({
          order_type: 'redirect',
          webhosting_id: null,
          use_cp_2: false,
          category_slug: null,
        }),
      }),
    );
    await settle();
    expect(server.logins).toEqual([]);
    expect(emitted.filter((event) => event.type === 'notify')).toEqual([
      { type: 'notify', notice: expect.objectContaining({ title: 'oauth.login_failed_title' }) },
    ]);
    expect(actor.getSnapshot().output).toEqual({ next: { route: 'categories' } });
  });

  it('SSO ready with a cloudpit_domains order adds the domain product and opens the lookup', async () => {
    const server = backend({ externalProductId: null, cartItems: 5 });
    const { actor, emitted } = start(server);
    const data: CloudPanelData = {
      order_type: 'cloudpit_domains',
      webhosting_id: '4711',
      use_cp_2: true,
      category_slug: null,
    };
    actor.send(routeEntered('oauthCallback', { code: 'AuthCode1', data: panelData(data) }));
    await settle();
    // Cloud data exists: the login clears the cart first, on the panel's authority and subscription.
    expect(server.logins).toEqual([
      {
        authorization_code: 'AuthCode1',
        state: null,
        subscription_id: '4711',
        use_cp_2: true,
        clear_cart: true,
        order_type: 'cloudpit_domains',
      },
    ]);
    expect(emitted).toContainEqual({
      type: 'remember',
      values: { cloud_pit_data: data, external_product_id: null, order_type: 'cloudpit_domains' },
    });
    expect(savedRow(server)).toEqual({ productId: DOMAIN_ONLY_ID, hostingNumber: '4711', rows: 1 });
    expect(server.cartItems).toBe(1);
    expect(actor.getSnapshot().output).toMatchObject({
      next: { route: 'domainsLookup', query: { id: ROW_ID } },
    });
  });

  it('a redirect order with an external product adds that product and opens the lookup', async () => {
    const server = backend({ externalProductId: HOSTING_EXTERNAL_ID });
    const { actor } = start(server);
    actor.send(
      routeEntered('oauthCallback', {
        code: 'AuthCode1',
        data: panelData({
          order_type: 'redirect',
          webhosting_id: null,
          use_cp_2: false,
          category_slug: null,
        }),
      }),
    );
    await settle();
    expect(savedRow(server)).toEqual({ productId: HOSTING_PRODUCT_ID, hostingNumber: null, rows: 1 });
    expect(actor.getSnapshot().output).toMatchObject({
      next: { route: 'domainsLookup', query: { id: ROW_ID } },
    });
  });

  it('a product the shop no longer sells: its domains go into a domain-only row for the hosting', async () => {
    const server = backend();
    const { actor } = start(server, {
      storedCloudData: {
        order_type: 'redirect',
        webhosting_id: 'WH-1999',
        use_cp_2: false,
        category_slug: null,
      },
      storedExternalProductId: 'ext-retired',
    });
    actor.send(routeEntered('oauthReady'));
    await settle();
    expect(savedRow(server)).toEqual({ productId: DOMAIN_ONLY_ID, hostingNumber: 'WH-1999', rows: 1 });
    expect(actor.getSnapshot().output).toMatchObject({
      next: { route: 'domainsLookup', query: { id: ROW_ID } },
    });
  });

  it('a cart the server refuses shows the generic error on the categories', async () => {
    const server = backend({ saveFails: true });
    const { actor, emitted } = start(server, {
      storedCloudData: { order_type: 'redirect', webhosting_id: null, use_cp_2: false, category_slug: null },
      storedExternalProductId: HOSTING_EXTERNAL_ID,
    });
    actor.send(routeEntered('oauthReady'));
    await settle();
    expect(server.saved).toHaveLength(1);
    expect(emitted).toEqual([
      { type: 'notify', notice: expect.objectContaining({ title: 'error.something_went_wrong' }) },
    ]);
    expect(actor.getSnapshot().output).toEqual({
      next: { route: 'categories' },
      customer: customer('K-1000'),
    });
  });

  it('a domain-only product the catalogue cannot sell shows the generic error on the categories', async () => {
    const server = backend();
    const { actor, emitted } = start(server, {
      catalogue: { ...cloudCatalogue(), domainOnlyProductId: 999 },
      storedCloudData: {
        order_type: 'cloudpit_domains',
        webhosting_id: null,
        use_cp_2: false,
        category_slug: null,
      },
    });
    actor.send(routeEntered('oauthReady'));
    await settle();
    expect(server.saved).toEqual([]);
    expect(emitted).toEqual([
      { type: 'notify', notice: expect.objectContaining({ title: 'error.something_went_wrong' }) },
    ]);
    expect(actor.getSnapshot().output).toMatchObject({ next: { route: 'categories' } });
  });

  it("SSO ready with a category order opens that category's products", async () => {
    const { actor } = start(backend());
    actor.send(
      routeEntered('oauthCallback', {
        code: 'AuthCode1',
        data: panelData({
          order_type: 'redirect_product_category',
          webhosting_id: null,
          use_cp_2: false,
          category_slug: 'ssl',
        }),
      }),
    );
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({
      next: { route: 'products', params: { slug: 'ssl' } },
    });
  });

  it('the callback reported again while logging in does not spend the single-use code twice', async () => {
    const server = backend();
    const { actor } = start(server);
    const data = panelData({
      order_type: 'redirect',
      webhosting_id: null,
      use_cp_2: false,
      category_slug: null,
    });
    actor.send(routeEntered('oauthCallback', { code: 'AuthCode1', data }));
    actor.send(routeEntered('oauthCallback', { code: 'AuthCode1', data }));
    await settle();
    expect(server.logins).toHaveLength(1);
    expect(server.saved).toHaveLength(1);
  });

  it('the ready route reported again while the product is added does not add it twice', async () => {
    let open = () => {};
    const server = backend({ gate: new Promise<void>((resolve) => (open = resolve)) });
    const { actor } = start(server, {
      storedCloudData: {
        order_type: 'cloudpit_domains',
        webhosting_id: null,
        use_cp_2: false,
        category_slug: null,
      },
    });
    actor.send(routeEntered('oauthReady'));
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'savingCart' })).toBe(true);
    actor.send(routeEntered('oauthReady'));
    open();
    await settle();
    expect(server.saved).toHaveLength(1);
    expect(actor.getSnapshot().output).toMatchObject({
      next: { route: 'domainsLookup', query: { id: ROW_ID } },
    });
  });

  it('a category order for an unknown category opens the categories', async () => {
    const { actor } = start(backend(), {
      storedCloudData: {
        order_type: 'redirect_product_category',
        webhosting_id: null,
        use_cp_2: false,
        category_slug: 'retired-category',
      },
    });
    actor.send(routeEntered('oauthReady'));
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ next: { route: 'categories' } });
  });
});
