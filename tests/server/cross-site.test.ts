import { loadConfig } from '@server/config';
import { crossSiteRuleOf, isCrossSite } from '@server/http/cross-site';
import type { FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProducts, rowFor, rowId } from './support/catalogue';
import { pathOf, registryEndpoints } from './support/endpoints';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

/**
 * Cross-site request forgery (issue #10, "Sessions and access"): a browser on another site cannot
 * make the shop change anything. Rule (src/server/http/cross-site.ts): every `/api/` call and every
 * unsafe method is refused with 403 `cross_site_request` when the browser says `Sec-Fetch-Site:
 * cross-site` or `same-site`, or, without that header, sends an `Origin` that is not the shop's;
 * clients that send neither (the support command line, curl) pass.
 */
let test: TestServer;
beforeAll(async () => {
  // The development authority is on, so its own path is part of what is checked below.
  test = await startTestServer({ DEV_OIDC: 'on', STAFF_FIXTURES: 'on' });
});
afterAll(async () => {
  await test.stop();
});

const HOST = 'hostwerk.localhost';
const EVIL = 'https://evil.example';
const inject = (options: InjectOptions) => test.server.app.inject(options);

/** The headers a browser on evil.example sends, in its two generations. */
const FROM_ANOTHER_SITE = {
  'modern browser (Sec-Fetch-Site cross-site)': { 'sec-fetch-site': 'cross-site', origin: EVIL },
  'sibling site (Sec-Fetch-Site same-site)': {
    'sec-fetch-site': 'same-site',
    origin: 'http://cloudkontor.localhost',
  },
  'older browser (Origin only)': { origin: EVIL },
  'opaque origin (Origin null)': { origin: 'null' },
} as const;

function expectRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.headers['content-type']).toContain('application/json');
  const body = response.json();
  expect(body.error).toBe('cross_site_request');
  expect(body.message).toMatch(/another website|anderen Website/);
  expect(body.errors).toEqual({});
}

function expectNotRefused(response: LightMyRequestResponse): void {
  const body = String(response.headers['content-type']).includes('json') ? response.json() : {};
  expect(body.error, `${response.statusCode} ${response.body}`).not.toBe('cross_site_request');
}

/** A JSON body for endpoints that take one (its content does not matter: the guard runs first). */
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? {} : { payload: {} });

