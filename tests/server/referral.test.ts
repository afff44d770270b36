import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

/**
 * `GET`/`PUT /api/v2/session/referral`: the spec's fallback order is order data (the id saved by
 * PUT), cookie pvid, cookie emid, application referrer (the `referrer` query the app passes on),
 * server referrer (the `referrer` parameter of the HTTP Referer).
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const inject = (options: InjectOptions) => test.server.app.inject(options);

/** A fresh visitor session (its cookie), made by a call that has nothing to do with referrals. */
async function newSession(): Promise<string> {
  const response = await inject({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'en-GB' } });
  return sessionCookieFrom(response.headers['set-cookie']);
}

interface Seen {
  session?: string;
  pvid?: string;
  emid?: string;
  app?: string;
  referer?: string;
}

function headersOf(seen: Seen): Record<string, string> {
  const cookies = [
    seen.session,
    seen.pvid === undefined ? undefined : `pvid=${seen.pvid}`,
    seen.emid === undefined ? undefined : `emid=${seen.emid}`,
  ].filter(Boolean);
  // The app's own calls: a browser marks them same-origin, and their Referer is the shop's page.
  return {
    'sec-fetch-site': 'same-origin',
    ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
    ...(seen.referer ? { referer: seen.referer } : {}),
  };
}

const url = (seen: Seen) =>
  `/api/v2/session/referral${seen.app === undefined ? '' : `?referrer=${encodeURIComponent(seen.app)}`}`;

async function getReferral(seen: Seen = {}) {
  const response = await inject({ method: 'GET', url: url(seen), headers: headersOf(seen) });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string | null; source: string | null };
}

async function putReferral(id: unknown, seen: Seen = {}) {
  return inject({ method: 'PUT', url: url(seen), headers: headersOf(seen), payload: { id } });
}

const everything: Seen = {
  pvid: 'PARTNER7',
  emid: 'MAIL2024',
  app: 'APPREF1',
  referer: 'http://hostwerk.localhost/landing?referrer=SRVREF1',
};

