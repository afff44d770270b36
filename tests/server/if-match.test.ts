import { parseIfMatch } from '@server/http/if-match';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * The `If-Match` of a cart save and an order confirm: a version (`"3"`), or `*` for "whatever the
 * current cart is" (RFC 9110 section 13.1.1). Anything else is a 422 whose field error is a
 * sentence in the visitor's language, never the header sent back.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const MALFORMED = ['garbage', '"1", "2"', `"${'x'.repeat(300)}"`, '""'];

const MESSAGE = {
  'en-GB':
    'The cart version sent with the request (If-Match) is not valid. Please reload the cart and try again.',
  'de-DE':
    'Die mit der Anfrage gesendete Version des Warenkorbs (If-Match) ist ungültig. Bitte laden Sie den Warenkorb neu und versuchen Sie es erneut.',
};

async function visitorWithCart(locale: keyof typeof MESSAGE): Promise<Visitor> {
  const visitor = new Visitor(() => test.server);
  await visitor.send({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: locale } });
  await visitor.putCart(PRODUCT.plain);
  return visitor;
}

describe(`If-Match (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each(['en-GB', 'de-DE'] as const)(
    'refuses a malformed one on a cart save with a sentence in %s',
    async (locale) => {
      const visitor = await visitorWithCart(locale);
      const cart = (await visitor.send({ method: 'GET', url: '/api/v2/session/cart' })).json().data;
      for (const header of MALFORMED) {
        const answer = await visitor.send({
          method: 'PUT',
          url: '/api/v2/session/cart',
          payload: cart,
          headers: { 'if-match': header },
        });
        expect(answer.statusCode, header).toBe(422);
        expect(answer.json().errors).toEqual({ 'if-match': [MESSAGE[locale]] });
        const sent = header.replaceAll('"', '').slice(0, 20);
        if (sent !== '') expect(answer.body).not.toContain(sent);
      }
    },
  );

  it('refuses a malformed one on an order confirm with the same sentence', async () => {
    const visitor = await visitorWithCart('en-GB');
    await visitor.fillCustomer();
    const cart = (await visitor.send({ method: 'GET', url: '/api/v2/session/cart' })).json().data;
    const answer = await visitor.confirm(visitor.confirmBody(cart), { 'if-match': 'garbage' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ 'if-match': [MESSAGE['en-GB']] });
    expect(answer.body).not.toContain('garbage');
  });

  it('takes * as any version of the cart, on a save and on a confirm', async () => {
    const visitor = await visitorWithCart('en-GB');
    await visitor.fillCustomer();
    const cart = (await visitor.send({ method: 'GET', url: '/api/v2/session/cart' })).json().data;
    const saved = await visitor.send({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: cart,
      headers: { 'if-match': '*' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = await visitor.confirm(visitor.confirmBody(saved.json().data), { 'if-match': '*' });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('parseIfMatch', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['*', { kind: 'any' }],
    [' * ', { kind: 'any' }],
    ['"3"', { kind: 'version', version: 3 }],
    ['3', { kind: 'version', version: 3 }],
    ['W/"12"', { kind: 'version', version: 12 }],
    ['"3', { kind: 'invalid' }],
    ['"1", "2"', { kind: 'invalid' }],
    ['"1234567890"', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
  ])('%j → %j', (header, expected) => {
    expect(parseIfMatch(header)).toEqual(expected);
  });
});
