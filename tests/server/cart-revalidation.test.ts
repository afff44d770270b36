import type { CartItem } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, rowId } from './support/catalogue';
import { startTestServer, type TestServer } from './support/server';

/**
 * The server applies the shop's rules to every cart it is sent (src/domain): what is no longer
 * offered is removed with the spec's notices, and prices come from the catalogue, never the client.
 * Ids are the demo seed's (src/server/seed).
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const put = (payload: unknown, host = 'hostwerk.localhost') =>
  test.server.app.inject({
    method: 'PUT',
    url: '/api/v2/session/cart',
    payload,
    headers: { host },
  } as InjectOptions);

const row = (id: string, productId: number, maturityId: number, intervalId: number): CartItem => ({
  row_id: rowId(id),
  product: {
    id: productId,
    maturity_id: maturityId,
    interval_id: intervalId,
    promotion: null,
    additional_fields: [],
    informations: [],
  },
  addons: [],
  upsells: [],
  domains: [],
  is_preconfigured: false,
});

const titles = (notices: Notice[]) => notices.map((notice) => notice.title);

describe('the server re-validates every cart it is sent', () => {
  it('drops an addon the product does not offer for its term, with the addon notice', async () => {
    const hosting = row('a', 102, 10201, 102011);
    const withSupport: CartItem = {
      ...hosting,
      addons: [
        { id: 1012, maturity_id: 101201, interval_id: 1012011, promotion: null, additional_fields: [] },
      ],
    };
    const response = await put(cartOf(withSupport));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.items[0].addons.map((addon: { id: number }) => addon.id)).not.toContain(1012);
    expect(titles(body.notices)).toContain('cart.addon_not_available_title');
    const stored = await test.server.app.inject({
      method: 'GET',
      url: '/api/v2/session/cart',
      headers: {
        host: 'hostwerk.localhost',
        cookie: String(response.headers['set-cookie']).split(';')[0] ?? '',
      },
    });
    expect(stored.json().data.items[0].addons.map((addon: { id: number }) => addon.id)).not.toContain(1012);
  });

  it('removes a promotion code the brand does not offer, with the promotion notice and code', async () => {
    const discounted = row('b', 101, 10102, 101021);
    const response = await put(
      cartOf({ ...discounted, product: { ...discounted.product, promotion: 'HOSTING5' } }),
      'cloudkontor.localhost',
    );
    const body = response.json();
    expect(body.data.items[0].product.promotion).toBeNull();
    const notice = (body.notices as Notice[]).find((entry) => entry.title === 'promotion_removed');
    expect(notice?.values).toMatchObject({ code: 'HOSTING5' });
  });

  it('keeps at most qty_max rows of a product and says so', async () => {
    const large = (id: string) => row(id, 103, 10302, 103023);
    const response = await put(cartOf(large('c'), large('d'), large('e')));
    const body = response.json();
    expect(body.data.items).toHaveLength(2);
    expect(titles(body.notices)).toContain('max_amount_of_same_products_in_cart_reached_title');
  });

  it('applies the brand’s automatic promotion by itself', async () => {
    const response = await put(cartOf(row('f', 102, 10202, 102021)));
    expect(response.json().data.items[0].product.promotion).toBe('AUTO-WH-M-12');
    const elsewhere = await put(cartOf(row('f', 102, 10202, 102021)), 'cloudkontor.localhost');
    expect(elsewhere.json().data.items[0].product.promotion).toBeNull();
  });

  it('computes prices itself and ignores prices a client sends', async () => {
    const small = row('g', 101, 10102, 101021);
    const large = row('h', 103, 10301, 103011);
    const forged = { ...small, product: { ...small.product, price: 0, setup_fee: 0 } };
    const response = await put(cartOf(forged, large), 'cloudkontor.localhost');
    expect(response.statusCode).toBe(200);
    // 3.99 + 19.99 a month net; VAT 19 % per line: 4.75 + 23.79; setup fee only on the 1-month term.
    expect(response.json().totals).toEqual({
      monthly_net: 23.98,
      monthly_gross: 28.54,
      yearly_net: 0,
      yearly_gross: 0,
      setup_net: 19.99,
      setup_gross: 23.79,
    });
    expect(response.json().data.items[0].product).not.toHaveProperty('price');
  });
});
