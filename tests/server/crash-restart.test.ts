import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cart, CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../support/scratch-postgres';
import { copySeededStore } from '../support/seeded-store';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { rowFor, rowId } from './support/catalogue';
import { type HttpAnswer, HttpVisitor } from './support/http-visitor';
import { ADDRESS, BANK_TRANSFER, COMPANY, confirmPayload, PRODUCT } from './support/orders';

/**
 * The server process is killed (SIGKILL to its process group: no shutdown code, no flush, no
 * closing of the database) in the middle of a visitor's journey and started again on the same
 * store: the PGlite data folder, or the same PostgreSQL database when DATABASE_URL is set. What the
 * server had answered must still be there, and the visitor goes on with the same cookie.
 */
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const storeEnv: Record<string, string> = {};
let dataDir = '';
let dropDatabase: (() => Promise<void>) | undefined;
let server: ServerProcess | undefined;
let products: Product[] = [];

/** The server from its sources (this runs before the build), in a process of its own. */
const spawnServer = (store: Record<string, string>) =>
  startServerProcess({ from: 'source', env: { NODE_ENV: 'test', DEV_OIDC: 'off', ...store } });

const running = (): ServerProcess => {
  if (!server) throw new Error('the server is not running');
  return server;
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-crash-'));
  storeEnv.DATA_DIR = dataDir;
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgres(process.env.DATABASE_URL);
    storeEnv.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  } else {
    await copySeededStore(dataDir);
  }
  server = await spawnServer(storeEnv);
  const answer = await new HttpVisitor(server.baseUrl).get('/api/v2/products');
  products = answer.json.data;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

function row(productId: number, seed: string): CartItem {
  const product = products.find((candidate) => candidate.id === productId);
  if (!product) throw new Error(`no product ${productId} in the seed`);
  return rowFor(product, rowId(seed));
}

/** A visitor of the server that is running now, with the cookie it had before. */
const visitorAgain = (cookie: string | null) => new HttpVisitor(running().baseUrl, cookie);

async function ok(answer: Promise<HttpAnswer>, status = 200): Promise<HttpAnswer> {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.json)).toBe(status);
  return settled;
}

/**
 * Saves variations of the cart one after another (each with the version it last got, as a tab
 * does) until the server is gone; the process is killed after `killAfter` acknowledged saves,
 * while the next one is on its way. Answers the last acknowledged save and the one in flight.
 */
async function saveUntilKilled(
  visitor: HttpVisitor,
  carts: readonly Cart[],
  version: number,
  killAfter: number,
) {
  let acknowledged: { version: number; cart: Cart | null } = { version, cart: null };
  let inFlight: Cart | null = null;
  let killing: Promise<void> | null = null;
  for (let save = 0; save < 1000; save += 1) {
    const cart = carts[save % carts.length] as Cart;
    inFlight = cart;
    let answer: Awaited<ReturnType<HttpVisitor['put']>>;
    try {
      answer = await visitor.put('/api/v2/session/cart', cart, { 'if-match': `"${acknowledged.version}"` });
    } catch {
      break; // The server is gone: this save may or may not have been committed.
    }
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    acknowledged = { version: answer.json.version, cart };
    inFlight = null;
    if (save + 1 === killAfter) killing = running().kill();
  }
  expect(killing).not.toBeNull();
  await killing;
  return { acknowledged, inFlight };
}

describe(`killing the server in the middle of a journey (${database})`, () => {
  it('keeps the session, every acknowledged cart save, customer data and the confirmed order; the visitor goes on', async () => {
    const visitor = new HttpVisitor(running().baseUrl);
    const firstCart: Cart = { items: [row(PRODUCT.plain, 'a')] };
    await ok(visitor.put('/api/v2/session/cart', firstCart));
    await ok(visitor.put('/api/v2/session/locale', { code: 'de-DE' }));
    await ok(visitor.put('/api/v2/session/basic-info', COMPANY));
    await ok(visitor.put('/api/v2/session/address-info', ADDRESS));
    await ok(visitor.put('/api/v2/session/payment', BANK_TRANSFER));
    const confirm = confirmPayload(firstCart);
    const placed = await ok(visitor.post('/api/v2/orders', confirm), 201);

    // The next order is under way: the visitor changes the new cart again and again; the process
    // is killed (no shutdown code runs) after 15 acknowledged saves, while the next is on its way.
    const emptied = (await ok(visitor.get('/api/v2/session/cart'))).json;
    expect(emptied.data.items).toEqual([]);
    const carts: Cart[] = [
      { items: [row(PRODUCT.plain, 'c')] },
      { items: [row(PRODUCT.plain, 'c'), row(PRODUCT.plain2, 'd')] },
      { items: [row(PRODUCT.plain2, 'd')] },
    ];
    const { acknowledged, inFlight } = await saveUntilKilled(visitor, carts, emptied.version, 15);
    expect(acknowledged.version).toBeGreaterThanOrEqual(emptied.version + 15);

    server = await spawnServer(storeEnv);
    const again = visitorAgain(visitor.cookie);
    const stored = (await ok(again.get('/api/v2/session/cart'))).json;
    if (stored.version === acknowledged.version) {
      expect(stored.data).toEqual(acknowledged.cart);
    } else {
      // The save in flight was committed, but its answer died with the process.
      expect(stored.version).toBe(acknowledged.version + 1);
      expect(stored.data).toEqual(inFlight);
    }
    expect((await ok(again.get('/api/v2/session/locale'))).json.data.code).toBe('de-DE');
    const customer = (await ok(again.get('/api/v2/session/customer'))).json.data;
    expect(customer.basicInfo).toMatchObject({ company_name: COMPANY.company_name, email: COMPANY.email });
    expect(customer.address).toMatchObject({ street: ADDRESS.street, city: ADDRESS.city });
    const order = await ok(again.get(`/api/v2/orders/${placed.json.order_id}`));
    expect(order.json.data.order_code).toBe(placed.json.order_code);

    // The first confirm retried after the restart (its answer was lost, say): the same order.
    const retried = await ok(again.post('/api/v2/orders', confirm), 201);
    expect(retried.json).toEqual(placed.json);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    // And the visitor finishes the second order where they were.
    const second = await ok(
      again.post('/api/v2/orders', confirmPayload(stored.data), { 'if-match': `"${stored.version}"` }),
      201,
    );
    expect(second.json.order_id).not.toBe(placed.json.order_id);
    expect((await ok(again.get('/api/v2/session/cart'))).json.data.items).toEqual([]);
  }, 240_000);
});
