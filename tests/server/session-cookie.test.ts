import { sessions } from '@server/db/schema';
import { hashToken } from '@server/sessions/token';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProducts, rowFor, rowId } from './support/catalogue';
import { startTestServer, type TestServer } from './support/server';

/**
 * The visitor's session cookie (issue #10, "Sessions and access") as a browser receives it from a
 * shop served over HTTPS (PUBLIC_ORIGIN https, behind a TLS proxy): name, attributes, strength,
 * expiry, and a new id whenever someone else's session data is taken over.
 */
let test: TestServer;
const TTL_DAYS = 2;
beforeAll(async () => {
  test = await startTestServer({
    PUBLIC_ORIGIN: 'https://shop.example',
    SESSION_TTL_DAYS: String(TTL_DAYS),
    STAFF_FIXTURES: 'on',
  });
});
afterAll(async () => {
  await test.stop();
});

const HOST = 'hostwerk.localhost';
const inject = (options: InjectOptions) =>
  test.server.app.inject({ ...options, headers: { host: HOST, ...options.headers } });

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

/** The cookies a response sets, with their attributes (names lower case). */
function setCookies(response: LightMyRequestResponse): SetCookie[] {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.map((line) => {
    const [pair = '', ...parts] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attributes = new Map(
      parts.map((part) => {
        const [key = '', value = ''] = part.split('=');
        return [key.toLowerCase(), value] as const;
      }),
    );
    return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
  });
}

function sessionCookie(response: LightMyRequestResponse): SetCookie {
  const cookie = setCookies(response).find((candidate) => candidate.name === '__Host-sid');
  if (!cookie) throw new Error(`no __Host-sid cookie in ${String(response.headers['set-cookie'])}`);
  return cookie;
}

const newSession = () => inject({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'en-GB' } });
const cartOf = async (cookie: string) =>
  (await inject({ method: 'GET', url: '/api/v2/session/cart', headers: { cookie } })).json();

async function hostingRow(seed: string) {
  const hosting = (await fetchProducts(test.server)).find((product) => product.id === 101);
  if (!hosting) throw new Error('web hosting S missing');
  return rowFor(hosting, rowId(seed));
}

describe('the session cookie over HTTPS', () => {
  it('is __Host-sid: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, living SESSION_TTL_DAYS', async () => {
    const cookie = sessionCookie(await newSession());
    expect(cookie.attributes.has('secure')).toBe(true);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('domain')).toBe(false);
    expect(Number(cookie.attributes.get('max-age'))).toBe(TTL_DAYS * 24 * 60 * 60);
  });

  it('carries 256 random bits, differs every time, and only its hash is stored', async () => {
    const values = await Promise.all(
      Array.from({ length: 20 }, async () => sessionCookie(await newSession()).value),
    );
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(value, 'base64url')).toHaveLength(32);
    }
    const stored = await test.server.database.db.select({ idHash: sessions.idHash }).from(sessions);
    const hashes = stored.map((row) => row.idHash);
    for (const value of values) {
      expect(hashes).toContain(hashToken(value));
      expect(hashes).not.toContain(value);
    }
  });

  it('is read only under its __Host- name: a plain `sid` cookie (settable by a sibling domain) is ignored', async () => {
    const saved = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: { items: [await hostingRow('p')] },
    });
    const token = sessionCookie(saved).value;
    expect((await cartOf(`__Host-sid=${token}`)).data.items).toHaveLength(1);
    expect((await cartOf(`sid=${token}`)).data.items).toEqual([]);
    const response = await inject({
      method: 'PUT',
      url: '/api/v2/session/locale',
      headers: { cookie: `sid=${token}` },
      payload: { code: 'de-DE' },
    });
    // A new session is made instead of using the planted one.
    expect(sessionCookie(response).value).not.toBe(token);
  });

  it('expires: a session past its expiry is gone, an active one is extended', async () => {
    const saved = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: { items: [await hostingRow('e')] },
    });
    const cookie = `__Host-sid=${sessionCookie(saved).value}`;
    const idHash = hashToken(sessionCookie(saved).value);
    const [row] = await test.server.database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    const ttlMs = TTL_DAYS * 24 * 60 * 60 * 1000;
    expect(Math.abs((row?.expiresAt.getTime() ?? 0) - (Date.now() + ttlMs))).toBeLessThan(60_000);
    expect((await cartOf(cookie)).data.items).toHaveLength(1);

    await test.server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    const expired = await cartOf(cookie);
    expect(expired.data.items).toEqual([]);
    expect(expired.version).toBe(0);
  });
});

describe('a new session id whenever a session takes over data', () => {
  async function signedInAgent(): Promise<string> {
    const signed = await inject({
      method: 'POST',
      url: '/staff/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=agent%40hostwerk.example&password=agent-test-1',
    });
    const staff = setCookies(signed).find((cookie) => cookie.name === '__Host-staff');
    if (!staff) throw new Error(`agent not signed in: ${signed.statusCode}`);
    expect(staff.attributes.has('secure')).toBe(true);
    expect(staff.attributes.has('httponly')).toBe(true);
    expect(staff.attributes.get('samesite')).toBe('Lax');
    return `__Host-staff=${staff.value}`;
  }

  it('on opening an order draft (agent) and on continuing it (customer): the old cookie finds nothing', async () => {
    const staff = await signedInAgent();
    const agentSession = `__Host-sid=${sessionCookie(await newSession()).value}`;
    const agent = `${agentSession}; ${staff}`;
    const saved = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      headers: { cookie: agent },
      payload: { items: [await hostingRow('d')] },
    });
    expect(saved.statusCode).toBe(200);
    const draft = await inject({
      method: 'POST',
      url: '/api/v2/order-drafts',
      headers: { cookie: agent },
      payload: {},
    });
    expect(draft.statusCode).toBe(200);
    const code = (
      await inject({ method: 'GET', url: '/api/v2/order-drafts/current', headers: { cookie: agent } })
    ).json().data.session_code as string;

    // Another agent's browser opens the draft by its code (the staff page's link).
    const otherAgentSession = `__Host-sid=${sessionCookie(await newSession()).value}`;
    const opened = await inject({
      method: 'POST',
      url: '/api/v2/session/restore',
      headers: { cookie: `${otherAgentSession}; ${staff}` },
      payload: { session_code: code },
    });
    expect(opened.statusCode).toBe(200);
    const openedSession = `__Host-sid=${sessionCookie(opened).value}`;
    expect(openedSession).not.toBe(otherAgentSession);
    expect((await cartOf(openedSession)).data.items).toHaveLength(1);
    expect((await cartOf(otherAgentSession)).data.items).toEqual([]);

    // The customer's link: /continue-preconfigured-order?session_code=…
    const customerSession = `__Host-sid=${sessionCookie(await newSession()).value}`;
    const continued = await inject({
      method: 'POST',
      url: '/api/v2/order-drafts/continue',
      headers: { cookie: customerSession },
      payload: { session_code: code },
    });
    expect(continued.statusCode).toBe(200);
    const continuedSession = `__Host-sid=${sessionCookie(continued).value}`;
    expect(continuedSession).not.toBe(customerSession);
    expect((await cartOf(continuedSession)).data.items[0].is_preconfigured).toBe(true);
    expect((await cartOf(customerSession)).data.items).toEqual([]);
  });

  it('on a staff sign-in: every sign-in is a new staff token', async () => {
    expect(await signedInAgent()).not.toBe(await signedInAgent());
  });
});