describe(`referral fallback order (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers nothing when no source has an id', async () => {
    expect(await getReferral()).toEqual({ id: null, source: null });
    expect(await getReferral({ session: await newSession() })).toEqual({ id: null, source: null });
  });

  it('1. order data: the id saved with PUT beats every other source', async () => {
    const session = await newSession();
    const saved = await putReferral('ORDER-42', { session, ...everything });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { id: 'ORDER-42', source: 'order_data' } });
    expect(await getReferral({ session, ...everything })).toEqual({ id: 'ORDER-42', source: 'order_data' });
    // It is kept in the session: the next call needs no other source.
    expect(await getReferral({ session })).toEqual({ id: 'ORDER-42', source: 'order_data' });
  });

  it('2. cookie pvid without order data', async () => {
    const session = await newSession();
    expect(await getReferral({ session, ...everything })).toEqual({ id: 'PARTNER7', source: 'cookie_pvid' });
  });

  it('3. cookie emid without order data and pvid', async () => {
    const { pvid: _pvid, ...rest } = everything;
    expect(await getReferral({ session: await newSession(), ...rest })).toEqual({
      id: 'MAIL2024',
      source: 'cookie_emid',
    });
  });

  it('4. application referrer (the app’s `referrer` query) without order data and cookies', async () => {
    expect(
      await getReferral({ session: await newSession(), app: 'APPREF1', referer: everything.referer }),
    ).toEqual({ id: 'APPREF1', source: 'app_referrer' });
    // Sanitised like the app's query parameter: letters and digits only.
    expect(await getReferral({ app: 'APP_REF-2!' })).toEqual({ id: 'APPREF2', source: 'app_referrer' });
  });

  it('5. server referrer (the `referrer` parameter of the HTTP Referer) as the last resort', async () => {
    expect(await getReferral({ session: await newSession(), referer: everything.referer })).toEqual({
      id: 'SRVREF1',
      source: 'server_referrer',
    });
    expect(
      await getReferral({ referer: 'http://hostwerk.localhost/products/webhosting?referrer=LINK9' }),
    ).toEqual({
      id: 'LINK9',
      source: 'server_referrer',
    });
  });

  it('skips sources whose value is not a referral id (2 to 20 letters, digits, _ or -)', async () => {
    expect(
      await getReferral({
        pvid: 'x',
        emid: 'way-too-long-for-a-referral-id',
        app: '!',
        referer: 'http://hostwerk.localhost/?referrer=SRVREF2',
      }),
    ).toEqual({ id: 'SRVREF2', source: 'server_referrer' });
    expect(await getReferral({ pvid: 'bad%20id', referer: 'not a url' })).toEqual({ id: null, source: null });
    expect(await getReferral({ referer: 'http://hostwerk.localhost/landing' })).toEqual({
      id: null,
      source: null,
    });
  });

  it('remembers the sources a session has seen, so later calls fall back to them', async () => {
    const session = await newSession();
    await getReferral({ session, app: 'APPREF3', referer: 'http://hostwerk.localhost/?referrer=SRVREF3' });
    expect(await getReferral({ session })).toEqual({ id: 'APPREF3', source: 'app_referrer' });
    await getReferral({ session, emid: 'MAIL7' });
    // The emid cookie is gone now (expired), but the session saw it.
    expect(await getReferral({ session })).toEqual({ id: 'MAIL7', source: 'cookie_emid' });
    // A newer value of a source replaces the older one.
    await getReferral({ session, app: 'APPREF4' });
    const saved = await putReferral('TYPED1', { session });
    expect(saved.json().data).toEqual({ id: 'TYPED1', source: 'order_data' });
    const replaced = await putReferral('TYPED2', { session });
    expect(replaced.json().data).toEqual({ id: 'TYPED2', source: 'order_data' });
  });

  it('keeps the rest of the session (cart, locale) when the referral is stored', async () => {
    const session = await newSession();
    await putReferral('KEEP1', { session });
    const locale = await inject({
      method: 'GET',
      url: '/api/v2/session/locale',
      headers: { cookie: session },
    });
    expect(locale.json()).toEqual({ data: { code: 'en-GB' } });
  });
});

describe('referral belongs to one session', () => {
  it('one session cannot read another session’s referral, and no session reads nothing stored', async () => {
    const mine = await newSession();
    await putReferral('MINE01', { session: mine, app: 'APPMINE' });
    const theirs = await newSession();
    expect(await getReferral({ session: theirs })).toEqual({ id: null, source: null });
    expect(await getReferral()).toEqual({ id: null, source: null });
    // A forged session cookie reads nothing either.
    expect(await getReferral({ session: `sid=${'x'.repeat(43)}` })).toEqual({ id: null, source: null });
    expect(await getReferral({ session: mine })).toEqual({ id: 'MINE01', source: 'order_data' });
  });

  it('a PUT without a session creates one and keeps the id there only', async () => {
    const saved = await putReferral('NEWSESS');
    expect(saved.statusCode).toBe(200);
    const session = sessionCookieFrom(saved.headers['set-cookie']);
    expect(await getReferral({ session })).toEqual({ id: 'NEWSESS', source: 'order_data' });
    expect(await getReferral()).toEqual({ id: null, source: null });
  });

  it('does not create a session on GET', async () => {
    const response = await inject({ method: 'GET', url: '/api/v2/session/referral?referrer=ABC' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('PUT refuses ids the contract does not allow with 422 field errors (kept by the app)', () => {
  it.each([
    ['too short', 'a'],
    ['too long', 'x'.repeat(21)],
    ['with a space', 'ab cd'],
    ['with a dot', 'ab.cd'],
    ['a number', 42],
    ['null', null],
  ])('%s → 422 naming id', async (_name, id) => {
    const response = await putReferral(id, { session: await newSession() });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('validation_failed');
    expect(response.json().errors.id).toHaveLength(1);
  });

  it('names the problem in the visitor’s language', async () => {
    const response = await inject({
      method: 'PUT',
      url: '/api/v2/session/referral',
      headers: { 'accept-language': 'de-DE' },
      payload: { id: 'a' },
    });
    expect(response.json().message).toBe('Einige der gesendeten Angaben sind ungültig.');
  });

  it('refuses a missing body with 4xx, never 500', async () => {
    const empty = await inject({ method: 'PUT', url: '/api/v2/session/referral' });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    const broken = await inject({
      method: 'PUT',
      url: '/api/v2/session/referral',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('GET /api/v2/session/referrer', () => {
  const getReferrer = (headers: Record<string, string>) =>
    inject({
      method: 'GET',
      url: '/api/v2/session/referrer',
      headers: { 'sec-fetch-site': 'same-origin', ...headers },
    });

  it('answers the server referrer: this Referer’s, else the one the session saw, else null', async () => {
    expect((await getReferrer({})).json()).toEqual({ id: null });
    const referer = 'http://hostwerk.localhost/page?referrer=FROMPAGE';
    expect((await getReferrer({ referer })).json()).toEqual({ id: 'FROMPAGE' });
    const session = await newSession();
    await getReferral({ session, referer });
    expect((await getReferrer({ cookie: session })).json()).toEqual({ id: 'FROMPAGE' });
    const other = 'http://hostwerk.localhost/cart/?referrer=OTHER';
    expect((await getReferrer({ cookie: session, referer: other })).json()).toEqual({ id: 'OTHER' });
  });
});
