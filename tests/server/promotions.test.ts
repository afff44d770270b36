import type { CartItem } from '@contract/cart';
import type { Promotion } from '@contract/promotions';
import { rateLimits } from '@server/db/schema';
import {
  PROMOTION_LOOKUP_PER_SESSION,
  PROMOTION_LOOKUP_WITHOUT_SESSION,
} from '@server/promotions/lookup-budget';
import { DatabaseRateLimiter } from '@server/rate-limit/database-rate-limiter';
import { lt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, rowId } from './support/catalogue';
import { sessionCookieFrom, startTestServer, type TestServer } from './support/server';

/**
 * Promotions of the demo seed (src/server/seed/promotions.ts): HOSTING5 is hostwerk's only,
 * KONTOR15 cloudkontor's only, WELCOME10 both brands'; AUTO-* are automatic (hostwerk applies
 * them, cloudkontor has automatic_promotions off).
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const HOSTWERK = 'hostwerk.localhost';
const CLOUDKONTOR = 'cloudkontor.localhost';

/** Every test uses its own client address, so the per-address backstop never mixes tests. */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

const inject = (options: InjectOptions) => test.server.app.inject(options);

function lookup(code: string, headers: Record<string, string>, remoteAddress: string) {
  return inject({
    method: 'GET',
    url: `/api/v2/promotions/${encodeURIComponent(code)}`,
    headers,
    remoteAddress,
  });
}

const codes = (list: Promotion[]) => list.map((promotion) => promotion.code).sort();

