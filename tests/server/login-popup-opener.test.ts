import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server-process';
import { startTestServer, type TestServer } from './support/server';

/**
 * The login popup (checkout spec: opened by the shop, watched until it closes) shows the authority's
 * pages and then the shop's callback. A page in it that set an opener policy on an origin other than
 * the shop's would cut it off from the shop, which would then take it for closed at once.
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
