import type { Cart } from '@contract/cart';
import { STORAGE_LIMITS } from '@domain/cart/storage-limits';
import { sessions } from '@server/db/schema';
import { serverMessage } from '@server/i18n/messages';
import { SessionStore } from '@server/sessions/store';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, fetchProducts, rowFor, rowId } from './support/catalogue';
import { PRODUCT } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * Anonymous visitors cannot fill the disk: a cart's notes and field values are bounded in count
 * and length (STORAGE_LIMITS), a stored cart in size, the sessions one address may create per
 * window in number (SESSIONS_PER_ADDRESS), and expired sessions are deleted by the server itself.
 */
const SESSIONS_PER_ADDRESS = 10;
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({
    SESSIONS_PER_ADDRESS: String(SESSIONS_PER_ADDRESS),
    SESSION_CLEANUP_SECONDS: '0.2',
  });
});
afterAll(async () => {
  await test.stop();
});

const db = () => test.server.database.db;
const HOST = 'hostwerk.localhost';

async function cartWith(informations: { key: string; value: string }[], rows = 1): Promise<Cart> {
  const products = await fetchProducts(test.server, { host: HOST });
  const product = products.find((entry) => entry.id === PRODUCT.plain);
  if (!product) throw new Error('no plain product');
  const items = Array.from({ length: rows }, (_, index) => {
    const row = rowFor(product, rowId(String.fromCharCode(97 + index)));
    return { ...row, product: { ...row.product, informations } };
  });
  return cartOf(...items);
}

const putCart = (cart: Cart, remoteAddress: string, language = 'de-DE') =>
  test.server.app.inject({
    method: 'PUT',
    url: '/api/v2/session/cart',
    payload: cart,
    remoteAddress,
    headers: { host: HOST, 'accept-language': language },
  });

const notes = (count: number, length: number) =>
  Array.from({ length: count }, (_, index) => ({ key: `note${index}`, value: 'x'.repeat(length) }));

async function storedSessions(): Promise<{ count: number; bytes: number }> {
  const [row] = await db()
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(octet_length(${sessions.cart}::text) + octet_length(${sessions.state}::text)), 0)::int`,
    })
    .from(sessions);
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

describe(`bounded storage per visitor (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses too many or too long notes with field errors in the visitor’s language, and keeps nothing', async () => {
    const before = await storedSessions();
    const tooMany = await putCart(
      await cartWith(notes(STORAGE_LIMITS.informationsPerProduct + 1, 1)),
      '198.51.100.1',
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      error: 'session_too_large',
      errors: { 'items.0.product.informations': [serverMessage('de-DE', 'session_too_large')] },
    });
    const tooLong = await putCart(
      await cartWith(notes(1, STORAGE_LIMITS.informationValueMax + 1)),
      '198.51.100.1',
      'en-GB',
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      'items.0.product.informations.0.value': [serverMessage('en-GB', 'session_too_large')],
    });
    expect(tooLong.headers['set-cookie']).toBeUndefined();
    expect(await storedSessions()).toEqual(before);
  });

  it('refuses a cart larger than the session cap even when each value is within its limit', async () => {
    const rows = Math.ceil(
      STORAGE_LIMITS.sessionMaxBytes /
        (STORAGE_LIMITS.informationsPerProduct * STORAGE_LIMITS.informationValueMax),
    );
    const big = await cartWith(
      notes(STORAGE_LIMITS.informationsPerProduct, STORAGE_LIMITS.informationValueMax),
      rows + 1,
    );
    const refused = await putCart(big, '198.51.100.2');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ items: [serverMessage('de-DE', 'session_too_large')] });
  });

  it('a burst of cookie-less writes from one address grows the store by at most its budget of full sessions', async () => {
    const before = await storedSessions();
    const full = await cartWith(
      notes(STORAGE_LIMITS.informationsPerProduct, STORAGE_LIMITS.informationValueMax),
      3,
    );
    const answers: number[] = [];
    for (let index = 0; index < SESSIONS_PER_ADDRESS * 3; index++) {
      const response =
        index % 2 === 0
          ? await putCart(full, '203.0.113.50')
          : await test.server.app.inject({
              method: 'PUT',
              url: '/api/v2/session/locale',
              payload: { code: 'en-GB' },
              remoteAddress: '203.0.113.50',
              headers: { host: HOST, 'accept-language': 'de-DE' },
            });
      answers.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({
          error: 'sessions_limited',
          message: serverMessage('de-DE', 'sessions_limited'),
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(SESSIONS_PER_ADDRESS);
    expect(answers.filter((status) => status === 429)).toHaveLength(SESSIONS_PER_ADDRESS * 2);
    const after = await storedSessions();
    expect(after.count - before.count).toBe(SESSIONS_PER_ADDRESS);
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(
      SESSIONS_PER_ADDRESS * STORAGE_LIMITS.sessionMaxBytes,
    );

    // Another address has its own budget.
    const other = await putCart(full, '203.0.113.51');
    expect(other.statusCode).toBe(200);
  });

  it('deletes expired sessions by itself and keeps live ones', async () => {
    const store = new SessionStore(db(), 60_000);
    const expired = await store.create(1, 'de-DE');
    const live = await store.create(1, 'de-DE');
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, expired.record.idHash));
    const exists = async (idHash: string) =>
      (await db().select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.idHash, idHash)))
        .length > 0;
    const deadline = Date.now() + 10_000;
    while ((await exists(expired.record.idHash)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await exists(expired.record.idHash)).toBe(false);
    expect(await exists(live.record.idHash)).toBe(true);
  });
});
