import { believedHost, hostRuleOf } from '@server/http/believed-host';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server-process';
import { PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * Only the shop's own names are believed as the Host: the brands' fqdns, PUBLIC_ORIGIN's host and
 * loopback development names. Any other Host (or X-Forwarded-Host from a proxy the shop trusts)
 * gets the default brand's name for every URL the server builds, and cannot make another site
 * pass the cross-site guard.
 */
describe('believedHost', () => {
  const rule = hostRuleOf(
    ['hostwerk.example', 'Cloudkontor.example'],
    'hostwerk.example',
    'https://shop.example',
  );

  it('keeps the shop’s own names, with their port', () => {
    expect(believedHost('hostwerk.example', rule)).toBe('hostwerk.example');
    expect(believedHost('CLOUDKONTOR.example:8443', rule)).toBe('cloudkontor.example:8443');
    expect(believedHost('shop.example', rule)).toBe('shop.example');
    expect(believedHost('localhost:5173', rule)).toBe('localhost:5173');
    expect(believedHost('hostwerk.localhost:3000', rule)).toBe('hostwerk.localhost:3000');
    expect(believedHost('127.0.0.1:3000', rule)).toBe('127.0.0.1:3000');
    expect(believedHost('[::1]:3000', rule)).toBe('[::1]:3000');
  });

  it('takes any other Host for the default brand', () => {
    expect(believedHost('evil.example', rule)).toBe('hostwerk.example');
    expect(believedHost('evil.example:3000', rule)).toBe('hostwerk.example:3000');
    expect(believedHost('shop.example.evil.example', rule)).toBe('hostwerk.example');
    expect(believedHost('localhost.evil.example', rule)).toBe('hostwerk.example');
    expect(believedHost('evil.example/hostwerk.example', rule)).toBe('hostwerk.example');
    expect(believedHost('user@hostwerk.example', rule)).toBe('hostwerk.example');
    expect(believedHost('', rule)).toBe('hostwerk.example');
    expect(believedHost(undefined, rule)).toBe('hostwerk.example');
  });
});

describe(`a forged Host on the server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let test: TestServer;
  beforeAll(async () => {
    const port = await freePort();
    // Loopback is a trusted proxy here, so X-Forwarded-Host of inject's requests (from 127.0.0.1) is read.
    test = await startTestServer({ PORT: String(port), DEV_OIDC: 'on', TRUST_PROXY: 'loopback' });
    await test.server.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await test.stop();
  });

  const inject = (options: InjectOptions) => test.server.app.inject(options);

  async function redirectUriFor(headers: Record<string, string>, remoteAddress = '127.0.0.1'): Promise<URL> {
    const response = await inject({
      method: 'GET',
      url: '/api/v2/customer/authorization-url',
      headers,
      remoteAddress,
    });
    expect(response.statusCode, response.body).toBe(200);
    const authorization = new URL(response.json().data.url);
    return new URL(authorization.searchParams.get('redirect_uri') ?? '');
  }

  it('builds the login redirect_uri on the default brand’s host, not on a forged Host or X-Forwarded-Host', async () => {
    expect((await redirectUriFor({ host: 'hostwerk.localhost' })).origin).toBe('http://hostwerk.localhost');
    expect((await redirectUriFor({ host: 'evil.example' })).origin).toBe('http://hostwerk.localhost');
    const forwarded = await redirectUriFor({
      host: 'hostwerk.localhost',
      'x-forwarded-host': 'evil.example',
    });
    expect(forwarded.origin).toBe('http://hostwerk.localhost');
    // One of the shop's names in X-Forwarded-Host counts, but only from a trusted proxy.
    const trusted = await redirectUriFor({
      host: 'hostwerk.localhost',
      'x-forwarded-host': 'localhost:4000',
    });
    expect(trusted.host).toBe('localhost:4000');
    const untrusted = await redirectUriFor(
      { host: 'hostwerk.localhost', 'x-forwarded-host': 'localhost:4000' },
      '203.0.113.9',
    );
    expect(untrusted.host).toBe('hostwerk.localhost');
  });

  it('refuses a card return URL on the forged host and builds the sandbox URL on the default brand’s', async () => {
    const who = new Visitor(() => test.server, 'evil.example');
    await who.putCart(PRODUCT.plain);
    await who.fillCustomer({ payment: { type: 'adyen-scheme', permission: true } });
    const body = (origin: string) => ({
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4111111111111111', holderName: 'Erika M' },
      origin,
      returnUrl: `${origin}/confirm`,
      channel: 'web',
      shopperEmail: 'erika@example.com',
    });
    const forged = await who.send({
      method: 'POST',
      url: '/api/v2/adyen/create-payment',
      payload: body('http://evil.example'),
    });
    expect(forged.statusCode).toBe(422);
    expect(Object.keys(forged.json().errors)).toEqual(['origin']);

    const own = await who.send({
      method: 'POST',
      url: '/api/v2/adyen/create-payment',
      payload: body('http://hostwerk.localhost'),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(new URL(own.json().action.url).origin).toBe('http://hostwerk.localhost');
  });

  it.each<[string, Record<string, string>]>([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host', { host: 'hostwerk.localhost', 'x-forwarded-host': 'evil.example' }],
  ])('a forged %s with a matching Origin does not pass the cross-site guard', async (_name, headers) => {
    const refused = await inject({
      method: 'PUT',
      url: '/api/v2/session/locale',
      payload: { code: 'en-GB' },
      headers: { ...headers, origin: 'http://evil.example' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('cross_site_request');
    const own = await inject({
      method: 'PUT',
      url: '/api/v2/session/locale',
      payload: { code: 'en-GB' },
      headers: { host: 'hostwerk.localhost', origin: 'http://hostwerk.localhost' },
    });
    expect(own.statusCode).toBe(200);
  });
});
