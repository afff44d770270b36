import type { CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server-process';
import { rowFor, rowId } from './support/catalogue';
import { startTestServer, type TestServer } from './support/server';

/**
 * Customer login through the brand's OpenID Connect authority, against the development authority
 * the server mounts at /dev-oidc: real HTTP on loopback (the server's OIDC client talks to the
 * authority over the network, as it would to an outside one).
 */
let test: TestServer;
let base: string;
beforeAll(async () => {
  const port = await freePort();
  test = await startTestServer({ PORT: String(port), DEV_OIDC: 'on' });
  await test.server.app.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await test.stop();
});

/** A browser's cookies for one host (enough for the shop's and the authority's cookies here). */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  json(url: string, method = 'GET', body?: unknown): Promise<Response> {
    return this.request(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** Popup: the authorization URL, the sign-in form, back to the shop's callback with code and state. */
async function signIn(browser: Browser, email: string, password: string) {
  const start = await browser.json('/api/v2/customer/authorization-url');
  expect(start.status).toBe(200);
  const authorizationUrl = new URL((await start.json()).data.url);
  expect(authorizationUrl.origin).toBe(base);
  expect(authorizationUrl.pathname).toBe('/dev-oidc/auth');
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(`${base}/oauth/callback`);

  const toForm = await browser.request(authorizationUrl.href);
  expect(toForm.status).toBe(303);
  const formUrl = toForm.headers.get('location') ?? '';
  const form = await browser.request(formUrl);
  expect(await form.text()).toContain('<form method="post"');
  const submitted = await browser.request(formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (submitted.status !== 303) return { refused: await submitted.text(), callback: null };
  let next = submitted.headers.get('location') ?? '';
  while (!next.includes('/oauth/callback')) {
    const hop = await browser.request(next);
    expect(hop.status).toBe(303);
    next = hop.headers.get('location') ?? '';
  }
  const callback = new URL(next, base);
  return {
    refused: null,
    callback: { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') },
  };
}

const loginBody = (callback: { code: string; state: string | null }) => ({
  authorization_code: callback.code,
  state: callback.state,
  use_cp_2: false,
  clear_cart: false,
});

describe('customer login through the development authority', () => {
  it('makes a seeded customer the session’s existing customer, on a new session id', async () => {
    const browser = new Browser();
    await browser.json('/api/v2/session/cart', 'PUT', { items: [] });
    const before = browser.cookie('sid');
    const { callback } = await signIn(browser, 'erika@kunde.example', 'erika-test-1');
    expect(callback?.code).toMatch(/^[\w-]+$/);

    const login = await browser.json(
      '/api/v2/customer/login',
      'POST',
      loginBody(callback ?? { code: '', state: null }),
    );
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ external_product_id: null });
    expect(browser.cookie('sid')).not.toBe(before);

    const customer = (await (await browser.json('/api/v2/session/customer')).json()).data;
    expect(customer).toMatchObject({
      customer_number: 'K-100234',
      basicInfo: {
        first_name: 'Erika',
        last_name: 'Mustermann',
        email: 'erika@kunde.example',
        group: 1,
        gender: 1,
      },
      address: { street: 'Friedrichstraße 43', postal_code: '10117', city: 'Berlin', country_code: 'DE' },
      validated: true,
    });
    // Existing customers do not enter basic info.
    const save = await browser.json('/api/v2/session/basic-info', 'PUT', {
      group: 1,
      gender: 0,
      first_name: 'Mallory',
      last_name: 'Example',
      company_name: null,
      company_vat_id: null,
      email: 'm@example.com',
    });
    expect(save.status).toBe(403);

    // The code is single use: the same callback again is refused.
    const again = await browser.json(
      '/api/v2/customer/login',
      'POST',
      loginBody(callback ?? { code: '', state: null }),
    );
    expect(again.status).toBe(401);
  });

  it('refuses a wrong password on the authority’s page; nothing reaches the shop', async () => {
    const browser = new Browser();
    const { refused } = await signIn(browser, 'erika@kunde.example', 'wrong-password');
    // In the shop's language (hostwerk's default is German; the authority gets it as ui_locales).
    expect(refused).toContain('E-Mail oder Passwort ist nicht korrekt.');
    const customer = (await (await browser.json('/api/v2/session/customer')).json()).data;
    expect(customer.customer_number).toBeNull();
  });

  it('refuses a callback whose state is not the one this session was given (401, in the visitor’s language)', async () => {
    const browser = new Browser();
    const { callback } = await signIn(browser, 'max@firma.example', 'max-test-1');
    const forged = await browser.json('/api/v2/customer/login', 'POST', {
      ...loginBody(callback ?? { code: '', state: null }),
      state: 'forged-state',
    });
    expect(forged.status).toBe(401);
    expect((await forged.json()).error).toBe('login_failed');
    // The authorization is spent: the right state afterwards does not log in either.
    const late = await browser.json(
      '/api/v2/customer/login',
      'POST',
      loginBody(callback ?? { code: '', state: null }),
    );
    expect(late.status).toBe(401);
  });

  it('never logs in another session with a code it did not ask for', async () => {
    const victim = new Browser();
    const { callback } = await signIn(victim, 'erika@kunde.example', 'erika-test-1');
    const attacker = new Browser();
    await attacker.json('/api/v2/session/cart', 'PUT', { items: [] });
    const stolen = await attacker.json(
      '/api/v2/customer/login',
      'POST',
      loginBody(callback ?? { code: '', state: null }),
    );
    expect(stolen.status).toBe(401);
    const customer = (await (await attacker.json('/api/v2/session/customer')).json()).data;
    expect(customer.customer_number).toBeNull();
  });

  it('carries a company customer without phone number', async () => {
    const browser = new Browser();
    const { callback } = await signIn(browser, 'max@firma.example', 'max-test-1');
    expect(
      (await browser.json('/api/v2/customer/login', 'POST', loginBody(callback ?? { code: '', state: null })))
        .status,
    ).toBe(200);
    const customer = (await (await browser.json('/api/v2/session/customer')).json()).data;
    expect(customer.basicInfo).toMatchObject({
      group: 0,
      company_name: 'Beispiel GmbH',
      company_vat_id: 'DE123456789',
    });
    expect(customer.address.phone).toBe('');
  });

  it('answers 404 for a brand without login (cloudkontor) and validates the body', async () => {
    const url = await test.server.app.inject({
      method: 'GET',
      url: '/api/v2/customer/authorization-url',
      headers: { host: 'cloudkontor.localhost' },
    });
    expect(url.statusCode).toBe(404);
    expect(url.json().error).toBe('login_not_offered');
    const bad = await new Browser().json('/api/v2/customer/login', 'POST', { authorization_code: '' });
    expect(bad.status).toBe(422);
  });
});

/** A cart row for the product with this external id, carrying a hosting number. */
async function hostingRow(browser: Browser, externalId: string, hostingNumber: string): Promise<CartItem> {
  const products: Product[] = (await (await browser.json('/api/v2/products')).json()).data;
  const product = products.find((candidate) => candidate.external_product_id === externalId);
  if (!product) throw new Error(`no product ${externalId}`);
  const row = rowFor(product, rowId('h'));
  return {
    ...row,
    product: { ...row.product, informations: [{ key: 'hosting_number', value: hostingNumber }] },
  };
}

/** The panel's visitor: signs in at the authority and logs in for a hosting contract. */
async function panelLogin(browser: Browser, subscriptionId: string, email = 'erika@kunde.example') {
  const password = email.startsWith('erika') ? 'erika-test-1' : 'max-test-1';
  const { callback } = await signIn(browser, email, password);
  return browser.json('/api/v2/customer/login', 'POST', {
    ...loginBody(callback ?? { code: '', state: null }),
    subscription_id: subscriptionId,
    clear_cart: true,
    order_type: 'cloudpit_domains',
  });
}

describe('visitors from the cloud panel', () => {
  it('the authority’s address is its panel: a page whose links open the shop with the panel’s order data', async () => {
    const page = await new Browser().request('/dev-oidc', { headers: { 'accept-language': 'en-GB' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Order domains for WH-4711');
    const href = /href="(\/oauth\/callback\?data=[^"]+)"/.exec(html)?.[1] ?? '';
    const data = JSON.parse(
      Buffer.from(new URL(href, base).searchParams.get('data') ?? '', 'base64url').toString(),
    );
    expect(data).toEqual({
      order_type: 'cloudpit_domains',
      webhosting_id: 'WH-4711',
      use_cp_2: false,
      category_slug: null,
    });
    const german = await new Browser().request('/dev-oidc', { headers: { 'accept-language': 'de-DE' } });
    expect(await german.text()).toContain('Domains für WH-4711 bestellen');
  });

  it('the brand answers the authority at the address visitors reach (this server’s development authority)', async () => {
    const brand = (await (await new Browser().json('/api/v2/brands/current')).json()).data;
    expect(brand.properties.oauth.authority).toBe(`${base}/dev-oidc`);
  });

  it('use_cp_2 asks the second authority, the first when the brand has none; a bad flag is 422', async () => {
    const browser = new Browser();
    const second = await browser.json('/api/v2/customer/authorization-url?use_cp_2=true');
    expect(second.status).toBe(200);
    expect(new URL((await second.json()).data.url).pathname).toBe('/dev-oidc/auth');
    const bad = await browser.json('/api/v2/customer/authorization-url?use_cp_2=yes');
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(['use_cp_2']);
  });

  it('a login for the customer’s own hosting answers its product and empties the cart', async () => {
    const browser = new Browser();
    const products: Product[] = (await (await browser.json('/api/v2/products')).json()).data;
    const any = products.find((product) => product.external_product_id === 'wh-s');
    if (!any) throw new Error('no wh-s');
    expect(
      (await browser.json('/api/v2/session/cart', 'PUT', { items: [rowFor(any, rowId('a'))] })).status,
    ).toBe(200);

    const login = await panelLogin(browser, 'WH-4711');
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ external_product_id: 'wh-m' });
    const cart = await (await browser.json('/api/v2/session/cart')).json();
    expect(cart.data.items).toEqual([]);
  });

  it('a contract whose product the shop does not sell answers that product id (the flow adds a domain-only row)', async () => {
    const login = await panelLogin(new Browser(), 'WH-1999');
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ external_product_id: 'wh-legacy-1999' });
  });

  it('refuses a login for a hosting contract that is not the customer’s', async () => {
    const browser = new Browser();
    const login = await panelLogin(browser, 'VPS-8800');
    expect(login.status).toBe(401);
    expect((await login.json()).error).toBe('login_failed');
    const customer = (await (await browser.json('/api/v2/session/customer')).json()).data;
    expect(customer.customer_number).toBeNull();
  });

  it('the hosting row is the existing contract: not charged; other hosting numbers are refused with a field error', async () => {
    const browser = new Browser();
    expect((await panelLogin(browser, 'WH-4711')).status).toBe(200);

    const own = await hostingRow(browser, 'wh-m', 'WH-4711');
    const saved = await browser.json('/api/v2/session/cart', 'PUT', { items: [own] });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.data.items[0].product.informations).toEqual([{ key: 'hosting_number', value: 'WH-4711' }]);
    expect(body.totals).toEqual({
      monthly_net: 0,
      monthly_gross: 0,
      yearly_net: 0,
      yearly_gross: 0,
      setup_net: 0,
      setup_gross: 0,
    });

    const foreign = await browser.json('/api/v2/session/cart', 'PUT', {
      items: [await hostingRow(browser, 'wh-m', 'WH-9999')],
    });
    expect(foreign.status).toBe(422);
    // hostwerk speaks German to a visitor without Accept-Language.
    expect((await foreign.json()).errors).toEqual({
      'items.0.product.informations': ['Dieser Hostingvertrag gehört nicht zu Ihren Verträgen.'],
    });
    // Nothing was written: the contract row is still the cart.
    const kept = await (await browser.json('/api/v2/session/cart')).json();
    expect(kept.data.items[0].product.informations).toEqual([{ key: 'hosting_number', value: 'WH-4711' }]);

    // After a logout the contract is no longer the session's: its number cannot be used any more.
    expect((await browser.json('/api/v2/customer/logout')).status).toBe(200);
    const afterLogout = await browser.json('/api/v2/session/cart', 'PUT', { items: [own] });
    expect(afterLogout.status).toBe(422);
  });

  it('a visitor who never logged in cannot give a row a hosting number', async () => {
    const browser = new Browser();
    const refused = await browser.json('/api/v2/session/cart', 'PUT', {
      items: [await hostingRow(browser, 'wh-m', 'WH-4711')],
    });
    expect(refused.status).toBe(422);
  });
});

/**
 * The login popup (checkout spec: opened by the shop, watched until it closes) shows the authority's
 * pages and then the shop's callback. A page in it that set an opener policy on an origin other than
 * the shop's would cut it off from the shop, which would then take it for closed at once.
 */
const openerPolicy = async (path: string) =>
  (await fetch(new URL(path, base), { redirect: 'manual' })).headers.get('cross-origin-opener-policy');

describe('the opener policy around the login popup', () => {
  it("keeps the shop's pages and answers isolated from other windows, except for the popups they open", async () => {
    expect(await openerPolicy('/customer/login-or-register')).toBe('same-origin-allow-popups');
    expect(await openerPolicy('/api/v2/brands/current')).toBe('same-origin-allow-popups');
  });

  it("sets none on the brand's callback page and on the development authority's pages", async () => {
    expect(await openerPolicy('/oauth/callback?code=abc&state=def')).toBeNull();
    expect(await openerPolicy('/dev-oidc/.well-known/openid-configuration')).toBeNull();
    expect(await openerPolicy('/dev-oidc')).toBeNull();
  });
});
