import { join } from 'node:path';
import { createServer, type Server } from '@server/app';
import { loadConfig } from '@server/config';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../support/scratch-postgres';

/**
 * Several API processes in front of one PostgreSQL database share each rate-limit budget (issue
 * #10): the counters live in the database (`rate_limits`, one atomic upsert per attempt), not in
 * a process. Two server instances with their own connection pools on one scratch database, and
 * attempts alternating between them, stand for two processes behind a load balancer.
 *
 * PGlite is one process's embedded database, so this runs only with DATABASE_URL (CI sets it).
 */
const baseUrl = process.env.DATABASE_URL;
const title = baseUrl
  ? 'rate limits shared by two server instances on one PostgreSQL database'
  : 'rate limits shared by two server instances on one PostgreSQL database (skipped: DATABASE_URL is not set; CI runs it on PostgreSQL)';

describe.skipIf(!baseUrl)(title, () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  const servers: Server[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgres(baseUrl ?? '');
    for (const _ of [1, 2]) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: scratch.url,
        STATIC_DIR: join(process.cwd(), 'no-app'),
        DEV_OIDC: 'off',
        STAFF_FIXTURES: 'on',
      });
      // One after the other: the second finds the database migrated and seeded by the first.
      servers.push(await createServer(config));
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await scratch?.drop();
  });

  /** The n-th attempt goes to server n mod 2. */
  const on = (attempt: number, options: InjectOptions) => {
    const server = servers[attempt % 2];
    if (!server) throw new Error('servers not started');
    return server.app.inject(options);
  };

  it('staff sign-in: 5 wrong passwords for one e-mail spread over both servers make both ask for a wait', async () => {
    const signIn = (attempt: number, password: string) =>
      on(attempt, {
        method: 'POST',
        url: '/staff/sign-in',
        headers: { host: 'hostwerk.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'support@hostwerk.example', password }).toString(),
      });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await signIn(attempt, `guess-${attempt}`)).statusCode);
    expect(statuses).toEqual(Array(5).fill(401));
    // The free failures of the e-mail are used up on both servers: the next try waits.
    for (const attempt of [5, 6]) {
      const refused = await signIn(attempt, 'support-test-1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('draft continue links: 20 attempts of one address spread over both servers use up its budget on both', async () => {
    const attempt = (count: number) =>
      on(count, {
        method: 'POST',
        url: '/api/v2/order-drafts/continue',
        headers: { host: 'hostwerk.localhost' },
        payload: { session_code: 'b'.repeat(40) },
        remoteAddress: '127.0.4.1',
      });
    const statuses = [];
    for (let count = 0; count < 20; count += 1) statuses.push((await attempt(count)).statusCode);
    expect(statuses).toEqual(Array(20).fill(404));
    for (const count of [20, 21]) {
      const refused = await attempt(count);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('parallel attempts on both servers never exceed the budget (the count is one atomic upsert)', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, count) =>
        on(count, {
          method: 'POST',
          url: '/api/v2/order-drafts/continue',
          headers: { host: 'hostwerk.localhost' },
          payload: { session_code: 'c'.repeat(40) },
          remoteAddress: '127.0.4.2',
        }),
      ),
    );
    const statuses = results.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
