import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ BRAND: 'cloudkontor' });
});
afterAll(async () => {
  await test.stop();
});

const inject = (options: InjectOptions) => test.server.app.inject(options);

describe('BRAND overrides the host name (development)', () => {
  it('serves every host as the configured brand', async () => {
    for (const host of ['hostwerk.localhost', 'localhost:3000', 'example.org']) {
      const brand = await inject({ method: 'GET', url: '/api/v2/brands/current', headers: { host } });
      expect(brand.json().data.slug).toBe('cloudkontor');
    }
  });
});

describe('queries, paths and bodies the contract does not allow get 4xx with field errors', () => {
  it.each([
    ['/api/v2/domains?group=maybe', 'group'],
    ['/api/v2/products?category=%3Cscript%3E', 'category'],
    ['/api/v2/zipcodes/%27%3B%20drop%20table', 'code'],
  ])('GET %s → 422 naming %s', async (url, field) => {
    const response = await inject({ method: 'GET', url });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toHaveLength(1);
  });

  it.each([
    ['null body', 'null'],
    ['a list', '[]'],
    ['a number', '42'],
    ['items that are not rows', '{"items":[1,2,3]}'],
    ['too many rows', JSON.stringify({ items: Array.from({ length: 51 }, () => ({})) })],
  ])('PUT cart with %s → 422', async (_name, payload) => {
    const response = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('validation_failed');
  });

  it('refuses a body over the size limit with 413, and a missing body with 4xx', async () => {
    const huge = JSON.stringify({ items: [], padding: 'x'.repeat(300 * 1024) });
    const tooLarge = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    const empty = await inject({ method: 'PUT', url: '/api/v2/session/locale' });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
  });

  it('answers unknown methods on known paths with a JSON 405 and Allow', async () => {
    const response = await inject({ method: 'DELETE', url: '/api/v2/session/cart' });
    expect(response.statusCode).toBe(405);
    expect(response.json().error).toBe('method_not_allowed');
    expect(response.headers.allow).toBe('GET, HEAD, PUT');
  });
});
