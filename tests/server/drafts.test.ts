import { orderDrafts, staffAccounts } from '@server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProducts, rowFor, rowId } from './support/catalogue';
import { client, type Visitor } from './support/checkout';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

/**
 * Staff accounts and order drafts (checkout spec sections 2, 4, 6 and 8; issue #7): sign-in with
 * hashed passwords, `GET /api/v2/admins/me`, every draft permission, continue and cancel.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ STAFF_FIXTURES: 'on' });
});
afterAll(async () => {
  await test.stop();
});

const { inject, visitor, get, put } = client(() => test.server);
const HOST = 'hostwerk.localhost';

async function signIn(email: string, password: string) {
  return inject({
    method: 'POST',
    url: '/staff/sign-in',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email,
      password,
      next: '/nova/resources/session-order-drafts',
    }).toString(),
  });
}

/** A sales agent's browser: the staff cookie and a shop session with one hosting row. */
async function agentWithCart(): Promise<Visitor> {
  const signed = await signIn('agent@hostwerk.example', 'agent-test-1');
  expect(signed.statusCode).toBe(303);
  const staffCookie = String(signed.headers['set-cookie']).split(';')[0] ?? '';
  const shop = await visitor();
  const who = { ...shop, cookie: `${shop.cookie}; ${staffCookie}` };
  const hosting = (await fetchProducts(test.server)).find((product) => product.id === 101);
  if (!hosting) throw new Error('web hosting S missing');
  expect((await put(who, '/api/v2/session/cart', { items: [rowFor(hosting, rowId('d'))] })).statusCode).toBe(
    200,
  );
  return who;
}

const call = (who: Visitor | undefined, method: 'POST' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  inject({
    method,
    url,
    headers: { host: HOST, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('staff accounts', () => {
  it('stores passwords as salted scrypt hashes and signs in only with the right one', async () => {
    const rows = await test.server.database.db.select().from(staffAccounts);
    expect(rows.map((row) => row.email).sort()).toEqual([
      'agent@hostwerk.example',
      'support@hostwerk.example',
    ]);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^scrypt\$\d+\$/);
      expect(row.passwordHash).not.toContain('test-1');
    }
    const refused = await signIn('agent@hostwerk.example', 'wrong');
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('E-mail or password is not correct.');
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('answers the signed-in admin at GET /api/v2/admins/me, nobody for visitors', async () => {
    expect((await get(await visitor(), '/api/v2/admins/me')).json()).toEqual({ data: null });
    const agent = await agentWithCart();
    expect((await get(agent, '/api/v2/admins/me')).json().data).toMatchObject({
      email: 'agent@hostwerk.example',
      roles: ['sales-agent'],
    });
  });

  it('keeps the drafts pages for staff: visitors are sent to the sign-in', async () => {
    const anonymous = await inject({
      method: 'GET',
      url: '/nova/resources/session-order-drafts',
      headers: { host: HOST },
    });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/staff/sign-in?next=%2Fnova%2Fresources%2Fsession-order-drafts');
  });
});

describe('order drafts', () => {
  it('a sales agent saves the cart as a draft; the customer continues it with locked rows, then cancels it', async () => {
    const agent = await agentWithCart();
    const saved = await call(agent, 'POST', '/api/v2/order-drafts', {});
    expect(saved.statusCode).toBe(200);
    const draftId = saved.json().id as number;
    const current = (await get(agent, '/api/v2/order-drafts/current')).json().data;
    expect(current.id).toBe(draftId);
    // Saving again updates the same draft.
    expect((await call(agent, 'POST', '/api/v2/order-drafts', {})).json().id).toBe(draftId);

    const page = await inject({
      method: 'GET',
      url: `/nova/resources/session-order-drafts/${draftId}`,
      headers: { host: HOST, cookie: agent.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`/continue-preconfigured-order?session_code=${current.session_code}`);

    const before = await visitor();
    const continued = await call(before, 'POST', '/api/v2/order-drafts/continue', {
      session_code: current.session_code,
    });
    expect(continued.statusCode).toBe(200);
    // Taking over the draft gives the session a new id: the old cookie finds nothing any more.
    const customer = { ...before, cookie: sessionCookieFrom(continued.headers['set-cookie']) };
    expect(customer.cookie).not.toBe(before.cookie);
    expect((await get(before, '/api/v2/session/cart')).json().data.items).toEqual([]);
    const cart = (await get(customer, '/api/v2/session/cart')).json().data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].is_preconfigured).toBe(true);
    expect((await get(customer, '/api/v2/order-drafts/current')).json().data.id).toBe(draftId);

    // A customer cannot save drafts.
    const refused = await call(customer, 'POST', '/api/v2/order-drafts', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please create the order draft using the admin panel.');

    const cancelled = await call(customer, 'DELETE', '/api/v2/order-drafts/current');
    expect(cancelled.statusCode).toBe(200);
    expect((await get(customer, '/api/v2/session/cart')).json().data.items).toEqual([]);
    expect((await get(customer, '/api/v2/order-drafts/current')).json().data).toBeNull();
    const [row] = await test.server.database.db.select().from(orderDrafts);
    expect(row?.cancelledAt).not.toBeNull();
    // A cancelled draft cannot be continued; cancelling without a draft is 404.
    expect(
      (
        await call(await visitor(), 'POST', '/api/v2/order-drafts/continue', {
          session_code: current.session_code,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(customer, 'DELETE', '/api/v2/order-drafts/current')).statusCode).toBe(404);
  });

  it('refuses drafts from support staff and from visitors, and malformed codes', async () => {
    const signed = await signIn('support@hostwerk.example', 'support-test-1');
    expect(signed.statusCode).toBe(303);
    const support = { cookie: String(signed.headers['set-cookie']).split(';')[0] ?? '', host: HOST };
    expect((await call(support, 'POST', '/api/v2/order-drafts', {})).statusCode).toBe(403);
    expect((await call(undefined, 'POST', '/api/v2/order-drafts', {})).statusCode).toBe(403);
    const malformed = await call(await visitor(), 'POST', '/api/v2/order-drafts/continue', {
      session_code: '<x>',
    });
    expect(malformed.statusCode).toBe(422);
  });
});

// Last: it makes the support account's sign-in wait for the rest of this file.
describe('staff sign-in limits', () => {
  it('slows password guessing: after five failures per e-mail the next attempt waits (429 with Retry-After)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn('support@hostwerk.example', `guess-${attempt}`)).statusCode).toBe(401);
    const last = await signIn('support@hostwerk.example', 'guess-5');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body).toContain('Too many sign-in attempts.');
    // Even the right password waits now (tests/server/staff-sign-in.test.ts: how long, and after).
    expect((await signIn('support@hostwerk.example', 'support-test-1')).statusCode).toBe(429);
  });
});
