import { rateLimits } from '@server/db/schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/**
 * Staff sign-in against an attacker: the page after sign-in is a path on this site as a browser
 * resolves it (the known open-redirect forms end on the drafts list), and only failed sign-ins
 * count, per e-mail and per address, with a growing wait instead of a lock of the owner.
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ STAFF_FIXTURES: 'on' });
});
afterAll(async () => {
  await test.stop();
});

const HOST = 'hostwerk.localhost';
const AGENT = { email: 'agent@hostwerk.example', password: 'agent-test-1' };
const SUPPORT = { email: 'support@hostwerk.example', password: 'support-test-1' };
const DRAFTS = '/nova/resources/session-order-drafts';

function signIn(email: string, password: string, options: { next?: string; address?: string } = {}) {
  return test.server.app.inject({
    method: 'POST',
    url: '/staff/sign-in',
    remoteAddress: options.address ?? '203.0.113.1',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password, next: options.next ?? DRAFTS }).toString(),
  });
}

/** Lets `seconds` pass for every failure count (their last failure moves back in time). */
async function letTimePass(seconds: number): Promise<void> {
  await test.server.database.db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - make_interval(secs => ${seconds})` });
}

describe('the page after sign-in', () => {
  const bypasses = [
    '/\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    '/\u0000/evil.example',
    '//evil.example',
    '///evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    ' /evil.example',
  ];

  it.each(bypasses)('%j: a correct sign-in still lands on the drafts list', async (next) => {
    const signed = await signIn(AGENT.email, AGENT.password, { next });
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toBe(DRAFTS);
  });

  it('the sign-in page does not keep `next=%2F%5Cevil.example`', async () => {
    const page = await test.server.app.inject({
      method: 'GET',
      url: '/staff/sign-in?next=%2F%5Cevil.example',
      headers: { host: HOST },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain(`value="${DRAFTS}"`);
  });

  it('a path on this site is kept with its query and fragment', async () => {
    const next = `${DRAFTS}/5?tab=lines#top`;
    const signed = await signIn(AGENT.email, AGENT.password, { next });
    expect(signed.headers.location).toBe(next);
  });
});

describe('sign-in attempts', () => {
  it('counts failures only: six good sign-ins and four wrong passwords are no 429', async () => {
    for (let round = 0; round < 6; round += 1)
      expect((await signIn(AGENT.email, AGENT.password, { address: '198.51.100.7' })).statusCode).toBe(303);
    for (let round = 0; round < 4; round += 1)
      expect((await signIn(AGENT.email, `wrong-${round}`, { address: '198.51.100.7' })).statusCode).toBe(401);
    expect((await signIn(AGENT.email, AGENT.password, { address: '198.51.100.7' })).statusCode).toBe(303);
  }, 180_000);

  it('a success resets its e-mail’s count', async () => {
    for (let round = 0; round < 4; round += 1)
      expect((await signIn(AGENT.email, `wrong-${round}`, { address: '198.51.100.8' })).statusCode).toBe(401);
    expect((await signIn(AGENT.email, AGENT.password, { address: '198.51.100.8' })).statusCode).toBe(303);
    // Without the reset, the ninth failure in a row would have to wait.
    for (let round = 0; round < 5; round += 1)
      expect((await signIn(AGENT.email, `again-${round}`, { address: '198.51.100.9' })).statusCode).toBe(401);
  }, 180_000);

  it('guessing from rotating addresses makes the owner wait at most a minute, never locks them out', async () => {
    for (let round = 0; round < 15; round += 1) {
      const answer = await signIn(SUPPORT.email, `guess-${round}`, { address: `192.0.2.${round + 1}` });
      expect([401, 429]).toContain(answer.statusCode);
      if (answer.statusCode === 429) await letTimePass(Number(answer.headers['retry-after']));
    }
    const waiting = await signIn(SUPPORT.email, SUPPORT.password, { address: '198.51.100.200' });
    expect(waiting.statusCode).toBe(429);
    const wait = Number(waiting.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(waiting.body).toContain('Too many sign-in attempts.');
    await letTimePass(wait);
    const owner = await signIn(SUPPORT.email, SUPPORT.password, { address: '198.51.100.200' });
    expect(owner.statusCode).toBe(303);
  }, 300_000);

  it('the wait grows with each further failure', async () => {
    const address = '198.51.100.50';
    const waits: number[] = [];
    for (let attempt = 0; attempt < 20 && waits.length < 4; attempt += 1) {
      const answer = await signIn('nobody@hostwerk.example', 'wrong', { address });
      if (answer.statusCode !== 429) continue;
      const wait = Number(answer.headers['retry-after']);
      waits.push(wait);
      await letTimePass(wait);
    }
    expect(waits.length).toBeGreaterThanOrEqual(3);
    for (let index = 1; index < waits.length; index += 1)
      expect(waits[index]).toBeGreaterThan(waits[index - 1] ?? 0);
  }, 300_000);
});
