import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../support/scratch-postgres';
import { copySeededStore } from '../support/seeded-store';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { placeOrderOverHttp } from './support/http-order';

/**
 * The server process is killed (SIGKILL: no shutdown code) while it is delivering an order's
 * confirmation: the SMTP server has read the message but not yet answered, so the mail was not
 * delivered. Started again on the same store, the server delivers it: exactly one mail arrives.
 */
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a claim on a mail holds: the restarted server takes the mail over after it. */
const LEASE_MS = 3_000;

let sink: SmtpSink;
let dataDir = '';
let dropDatabase: (() => Promise<void>) | undefined;
const storeEnv: Record<string, string> = {};
let server: ServerProcess | undefined;

const spawnServer = () =>
  startServerProcess({
    from: 'source',
    env: {
      NODE_ENV: 'test',
      DEV_OIDC: 'off',
      SMTP_URL: sink.url,
      SMTP_TIMEOUT_MS: '2000',
      MAIL_LEASE_MS: String(LEASE_MS),
      MAIL_POLL_MS: '200',
      MAIL_RETRY_BASE_MS: '100',
      ...storeEnv,
    },
  });

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = await mkdtemp(join(tmpdir(), 'shop-mail-crash-'));
  storeEnv.DATA_DIR = dataDir;
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgres(process.env.DATABASE_URL);
    storeEnv.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  } else {
    await copySeededStore(dataDir);
  }
  server = await spawnServer();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe(`killing the server between an order and its confirmation mail (${database})`, () => {
  it('delivers the mail exactly once after the restart', async () => {
    if (!server) throw new Error('the server is not running');
    sink.hold();
    const order = await placeOrderOverHttp(server.baseUrl);
    // The worker has sent the whole message and waits for the SMTP server's answer.
    const deadline = Date.now() + 15_000;
    while (sink.held() === 0 && Date.now() < deadline) await sleep(20);
    expect(sink.held()).toBe(1);
    await server.kill();
    sink.release();
    expect(sink.received).toHaveLength(0);

    server = await spawnServer();
    const [mail] = await sink.waitFor(1, LEASE_MS + 15_000);
    expect(mail?.message.subject).toBe(`Bestellbestätigung ${order.order_code} – Hostwerk`);
    // Longer than another lease and several polls: nothing more arrives.
    await sleep(LEASE_MS + 1_000);
    expect(sink.received.map((received) => received.message.subject)).toEqual([
      `Bestellbestätigung ${order.order_code} – Hostwerk`,
    ]);
  }, 120_000);
});
