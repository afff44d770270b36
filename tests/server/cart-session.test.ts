import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, fetchProducts, rowFor, rowId } from './support/catalogue';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const inject = (options: InjectOptions) => test.server.app.inject(options);

async function someCart() {
  const products = await fetchProducts(test.server);
  const visible = products.filter((product) => !product.is_hidden && product.type !== 'domain');
  const [first, second] = visible;
  if (!first || !second) throw new Error('seed has too few products');
  return cartOf(rowFor(first, rowId('a')), rowFor(second, rowId('b')));
}

describe(`session cart (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reads back a saved cart with the same cookie, and not with another or none', async () => {
    const cart = await someCart();
    const saved = await inject({ method: 'PUT', url: '/api/v2/session/cart', payload: cart });
    expect(saved.statusCode).toBe(200);
    const cookie = sessionCookieFrom(saved.headers['set-cookie']);
    expect(String(saved.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(saved.headers['set-cookie'])).toMatch(/SameSite=Lax/i);

    const mine = await inject({ method: 'GET', url: '/api/v2/session/cart', headers: { cookie } });
    expect(mine.json().data).toEqual(cart);
    expect(mine.json().version).toBe(1);

    const stranger = await inject({ method: 'PUT', url: '/api/v2/session/cart', payload: cartOf() });
    const strangerCookie = sessionCookieFrom(stranger.headers['set-cookie']);
    expect(strangerCookie).not.toBe(cookie);
    const theirs = await inject({
      method: 'GET',
      url: '/api/v2/session/cart',
      headers: { cookie: strangerCookie },
    });
    expect(theirs.json().data.items).toEqual([]);

    const anonymous = await inject({ method: 'GET', url: '/api/v2/session/cart' });
    expect(anonymous.json().data.items).toEqual([]);
    const forged = await inject({
      method: 'GET',
      url: '/api/v2/session/cart',
      headers: { cookie: `sid=${'x'.repeat(43)}` },
    });
    expect(forged.json().data.items).toEqual([]);
  });

  it('keeps the cart and the locale across a server restart', async () => {
    const cart = await someCart();
    const saved = await inject({ method: 'PUT', url: '/api/v2/session/cart', payload: cart });
    const cookie = sessionCookieFrom(saved.headers['set-cookie']);
    await inject({
      method: 'PUT',
      url: '/api/v2/session/locale',
      payload: { code: 'en-GB' },
      headers: { cookie },
    });

    await test.restart();

    const after = await inject({ method: 'GET', url: '/api/v2/session/cart', headers: { cookie } });
    expect(after.json().data).toEqual(cart);
    const locale = await inject({ method: 'GET', url: '/api/v2/session/locale', headers: { cookie } });
    expect(locale.json()).toEqual({ data: { code: 'en-GB' } });
  });

  it('refuses a save based on an old version (another tab saved first)', async () => {
    const cart = await someCart();
    const first = await inject({ method: 'PUT', url: '/api/v2/session/cart', payload: cart });
    const cookie = sessionCookieFrom(first.headers['set-cookie']);
    const version = first.json().version as number;
    const tabA = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: cartOf(),
      headers: { cookie, 'if-match': `"${version}"` },
    });
    expect(tabA.statusCode).toBe(200);
    const tabB = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: cart,
      headers: { cookie, 'if-match': `"${version}"`, 'accept-language': 'en-GB' },
    });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json().error).toBe('cart_conflict');
    const stored = await inject({ method: 'GET', url: '/api/v2/session/cart', headers: { cookie } });
    expect(stored.json().data.items).toEqual([]);
  });
});

describe('bad input gets a 4xx with field errors, never a 500', () => {
  it('names each malformed cart field', async () => {
    const response = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { 'accept-language': 'en-GB' },
      payload: { items: [{ row_id: 'short', product: { id: 'one' } }] },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toBe('Some of the data you sent is not valid.');
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(['items.0.row_id', 'items.0.product.id']),
    );
  });

  it('answers in German for a German visitor', async () => {
    const response = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { 'accept-language': 'de-DE' },
      payload: { items: 'nope' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Einige der gesendeten Angaben sind ungültig.');
    expect(response.json().errors.items[0]).toMatch(/Ungültig|erwartet/);
  });

  it('refuses carts that reference products, terms or TLDs the shop does not have', async () => {
    const [valid] = (await someCart()).items;
    if (!valid) throw new Error('no row');
    const unknownProduct = { ...valid, product: { ...valid.product, id: 999_999 } };
    const wrongMaturity = {
      ...valid,
      row_id: rowId('c'),
      product: { ...valid.product, maturity_id: 999_999 },
    };
    const wrongInterval = {
      ...valid,
      row_id: rowId('d'),
      product: { ...valid.product, interval_id: 999_999 },
    };
    const unknownTld = {
      ...valid,
      row_id: rowId('e'),
      domains: [
        {
          id: 999_999,
          name: 'example.zz',
          inclusive: false,
          inclusive_first_year: false,
          auth_code: null,
          promotion_code: null,
          additional_fields: [],
        },
      ],
    };
    const duplicate = { ...valid };
    const response = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { 'accept-language': 'en-GB' },
      payload: cartOf(unknownProduct, wrongMaturity, wrongInterval, unknownTld, duplicate),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      'items.0.product.id': ['This product is not available.'],
      'items.1.product.maturity_id': ['This term is not available for the product.'],
      'items.2.product.interval_id': ['This payment interval is not available for the term.'],
      'items.3.domains.0.id': ['This domain ending is not available.'],
      'items.4.row_id': ['Each cart row needs its own row id.'],
    });
  });

  it('answers malformed JSON, wrong media types and bad locales with 4xx', async () => {
    const broken = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('invalid_json');
    const text = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { 'content-type': 'text/plain' },
      payload: 'items',
    });
    expect(text.statusCode).toBe(415);
    const french = await inject({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'fr-FR' } });
    expect(french.statusCode).toBe(422);
    expect(french.json().errors.code).toHaveLength(1);
    const englishOnlyBrand = await inject({
      method: 'PUT',
      url: '/api/v2/session/locale',
      payload: { code: 'de-DE' },
      headers: { host: 'cloudkontor.localhost' },
    });
    expect(englishOnlyBrand.statusCode).toBe(422);
    const badVersion = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: cartOf(),
      headers: { 'if-match': 'yesterday' },
    });
    expect(badVersion.statusCode).toBe(422);
  });
});
