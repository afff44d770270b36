import type { Cart, CartItem } from '@contract/cart';
import { rebaseCart } from '@domain/cart/rebase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProducts, rowFor, rowId } from './support/catalogue';
import { HttpVisitor } from './support/http-visitor';
import { orderCount, PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * Concurrency over real HTTP (a listening server on the loopback address, requests sent at once
 * with Promise.all): on PGlite, and on PostgreSQL when DATABASE_URL is set, where the server's
 * connection pool runs them in parallel transactions.
 */
let test: TestServer;
let baseUrl: string;
beforeAll(async () => {
  test = await startTestServer();
  baseUrl = await test.server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await test.stop();
});

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

interface SeenCart {
  data: Cart;
  version: number;
}

/** One row per tab: distinct products the cart keeps as they are (visible, shown in the cart). */
async function rowsForTabs(count: number): Promise<CartItem[]> {
  const products = (await fetchProducts(test.server)).filter(
    (product) => !product.is_hidden && !product.hide_in_cart && product.type !== 'domain',
  );
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products
    .slice(0, count)
    .map((product, index) => rowFor(product, rowId(String.fromCharCode(97 + index))));
}

const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

/**
 * What the browser does to add a row (src/web/wizard/actors/put-cart.ts): save with the version it
 * read; on 409 read the cart again, replay its change on it (`rebaseCart`) and save again.
 */
async function addRow(tab: HttpVisitor, row: CartItem, read: SeenCart): Promise<{ conflicts: number }> {
  let seen = read;
  let mine: Cart = { items: [...seen.data.items, row] };
  for (let conflicts = 0; conflicts < 100; conflicts += 1) {
    const saved = await tab.put('/api/v2/session/cart', mine, ifMatch(seen.version));
    if (saved.status === 200) return { conflicts };
    expect(saved.status, JSON.stringify(saved.json)).toBe(409);
    expect(saved.json.error).toBe('cart_conflict');
    const theirs = (await tab.get('/api/v2/session/cart')).json as SeenCart;
    mine = rebaseCart(seen.data, mine, theirs.data).cart;
    seen = theirs;
  }
  throw new Error('the row was never saved');
}

describe(`concurrent cart writers over real HTTP (${database})`, () => {
  it('of many tabs saving at once from the same version, exactly one wins; the others get 409 and lose nothing', async () => {
    const browser = new HttpVisitor(baseUrl);
    expect((await browser.put('/api/v2/session/cart', { items: [] })).status).toBe(200);
    const tabs = Array.from({ length: 6 }, () => browser.tab());
    const rows = await rowsForTabs(tabs.length);
    const read = (await browser.get('/api/v2/session/cart')).json as SeenCart;

    const firstSaves = await Promise.all(
      tabs.map((tab, index) =>
        tab.put(
          '/api/v2/session/cart',
          { items: [rows[index]] },
          { ...ifMatch(read.version), 'accept-language': 'de-DE' },
        ),
      ),
    );
    const statuses = firstSaves.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = firstSaves.find((answer) => answer.status === 409);
    expect(refused?.json).toMatchObject({
      error: 'cart_conflict',
      message: expect.stringMatching(/Fenster/),
    });
    const afterFirst = (await browser.get('/api/v2/session/cart')).json as SeenCart;
    expect(afterFirst.data.items).toHaveLength(1);
    expect(afterFirst.version).toBe(read.version + 1);
  });

  it('tabs adding rows at once, each replaying its change after a conflict, end with every row in the cart', async () => {
    const browser = new HttpVisitor(baseUrl);
    expect((await browser.put('/api/v2/session/cart', { items: [] })).status).toBe(200);
    const tabs = Array.from({ length: 6 }, () => browser.tab());
    const rows = await rowsForTabs(tabs.length);
    // Every tab read the same cart (opened before any of them saved), then all save at once.
    const read = (await browser.get('/api/v2/session/cart')).json as SeenCart;
    const outcomes = await Promise.all(tabs.map((tab, index) => addRow(tab, rows[index] as CartItem, read)));

    const final = (await browser.get('/api/v2/session/cart')).json as SeenCart;
    expect(final.data.items.map((item) => item.row_id).sort()).toEqual(rows.map((row) => row.row_id).sort());
    const conflicts = outcomes.reduce((sum, outcome) => sum + outcome.conflicts, 0);
    // At least every tab but the first lost one race; each save that won bumped the version once.
    expect(conflicts).toBeGreaterThanOrEqual(tabs.length - 1);
    expect(final.version).toBe(read.version + tabs.length);
  });
});

describe(`orders exactly once under concurrent confirms over real HTTP (${database})`, () => {
  /** A visitor with a cart and customer data (bank transfer), ready to confirm; and its HTTP twin. */
  async function readyBrowser() {
    const who = new Visitor(() => test.server);
    const cart = await who.putCart(PRODUCT.plain);
    await who.fillCustomer();
    return { who, cart, http: new HttpVisitor(baseUrl, who.cookie) };
  }

  it('two tabs confirming the same cart with their own keys at once place one order', async () => {
    const { who, cart, http } = await readyBrowser();
    const tabs = [http.tab(), http.tab(), http.tab(), http.tab()];
    const answers = await Promise.all(
      tabs.map((tab) => tab.post('/api/v2/orders', who.confirmBody(cart), ifMatch(who.cartVersion))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.json.error).toBe('cart_changed');
    }
    expect(await orderCount(test.server, who.idHash)).toBe(1);
  });

  it('retries with the same key at once answer one order; the same key with another cart is refused', async () => {
    const { who, cart, http } = await readyBrowser();
    const key = who.confirmBody(cart).idempotency_key;
    const other: Cart = { items: [{ ...(cart.items[0] as CartItem), row_id: rowId('z') }] };
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        http.tab().post('/api/v2/orders', who.confirmBody(cart, { idempotency_key: key })),
      ),
      http.tab().post('/api/v2/orders', who.confirmBody(other, { idempotency_key: key })),
    ]);
    const sameCart = answers.slice(0, 5);
    const reused = answers[5];
    expect(sameCart.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(sameCart.map((answer) => answer.json.order_id)).size).toBe(1);
    expect(sameCart.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    // The other cart is never ordered: refused as a reused key, or as a cart the session does not hold.
    expect([409, 422]).toContain(reused?.status);
    expect(['idempotency_key_reused', 'cart_changed']).toContain(reused?.json.error);
    expect(await orderCount(test.server, who.idHash)).toBe(1);
    // Once the order stands, the key with the other cart is a reused key.
    const later = await http.post('/api/v2/orders', who.confirmBody(other, { idempotency_key: key }));
    expect(later.status).toBe(422);
    expect(later.json.error).toBe('idempotency_key_reused');
  });

  it('two tabs returning from the card provider with the same payment at once place one order', async () => {
    const who = new Visitor(() => test.server);
    const cart = await who.putCart(PRODUCT.plain);
    await who.fillCustomer({ payment: { type: 'adyen-scheme', permission: true } });
    const http = new HttpVisitor(baseUrl, who.cookie);
    const created = await http.post('/api/v2/adyen/create-payment', {
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4111111111111111', holderName: 'Erika M' },
      origin: baseUrl,
      returnUrl: `${baseUrl}/confirm`,
      channel: 'web',
      shopperEmail: 'erika@example.com',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const page = new URL(created.json.action.url).pathname;
    // The sandbox page's button posts its form (`result=Authorised`) and redirects back to /confirm.
    const redirect = await fetch(`${baseUrl}${page}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: http.cookie ?? '' },
      body: 'result=Authorised',
      redirect: 'manual',
    });
    expect(redirect.status).toBe(303);
    const redirectResult = new URL(String(redirect.headers.get('location'))).searchParams.get(
      'redirectResult',
    );

    // Both tabs load /confirm?redirectResult=… (a restored tab, a reload) and confirm at once.
    const tabs = [http.tab(), http.tab()];
    const paid = await Promise.all(
      tabs.map((tab) => tab.post('/api/v2/adyen/payment-details', { details: { redirectResult } })),
    );
    expect(paid.map((answer) => answer.json.resultCode)).toEqual(['Authorised', 'Authorised']);
    const psp = paid[0]?.json.psp_reference;
    const confirms = await Promise.all(
      tabs.map((tab) =>
        tab.post(
          '/api/v2/orders',
          who.confirmBody(cart, { payment: { type: 'adyen-scheme', permission: true, psp_reference: psp } }),
        ),
      ),
    );
    expect(await orderCount(test.server, who.idHash)).toBe(1);
    const placed = confirms.filter((answer) => answer.status === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((answer) => answer.json.order_id)).size).toBe(1);
    for (const answer of confirms.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.json.error).toBe('cart_changed');
    }
  });
});
