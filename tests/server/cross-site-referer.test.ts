import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, COMPANY, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * A state-changing call that carries neither Origin nor Sec-Fetch-Site (older browsers on a
 * navigation) is refused when its Referer names another site: a link on evil.example to
 * `GET /api/v2/session/cancel` no longer clears the customer data.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const HOST = 'hostwerk.localhost';

async function customer(): Promise<Visitor> {
  const who = new Visitor(() => test.server, HOST);
  await who.putCart(PRODUCT.plain);
  await who.fillCustomer({ basicInfo: COMPANY, address: ADDRESS });
  return who;
}

const basicInfo = async (who: Visitor) =>
  (await who.send({ method: 'GET', url: '/api/v2/session/basic-info' })).json().data;

describe('a cross-site Referer without Origin and Sec-Fetch-Site', () => {
  it('GET /api/v2/session/cancel from evil.example is refused and the customer data stays', async () => {
    const who = await customer();
    const refused = await who.send({
      method: 'GET',
      url: '/api/v2/session/cancel',
      headers: { referer: 'https://evil.example/page' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('cross_site_request');
    expect(await basicInfo(who)).toMatchObject({ email: COMPANY.email });
  });

  it.each<[string, Partial<InjectOptions>]>([
    ['PUT locale', { method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'en-GB' } }],
    ['DELETE cart row', { method: 'DELETE', url: `/api/v2/session/cart/${'a'.repeat(32)}` }],
  ])('%s from evil.example is refused', async (_name, options) => {
    const who = await customer();
    const refused = await who.send({
      method: 'GET',
      url: '/',
      ...options,
      headers: { referer: 'https://evil.example/' },
    } as InjectOptions);
    expect(refused.statusCode).toBe(403);
  });

  it('an unreadable Referer is no origin of the shop either', async () => {
    const who = await customer();
    const refused = await who.send({
      method: 'GET',
      url: '/api/v2/session/cancel',
      headers: { referer: 'not a url' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('the shop’s own pages as Referer, and no headers at all (curl, the support command line), pass', async () => {
    const who = await customer();
    const own = await who.send({
      method: 'PUT',
      url: '/api/v2/session/locale',
      payload: { code: 'en-GB' },
      headers: { referer: `http://${HOST}/checkout` },
    });
    expect(own.statusCode).toBe(200);
    const bare = await who.send({ method: 'GET', url: '/api/v2/session/cancel' });
    expect(bare.statusCode).toBeLessThan(400);
  });
});