describe('every call of the endpoint registry refuses other sites', () => {
  const cases = registryEndpoints.flatMap((endpoint) =>
    Object.entries(FROM_ANOTHER_SITE).map(([who, headers]) => ({ ...endpoint, who, headers })),
  );
  it.each(cases)(
    '$definition.method $definition.path ($name) from a $who → 403',
    async ({ definition, headers }) => {
      const response = await inject({
        method: definition.method,
        url: pathOf(definition),
        headers: { host: HOST, ...headers },
        ...bodyFor(definition.method),
      });
      expectRefused(response);
    },
  );

  it.each(registryEndpoints)(
    '$definition.method $definition.path ($name) from the shop’s own pages passes',
    async ({ definition }) => {
      const own = await inject({
        method: definition.method,
        url: pathOf(definition),
        headers: { host: HOST, 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` },
        ...bodyFor(definition.method),
      });
      expectNotRefused(own);
      // A person typing the address, and a client without browser headers (command line, curl).
      for (const headers of [{ 'sec-fetch-site': 'none' }, {}]) {
        expectNotRefused(
          await inject({
            method: definition.method,
            url: pathOf(definition),
            headers: { host: HOST, ...headers },
            ...bodyFor(definition.method),
          }),
        );
      }
    },
  );
});

describe('the server’s own forms and support calls outside the registry', () => {
  const forms = [
    ['POST', '/staff/sign-in'],
    ['POST', '/staff/drafts'],
    ['POST', '/staff/sign-out'],
    ['POST', '/sandbox/payment/ABC123'],
    ['POST', '/sandbox/paypal/ABC123'],
    ['POST', '/api/v2/support/restore-links'],
    ['POST', '/api/v2/support/restore-links/revoke'],
    ['GET', '/api/v2/support/sms-outbox'],
  ] as const;

  it.each(forms)('%s %s from another site → 403', async (method, url) => {
    const response = await inject({
      method,
      url,
      headers: {
        host: HOST,
        'sec-fetch-site': 'cross-site',
        origin: EVIL,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=agent%40hostwerk.example&password=agent-test-1',
    });
    expectRefused(response);
  });

  it('lets the staff sign in from the shop’s own sign-in page', async () => {
    const response = await inject({
      method: 'POST',
      url: '/staff/sign-in',
      headers: {
        host: HOST,
        'sec-fetch-site': 'same-origin',
        origin: `http://${HOST}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=agent%40hostwerk.example&password=agent-test-1',
    });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers['set-cookie'])).toMatch(/^staff=/);
  });

  it('serves the support command line (bearer token, no browser headers)', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/v2/support/restore-links',
      headers: { host: HOST, authorization: 'Bearer a-token-of-sixteen-chars' },
      payload: { reference: 'ZZZZ-ZZZZ' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('support_reference_unknown');
  });

  it('leaves the development authority’s own forms to the authority', async () => {
    const response = await inject({
      method: 'POST',
      url: '/dev-oidc/token',
      headers: {
        host: '127.0.0.1',
        'sec-fetch-site': 'cross-site',
        origin: 'http://hostwerk.localhost',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=authorization_code&code=nothing',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
  });

  it('lets provider redirects and links from other sites open the shop’s pages (GET navigations)', async () => {
    const response = await inject({
      method: 'GET',
      url: '/confirm?redirectResult=abc',
      headers: { host: HOST, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expectNotRefused(response);
  });
});

describe('a refused request changes nothing', () => {
  it('keeps the cart and the session of a visitor a forged page posts for', async () => {
    const hosting = (await fetchProducts(test.server)).find((product) => product.id === 101);
    if (!hosting) throw new Error('web hosting S missing');
    const saved = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { host: HOST },
      payload: { items: [rowFor(hosting, rowId('a'))] },
    });
    const cookie = sessionCookieFrom(saved.headers['set-cookie']);
    const before = saved.json();

    const forged = { host: HOST, cookie, 'sec-fetch-site': 'cross-site', origin: EVIL };
    expectRefused(
      await inject({ method: 'PUT', url: '/api/v2/session/cart', headers: forged, payload: { items: [] } }),
    );
    const logout = await inject({ method: 'GET', url: '/api/v2/customer/logout', headers: forged });
    expectRefused(logout);
    expect(logout.headers['set-cookie']).toBeUndefined();

    const after = await inject({
      method: 'GET',
      url: '/api/v2/session/cart',
      headers: { host: HOST, cookie },
    });
    expect(after.json().data).toEqual(before.data);
    expect(after.json().version).toBe(before.version);
  });
});

describe('behind a TLS proxy (PUBLIC_ORIGIN https)', () => {
  const rule = crossSiteRuleOf(
    loadConfig({ PUBLIC_ORIGIN: 'https://shop.example', DEV_OIDC: 'off', NODE_ENV: 'production' }),
  );
  /** What the server sees of a browser's request that a proxy passed on over plain HTTP. */
  const proxied = (host: string, origin: string) =>
    ({ headers: { origin }, protocol: 'http', host, visitorHost: host }) as unknown as FastifyRequest;

  it('takes the public origin and the https form of the host as the shop’s own', () => {
    expect(isCrossSite(proxied('shop.example', 'https://shop.example'), rule)).toBe(false);
    expect(isCrossSite(proxied('hostwerk.example', 'https://hostwerk.example'), rule)).toBe(false);
    expect(isCrossSite(proxied('shop.example', 'https://shop.example.evil.example'), rule)).toBe(true);
    expect(isCrossSite(proxied('shop.example', 'http://evil.example'), rule)).toBe(true);
  });
});
