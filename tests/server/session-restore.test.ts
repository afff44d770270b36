import { sessionRestoreCodes } from '@server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProducts, rowFor, rowId } from './support/catalogue';
import { client, sepa, type Visitor } from './support/checkout';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

/**
 * Session-restore links for support (catalogue spec "support reproduces sessions"; issue #7):
 * reference → link → restore into a new session, expiry, revocation, guessing, and no payment
 * secrets in the copy. Real HTTP on PGlite or PostgreSQL.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ RESTORE_LINK_TTL_DAYS: '7' });
});
afterAll(async () => {
  await test.stop();
});

const { inject, visitor, get, put, customer } = client(() => test.server);

const post = (
  who: Visitor | undefined,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  inject({
    method: 'POST',
    url,
    headers: { host: 'hostwerk.localhost', ...(who ? { cookie: who.cookie } : {}), ...headers },
    payload: payload as object,
  });

/** A visitor on the payment step with one hosting row and SEPA chosen. */
async function visitorWithProgress(): Promise<Visitor> {
  const who = await customer();
  const products = await fetchProducts(test.server);
  const hosting = products.find((product) => product.id === 101);
  if (!hosting) throw new Error('web hosting S missing');
  const saved = await put(who, '/api/v2/session/cart', { items: [rowFor(hosting, rowId('1'))] });
  expect(saved.statusCode).toBe(200);
  expect((await put(who, '/api/v2/session/payment', sepa)).statusCode).toBe(200);
  return who;
}

async function restoreLinkFor(who: Visitor): Promise<{ url: string; session_code: string }> {
  const reference = (await get(who, '/api/v2/session/support-reference')).json().data.reference;
  const created = await post(undefined, '/api/v2/support/restore-links', {
    reference: reference.toLowerCase(),
  });
  expect(created.statusCode).toBe(201);
  return created.json().data;
}

describe('support references and restore links', () => {
  it('gives a visitor a short reference to read out, the same on every ask', async () => {
    const who = await visitor();
    const first = (await get(who, '/api/v2/session/support-reference')).json().data;
    expect(first.reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const again = (await get(who, '/api/v2/session/support-reference')).json().data;
    expect(again.reference).toBe(first.reference);
  });

  it('asked from several tabs at once, the session still gets one reference', async () => {
    const who = await visitor();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(who, '/api/v2/session/support-reference')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const references = new Set(answers.map((answer) => answer.json().data.reference));
    expect(references.size).toBe(1);
  });

  it('restores cart, basic info and address into a new session for the opener; SEPA details stay behind', async () => {
    const visitorSession = await visitorWithProgress();
    const { url, session_code } = await restoreLinkFor(visitorSession);
    expect(url).toBe(`http://hostwerk.localhost/session-restore?session_code=${session_code}`);
    expect(session_code).toMatch(/^[0-9a-f]{40}$/);
    // Only the hash is stored.
    const stored = await test.server.database.db.select().from(sessionRestoreCodes);
    expect(JSON.stringify(stored)).not.toContain(session_code);

    const supporter = await visitor('de-DE');
    const restored = await post(supporter, '/api/v2/session/restore', { session_code });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ data: { order_draft_id: null } });
    const newCookie = sessionCookieFrom(restored.headers['set-cookie']);
    expect(newCookie).not.toBe(supporter.cookie);
    const opener = { ...supporter, cookie: newCookie };

    const cart = (await get(opener, '/api/v2/session/cart')).json().data;
    expect(cart.items.map((item: { product: { id: number } }) => item.product.id)).toEqual([101]);
    const customerData = (await get(opener, '/api/v2/session/customer')).json().data;
    expect(customerData.basicInfo.first_name).toBe('Anna');
    expect(customerData.address.city).toBe('Berlin');
    expect((await get(opener, '/api/v2/session/payment')).json().data).toBeNull();
    // The visitor's own session is untouched.
    expect((await get(visitorSession, '/api/v2/session/payment')).json().data.type).toBe('sepa');
    // The old cookie of the opener no longer finds the restored session.
    expect((await get(supporter, '/api/v2/session/customer')).json().data.basicInfo).toBeNull();
  });

  it('refuses unknown, revoked and expired codes with 404 / 410, in the visitor’s language', async () => {
    const unknown = await post(await visitor('de-DE'), '/api/v2/session/restore', {
      session_code: 'a'.repeat(40),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'Dieser Link ist nicht gültig. Bitte fragen Sie unseren Support nach einem neuen.',
    );

    const { session_code } = await restoreLinkFor(await visitorWithProgress());
    const revoked = await post(undefined, '/api/v2/support/restore-links/revoke', { session_code });
    expect(revoked.statusCode).toBe(200);
    expect((await post(await visitor(), '/api/v2/session/restore', { session_code })).statusCode).toBe(410);

    const expiring = await startTestServer({ RESTORE_LINK_TTL_DAYS: '0.000001' });
    try {
      const local = client(() => expiring.server);
      const who = await local.customer();
      const reference = (await local.get(who, '/api/v2/session/support-reference')).json().data.reference;
      const created = await expiring.server.app.inject({
        method: 'POST',
        url: '/api/v2/support/restore-links',
        headers: { host: 'hostwerk.localhost' },
        payload: { reference },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const late = await expiring.server.app.inject({
        method: 'POST',
        url: '/api/v2/session/restore',
        headers: { host: 'hostwerk.localhost' },
        payload: { session_code: created.json().data.session_code },
      });
      expect(late.statusCode).toBe(410);
    } finally {
      await expiring.stop();
    }
  });

  it('refuses malformed codes (422) and stops guessing after 20 attempts per address (429 with Retry-After)', async () => {
    const guesser = await visitor();
    expect((await post(guesser, '/api/v2/session/restore', { session_code: '<script>' })).statusCode).toBe(
      422,
    );
    let last = 0;
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const answer = await post(
        guesser,
        '/api/v2/session/restore',
        { session_code: `guess${attempt}` },
        {
          'x-forwarded-for': '203.0.113.9',
        },
      );
      last = answer.statusCode;
      retryAfter = answer.headers['retry-after'] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('serves the support calls only to support in production', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production',
      SUPPORT_API_TOKEN: 'support-token-0123456789',
    });
    try {
      const call = (headers: Record<string, string>) =>
        production.server.app.inject({
          method: 'POST',
          url: '/api/v2/support/restore-links',
          headers: { host: 'hostwerk.localhost', ...headers },
          payload: { reference: 'ABCD-EFGH' },
        });
      expect((await call({})).statusCode).toBe(404);
      expect((await call({ authorization: 'Bearer wrong' })).statusCode).toBe(404);
      const allowed = await call({ authorization: 'Bearer support-token-0123456789' });
      expect(allowed.statusCode).toBe(404);
      expect(allowed.json().error).toBe('support_reference_unknown');
    } finally {
      await production.stop();
    }
  });
});
