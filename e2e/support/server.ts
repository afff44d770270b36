import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySeededStore } from '../../tests/support/seeded-store';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  /** e.g. `http://127.0.0.1:41234` */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Last lines the server wrote (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

const startTimeoutMs = 120_000;
const stopTimeoutMs = 10_000;
const keptOutputLines = 200;

/** A port nobody listens on right now (asked from the OS, then released). */
export function freePort(): Promise<number> {
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

async function answers200(url: string): Promise<boolean> {
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

/** Signals the server's whole process group (whatever it may have started goes with it). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts the real server as `npm run serve` runs it (the build in dist/server) on a free port with a fresh data folder, in
 * production mode so it serves the built app from dist/web, and waits until the brand call answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  for (const built of ['dist/web/index.html', 'dist/server/main.js']) {
    if (!existsSync(join(repoRoot, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` before the browser tests.`);
    }
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  await copySeededStore(dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > keptOutputLines) lines.splice(0, lines.length - keptOutputLines);
  };

  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The development OpenID Connect authority, so customer login runs offline.
      DEV_OIDC: 'on',
      // The staff fixtures (a sales agent), so drafts can be prepared in the browser.
      STAFF_FIXTURES: 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => lines.join('\n');

  const stop = async () => {
    // The server closes gracefully on SIGTERM; the group is killed only if it hangs.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited(child).then(() => true),
      sleep(stopTimeoutMs).then(() => false),
    ]);
    if (!stopped) {
      signalGroup(child, 'SIGKILL');
      await exited(child);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`The server exited during start (code ${child.exitCode}):\n${output()}`);
    }
    if (await answers200(`${baseUrl}/api/v2/brands/current`)) {
      return { baseUrl, port, dataDir, output, stop };
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The server did not answer within ${startTimeoutMs / 1000} s:\n${output()}`);
}
