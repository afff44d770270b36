import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface LoadServer {
  baseUrl: string;
  databaseUrl: string;
  /** CPU time the shop's processes have used so far (ms; Linux /proc), null where unknown. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** User + system CPU time of every process in the process group `group` (Linux /proc). */
function groupCpuMs(group: number): number | null {
  try {
    const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // Fields after the command name (which may hold spaces) start at ") ".
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / ticksPerMs;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The shop as production runs it (`NODE_ENV=production`, no response-schema checks, warn logs) on
 * a database of its own on the PostgreSQL server of `baseDatabaseUrl`, created here and dropped by
 * `stop()`; the server migrates and seeds it at start.
 */
export async function startLoadServer(baseDatabaseUrl: string): Promise<LoadServer> {
  const name = `shop_load_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseDatabaseUrl, `create database ${name}`);
  const url = new URL(baseDatabaseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(`${repoRoot}node_modules/.bin/tsx`, ['src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DEV_OIDC: 'off',
      STAFF_FIXTURES: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => output.push(chunk.toString('utf8'));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGKILL');
      await exited(child);
    }
    await adminQuery(baseDatabaseUrl, `drop database if exists ${name} with (force)`);
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited during start:\n${output.join('')}`);
    }
    const up = await fetch(`${baseUrl}/api/v2/brands/current`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return { baseUrl, databaseUrl, cpuMs: () => (child.pid ? groupCpuMs(child.pid) : null), stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 120 s:\n${output.join('')}`);
}

/** Orders in the load run's database (each confirm that answered 201 must be exactly one). */
export async function countOrders(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>('select count(*)::int as count from orders');
    return result.rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}
