import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../support/scratch-postgres';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { placeOrderOverHttp } from './support/http-order';

/**
 * Two server processes on one PostgreSQL database, both delivering order mails to one SMTP
 * server: every order's confirmation arrives exactly once, whichever process placed the order
 * and whichever worker (each polling every 50 ms) claimed it.
 *
 * PGlite is one process's embedded database, so this runs only with DATABASE_URL (CI sets it).
 */
const baseUrl = process.env.DATABASE_URL;
const title = baseUrl
  ? 'order mails of two server processes on one PostgreSQL database'
  : 'order mails of two server processes on one PostgreSQL database (skipped: DATABASE_URL is not set; CI runs it on PostgreSQL)';
const ORDERS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!baseUrl)(title, () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let sink: SmtpSink;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    scratch = await createScratchPostgres(baseUrl ?? '');
    // One after the other: the second finds the database migrated and seeded by the first.
    for (const _ of [1, 2]) {
      servers.push(
        await startServerProcess({
          from: 'source',
          env: {
            NODE_ENV: 'test',
            DEV_OIDC: 'off',
            DATABASE_URL: scratch.url,
            SMTP_URL: sink.url,
            SMTP_TIMEOUT_MS: '5000',
            MAIL_LEASE_MS: '10000',
            MAIL_POLL_MS: '50',
          },
        }),
      );
    }
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await sink?.close();
    await scratch?.drop();
  }, 60_000);

  it(`${ORDERS} orders placed on both processes at once: ${ORDERS} mails, one per order`, async () => {
    const placed = await Promise.all(
      Array.from({ length: ORDERS }, (_, index) => {
        const server = servers[index % 2];
        if (!server) throw new Error('servers not started');
        return placeOrderOverHttp(server.baseUrl, `customer-${index}@example.com`);
      }),
    );
    await sink.waitFor(ORDERS, 30_000);
    // Several more polls of both workers: nothing more arrives.
    await sleep(1_500);
    expect(sink.received).toHaveLength(ORDERS);
    const codes = sink.received.map((mail) => /[A-Z0-9]{10}/.exec(mail.message.subject ?? '')?.[0]);
    expect(new Set(codes)).toEqual(new Set(placed.map((order) => order.order_code)));
    const recipients = sink.received.flatMap((mail) => mail.envelope.to).sort();
    expect(recipients).toEqual(
      Array.from({ length: ORDERS }, (_, index) => `customer-${index}@example.com`).sort(),
    );
  }, 120_000);
});
