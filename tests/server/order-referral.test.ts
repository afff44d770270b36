import { orders } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT, Visitor } from './support/orders';
import { startTestServer, type TestServer } from './support/server';

/**
 * The referral a placed order records follows the spec's fallback order: order data (the id the
 * visitor typed), cookie pvid, cookie emid, application referrer, server referrer. The cookies and
 * Referer of the order call count, and so do the sources the session saw earlier (GET referral).
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

/** A new visitor with a cart, customer data and bank transfer: ready to confirm. */
async function readyVisitor() {
  const who = new Visitor(() => test.server);
  const cart = await who.putCart(PRODUCT.plain);
  await who.fillCustomer();
  return { who, cart };
}

/** The request's cookie header: the visitor's session and these extra cookies. */
const cookies = (who: Visitor, extra: Record<string, string>) =>
  [who.cookie, ...Object.entries(extra).map(([name, value]) => `${name}=${value}`)].join('; ');

/** The order's referral as stored with its feedback. */
async function referralOf(orderId: number) {
  const [row] = await test.server.database.db.select().from(orders).where(eq(orders.id, orderId));
  const feedback = row?.feedback as { referral_id?: string; referral_source?: string } | undefined;
  return { id: feedback?.referral_id ?? null, source: feedback?.referral_source ?? null };
}

describe(`the referral of a placed order (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('without a typed id takes the pvid cookie of the order call', async () => {
    const { who, cart } = await readyVisitor();
    const response = await test.server.app.inject({
      method: 'POST',
      url: '/api/v2/orders',
      headers: { cookie: cookies(who, { pvid: 'PVID42', emid: 'MAIL42' }) },
      payload: who.confirmBody(cart),
    });
    expect(response.statusCode).toBe(201);
    expect(await referralOf(response.json().order_id)).toEqual({ id: 'PVID42', source: 'cookie_pvid' });
  });

  it('takes the id the visitor typed over the cookies', async () => {
    const { who, cart } = await readyVisitor();
    const response = await test.server.app.inject({
      method: 'POST',
      url: '/api/v2/orders',
      headers: { cookie: cookies(who, { pvid: 'PVID42', emid: 'MAIL42' }) },
      payload: who.confirmBody(cart, { referral_id: ' TYPED-7 ' }),
    });
    expect(response.statusCode).toBe(201);
    expect(await referralOf(response.json().order_id)).toEqual({ id: 'TYPED-7', source: 'order_data' });
  });

  it('takes the application referrer the session recorded with GET referral', async () => {
    const { who, cart } = await readyVisitor();
    const recorded = await who.send({ method: 'GET', url: '/api/v2/session/referral?referrer=PARTNER1' });
    expect(recorded.json().data).toEqual({ id: 'PARTNER1', source: 'app_referrer' });
    const response = await who.confirm(who.confirmBody(cart));
    expect(response.statusCode).toBe(201);
    expect(await referralOf(response.json().order_id)).toEqual({ id: 'PARTNER1', source: 'app_referrer' });
  });

  it('takes the id a PUT saved over the recorded application referrer', async () => {
    const { who, cart } = await readyVisitor();
    await who.send({ method: 'GET', url: '/api/v2/session/referral?referrer=PARTNER1' });
    const saved = await who.send({
      method: 'PUT',
      url: '/api/v2/session/referral',
      payload: { id: 'SAVED-3' },
    });
    expect(saved.statusCode).toBe(200);
    const response = await who.confirm(who.confirmBody(cart));
    expect(response.statusCode).toBe(201);
    expect(await referralOf(response.json().order_id)).toEqual({ id: 'SAVED-3', source: 'order_data' });
  });

  it('records no referral when no source has one', async () => {
    const { who, cart } = await readyVisitor();
    const response = await who.confirm(who.confirmBody(cart));
    expect(response.statusCode).toBe(201);
    expect(await referralOf(response.json().order_id)).toEqual({ id: null, source: null });
  });
});