describe(`promotions of the brand (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists the automatic promotions of a brand that applies them, none for one that does not', async () => {
    const hostwerk = await inject({ method: 'GET', url: '/api/v2/promotions', headers: { host: HOSTWERK } });
    expect(hostwerk.statusCode).toBe(200);
    const automatic = codes(hostwerk.json().automatic);
    expect(automatic).toEqual(['AUTO-CLOUD-LAUNCH', 'AUTO-CLOUD-M-THIRD', 'AUTO-WH-M-12', 'AUTO-WH-M-24']);
    expect(hostwerk.json().automatic.every((promotion: Promotion) => promotion.is_automatic)).toBe(true);
    // No session, no cart: nothing applied.
    expect(hostwerk.json().applied).toEqual([]);

    const cloudkontor = await inject({
      method: 'GET',
      url: '/api/v2/promotions',
      headers: { host: CLOUDKONTOR },
    });
    expect(cloudkontor.statusCode).toBe(200);
    expect(cloudkontor.json()).toEqual({ automatic: [], applied: [] });
  });

  it('lists the manual promotion applied to this session’s cart, and not to another session', async () => {
    const row: CartItem = {
      row_id: rowId('p'),
      product: {
        id: 101,
        maturity_id: 10102,
        interval_id: 101021,
        promotion: 'HOSTING5',
        additional_fields: [],
        informations: [],
      },
      addons: [],
      upsells: [],
      domains: [],
      is_preconfigured: false,
    };
    const saved = await inject({
      method: 'PUT',
      url: '/api/v2/session/cart',
      payload: cartOf(row),
      headers: { host: HOSTWERK },
    });
    expect(saved.json().data.items[0].product.promotion).toBe('HOSTING5');
    const cookie = sessionCookieFrom(saved.headers['set-cookie']);

    const mine = await inject({
      method: 'GET',
      url: '/api/v2/promotions',
      headers: { host: HOSTWERK, cookie },
    });
    expect(codes(mine.json().applied)).toEqual(['HOSTING5']);
    expect(mine.json().applied[0]).toMatchObject({ type: 'product', discount_type: 'fixed', value: 5 });

    const other = await inject({ method: 'PUT', url: '/api/v2/session/locale', payload: { code: 'de-DE' } });
    const otherCookie = sessionCookieFrom(other.headers['set-cookie']);
    const theirs = await inject({
      method: 'GET',
      url: '/api/v2/promotions',
      headers: { host: HOSTWERK, cookie: otherCookie },
    });
    expect(theirs.json().applied).toEqual([]);
  });

  it('answers a known manual code of the brand, case-insensitively, with its localised label', async () => {
    const address = freshAddress();
    const found = await lookup('hosting5', { host: HOSTWERK }, address);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      code: 'HOSTING5',
      type: 'product',
      discount_type: 'fixed',
      value: 5,
      is_automatic: false,
      supported: { maturity_months: [12, 24] },
    });

    const de = await lookup('DOMAIN-DE', { host: HOSTWERK, 'accept-language': 'de-DE' }, address);
    expect(de.json().data.discount_label).toBe('.de-Aktion');
    const en = await lookup('DOMAIN-DE', { host: HOSTWERK, 'accept-language': 'en-GB' }, address);
    expect(en.json().data.discount_label).toBe('.de deal');

    const shared = await lookup('WELCOME10', { host: CLOUDKONTOR }, address);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data.code).toBe('WELCOME10');
  });

  it('does not show one brand’s codes to the other brand (404)', async () => {
    const address = freshAddress();
    const onlyHostwerk = await lookup('HOSTING5', { host: CLOUDKONTOR }, address);
    expect(onlyHostwerk.statusCode).toBe(404);
    expect(onlyHostwerk.json().error).toBe('promotion_not_found');

    const onlyCloudkontor = await lookup('KONTOR15', { host: HOSTWERK }, address);
    expect(onlyCloudkontor.statusCode).toBe(404);
    const ownBrand = await lookup('KONTOR15', { host: CLOUDKONTOR }, address);
    expect(ownBrand.statusCode).toBe(200);
  });

  it('answers an unknown code, and the code of an automatic promotion, with 404 in the visitor’s language', async () => {
    const address = freshAddress();
    const german = await lookup('NOSUCHCODE', { host: HOSTWERK, 'accept-language': 'de-DE' }, address);
    expect(german.statusCode).toBe(404);
    expect(german.json()).toEqual({
      error: 'promotion_not_found',
      message: 'Dieser Aktionscode wurde nicht gefunden. Bitte prüfen Sie die Schreibweise.',
      errors: {},
    });
    const english = await lookup('NOSUCHCODE', { host: HOSTWERK, 'accept-language': 'en-GB' }, address);
    expect(english.json().message).toBe('This promotion code was not found. Please check the spelling.');

    const automatic = await lookup('AUTO-WH-M-12', { host: HOSTWERK }, address);
    expect(automatic.statusCode).toBe(404);
  });

  it('refuses a malformed code with 422 field errors, not 404 or 500', async () => {
    const response = await lookup('bad code!', { host: HOSTWERK }, freshAddress());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toHaveLength(1);
  });
});

describe('promo code guessing is rate-limited per session', () => {
  it('allows 10 look-ups in 10 minutes per session, then answers 429 with Retry-After; another session is not limited', async () => {
    expect(PROMOTION_LOOKUP_PER_SESSION).toMatchObject({ limit: 10, windowMs: 600_000 });
    const address = freshAddress();
    const first = await lookup('GUESS0', { host: HOSTWERK, 'accept-language': 'en-GB' }, address);
    expect(first.statusCode).toBe(404);
    // A look-up without a session gets one: the budget is counted on it.
    const cookie = sessionCookieFrom(first.headers['set-cookie']);
    const headers = { host: HOSTWERK, cookie };
    for (let attempt = 1; attempt < 10; attempt += 1) {
      const response = await lookup(attempt % 3 === 0 ? 'WELCOME10' : `GUESS${attempt}`, headers, address);
      expect(response.statusCode).not.toBe(429);
    }

    const refused = await lookup('GUESS10', headers, address);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({
      error: 'promotion_rate_limited',
      message: 'Too many promotion code attempts. Please wait a few minutes before trying another code.',
      errors: {},
    });
    // A valid code is refused too: a refused answer says nothing about the code.
    const valid = await lookup('WELCOME10', headers, address);
    expect(valid.statusCode).toBe(429);
    expect(valid.json().message).toContain('Too many promotion code attempts');

    // Another session from the same address still has its own budget.
    const other = await lookup('WELCOME10', { host: HOSTWERK }, address);
    expect(other.statusCode).toBe(200);
  });

  it('answers 429 in German for a German session', async () => {
    const address = freshAddress();
    const first = await lookup('GUESS', { host: HOSTWERK, 'accept-language': 'de-DE' }, address);
    const headers = { host: HOSTWERK, cookie: sessionCookieFrom(first.headers['set-cookie']) };
    for (let attempt = 1; attempt < 10; attempt += 1) await lookup(`GUESS${attempt}`, headers, address);
    const refused = await lookup('GUESS10', headers, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Zu viele Versuche mit Aktionscodes. Bitte warten Sie einige Minuten, bevor Sie einen weiteren Code eingeben.',
    );
  });

  it('limits one address that drops its cookie as tightly as one session', async () => {
    const address = freshAddress();
    const { limit } = PROMOTION_LOOKUP_WITHOUT_SESSION;
    expect(limit).toBe(PROMOTION_LOOKUP_PER_SESSION.limit);
    expect(PROMOTION_LOOKUP_WITHOUT_SESSION.windowMs).toBe(PROMOTION_LOOKUP_PER_SESSION.windowMs);
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const response = await lookup(`DROP${attempt}`, { host: HOSTWERK }, address);
      expect(response.statusCode).toBe(404);
    }
    const refused = await lookup('WELCOME10', { host: HOSTWERK }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await lookup('WELCOME10', { host: HOSTWERK }, freshAddress());
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('DatabaseRateLimiter', () => {
  const policy = (name: string) => ({ name, limit: 3, windowMs: 60_000 });

  it('counts per key in a fixed window, says how long to wait, and starts afresh after it', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const limiter = new DatabaseRateLimiter(test.server.database.db, policy('test:window'), () => now);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limiter.hit('b')).toEqual({ allowed: true, retryAfterSeconds: 0 });

    now += 45_500;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    now += 14_500;
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('shares one budget between limiter instances (several server processes) and keeps limiters apart', async () => {
    const now = () => Date.parse('2030-02-01T00:00:00Z');
    const db = test.server.database.db;
    const processA = new DatabaseRateLimiter(db, policy('test:shared'), now);
    const processB = new DatabaseRateLimiter(db, policy('test:shared'), now);
    const otherLimiter = new DatabaseRateLimiter(db, policy('test:other'), now);
    const results = await Promise.all([
      processA.hit('key'),
      processB.hit('key'),
      processA.hit('key'),
      processB.hit('key'),
      processA.hit('key'),
    ]);
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect((await otherLimiter.hit('key')).allowed).toBe(true);
  });

  it('prunes rows whose window has ended', async () => {
    let now = Date.parse('2030-03-01T00:00:00Z');
    const db = test.server.database.db;
    const limiter = new DatabaseRateLimiter(db, policy('test:prune'), () => now);
    await limiter.hit('gone');
    now += 61_000;
    const ended = () =>
      db
        .select()
        .from(rateLimits)
        .where(lt(rateLimits.expiresAt, new Date(now)));
    expect((await ended()).length).toBeGreaterThan(0);
    await limiter.prune();
    expect(await ended()).toEqual([]);
  });

  it('refuses a policy without a budget', () => {
    const db = test.server.database.db;
    expect(() => new DatabaseRateLimiter(db, { name: 'x', limit: 0, windowMs: 60_000 })).toThrow();
    expect(() => new DatabaseRateLimiter(db, { name: 'x', limit: 1, windowMs: 10 })).toThrow();
  });
});
