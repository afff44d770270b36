import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const startTimeoutMs = 120_000;
const keptOutputLines = 200;

/** The real server as a process of its own (`tsx src/server/main.ts`), for tests that kill it. */
export interface SpawnedServer {
  /** e.g. `http://127.0.0.1:41234` */
  baseUrl: string;
  /** Last lines the server wrote (for failure messages). */
  output(): string;
  /** SIGKILL to the whole process group (tsx and the server it runs): no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the graceful stop. */
  stop(): Promise<void>;
}

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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the server on a free loopback port with `env` (DATA_DIR, DATABASE_URL, ...) in a process
 * group of its own and waits until it answers.
 */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > keptOutputLines) lines.splice(0, lines.length - keptOutputLines);
  };
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(`${repoRoot}node_modules/.bin/tsx`, ['src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...parentEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEV_OIDC: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => lines.join('\n');

  const kill = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await exited(child);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const stopped = await Promise.race([exited(child).then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) await kill();
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start (code ${child.exitCode}):\n${output()}`);
    }
    if (await answers(`${baseUrl}/api/v2/brands/current`)) return { baseUrl, output, kill, stop };
    await sleep(200);
  }
  await kill();
  throw new Error(`The server did not answer within ${startTimeoutMs / 1000} s:\n${output()}`);
}
