import { patternMatches } from '@server/http/known-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/**
 * A method the path does not take answers 405 with `Allow` naming the methods it takes and the
 * localised `method_not_allowed` message (RFC 9110 section 15.5.6); a path the API does not have
 * stays 404.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const send = (method: string, url: string, locale = 'en-GB') =>
  test.server.app.inject({ method: method as 'GET', url, headers: { 'accept-language': locale } });

const allowOf = (header: unknown): string[] =>
  String(header)
    .split(',')
    .map((method) => method.trim())
    .sort();

describe(`wrong methods (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    ['DELETE', '/api/v2/session/cart', ['GET', 'HEAD', 'PUT']],
    ['POST', '/api/v2/session/cart', ['GET', 'HEAD', 'PUT']],
    ['PATCH', '/api/v2/session/cart', ['GET', 'HEAD', 'PUT']],
    ['OPTIONS', '/api/v2/session/cart', ['GET', 'HEAD', 'PUT']],
    ['PUT', '/api/v2/categories', ['GET', 'HEAD']],
    ['GET', '/api/v2/orders', ['POST']],
    ['DELETE', '/api/v2/promotions/HOSTING5', ['GET', 'HEAD']],
  ])('%s %s answers 405 with Allow', async (method, url, allowed) => {
    const answer = await send(method, url);
    expect(answer.statusCode).toBe(405);
    expect(allowOf(answer.headers.allow)).toEqual(allowed);
    expect(answer.json()).toEqual({
      error: 'method_not_allowed',
      message: 'This method is not allowed here.',
      errors: {},
    });
  });

  it('answers in the visitor’s language', async () => {
    const answer = await send('DELETE', '/api/v2/session/cart', 'de-DE');
    expect(answer.statusCode).toBe(405);
    expect(answer.json().message).toBe('Diese Methode ist hier nicht erlaubt.');
  });

  it('keeps 404 for a path the API does not have', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/no-such-thing'],
      ['DELETE', '/api/v2/session/cart/extra'],
      ['POST', '/api/v3/orders'],
    ] as const) {
      const answer = await send(method, url);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().error).toBe('not_found');
      expect(answer.headers.allow).toBeUndefined();
    }
  });
});

describe('patternMatches', () => {
  it.each([
    ['/api/v2/session/cart', '/api/v2/session/cart', true],
    ['/api/v2/session/cart', '/api/v2/session/cart/x', false],
    ['/api/v2/orders/:id', '/api/v2/orders/12', true],
    ['/api/v2/orders/:id', '/api/v2/orders/', false],
    ['/api/v2/orders/:id/validate', '/api/v2/orders/12', false],
    ['/assets/*', '/assets/app.js', true],
    ['/assets/*', '/assetsx', false],
  ])('%s ~ %s → %s', (pattern, path, matches) => {
    expect(patternMatches(pattern, path)).toBe(matches);
  });
});
