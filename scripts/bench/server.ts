import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from './paths';

/** The real server as `npm run serve` runs it: the build in dist/server, production mode. */
export interface BenchServer {
  baseUrl: string;
  /** Milliseconds from spawning the process to the first answered request. */
  startupMs: number;
  /** Resident memory of the server process now, in MiB. */
  rssMiB(): number;
  /** Last lines the server wrote (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

const startTimeoutMs = 180_000;

/** A port nobody listens on right now (asked from the OS, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** VmRSS of a process from /proc (Linux), in MiB. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/**
 * Starts the built server (dist/server/main.js) in production mode on a free loopback port with the given store
 * (`DATA_DIR` or `DATABASE_URL` in `env`) and measures the time until `GET /api/v2/brands/current`
 * first answers 200 (polled every 20 ms).
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 100) lines.splice(0, lines.length - 100);
  };
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', join(repoRoot, 'dist/server/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DEV_OIDC: 'off',
      STAFF_FIXTURES: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => lines.join('\n');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const stopped = await Promise.race([exited(child).then(() => true), sleep(15_000).then(() => false)]);
    if (!stopped) {
      child.kill('SIGKILL');
      await exited(child);
    }
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start (code ${child.exitCode}):\n${output()}`);
    }
    if (await answers(`${baseUrl}/api/v2/brands/current`)) {
      const startupMs = performance.now() - startedAt;
      const pid = child.pid;
      if (pid === undefined) throw new Error('the server process has no pid');
      return { baseUrl, startupMs, rssMiB: () => residentMiB(pid), output, stop };
    }
    await sleep(20);
  }
  await stop();
  throw new Error(`The server did not answer within ${startTimeoutMs / 1000} s:\n${output()}`);
}
