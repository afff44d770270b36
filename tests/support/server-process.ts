import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The real server as a process of its own on a loopback port: the browser tests, the crash test,
 * the bench and the load test all start it this way.
 */
export interface ServerProcess {
  /** e.g. `http://127.0.0.1:41234` */
  baseUrl: string;
  port: number;
  /** Milliseconds from spawning the process to the first answered request. */
  startupMs: number;
  /** Last lines the server wrote (for failure messages). */
  output(): string;
  /** Resident memory of the server process now, in MiB (Linux /proc). */
  rssMiB(): number;
  /** CPU time the server's process group has used so far, in ms (Linux /proc); null where unknown. */
  cpuMs(): number | null;
  /** SIGKILL to the whole process group: no shutdown code runs (a crash). */
  kill(): Promise<void>;
  /** SIGTERM and wait for the graceful stop; the group is killed if it hangs. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Variables on top of the parent's (DATA_DIR or DATABASE_URL, NODE_ENV, ...). */
  env: Record<string, string>;
  /**
   * `build` runs dist/server/main.js as `npm run serve` does (`npm run build` first); `source`
   * runs src/server/main.ts through tsx, for tests that run before the build.
   */
  from?: 'build' | 'source';
  startTimeoutMs?: number;
}

const keptOutputLines = 200;
const stopTimeoutMs = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? Number.NaN) / 1024;
}

/** User and system CPU of every process in the process group `group`. */
function groupCpuMs(group: number): number | null {
  const msPerTick = 10; // USER_HZ is 100 on Linux
  let ticks = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // The fields after the command name (which may hold spaces) start after its ") ".
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return ticks * msPerTick;
}

function command(from: 'build' | 'source'): { file: string; args: string[] } {
  if (from === 'source')
    return { file: join(repoRoot, 'node_modules/.bin/tsx'), args: ['src/server/main.ts'] };
  for (const built of ['dist/web/index.html', 'dist/server/main.js']) {
    if (!existsSync(join(repoRoot, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first.`);
    }
  }
  return { file: process.execPath, args: ['--enable-source-maps', 'dist/server/main.js'] };
}

/** Starts the server with `options.env` on a free port and waits until the brand call answers. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > keptOutputLines) lines.splice(0, lines.length - keptOutputLines);
  };
  const { file, args } = command(options.from ?? 'build');
  const startedAt = performance.now();
  const child = spawn(file, args, {
    cwd: repoRoot,
    // Every test visitor comes from 127.0.0.1: the per-address budget on new sessions is lifted
    // (tests/server/storage-bounds.test.ts tests it on its own server).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SESSIONS_PER_ADDRESS: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own, so a kill reaches whatever the server started (tsx runs it in a child).
    detached: true,
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => lines.join('\n');
  const pid = child.pid;
  if (pid === undefined) throw new Error(`The server did not start:\n${output()}`);

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await exited(child);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited(child).then(() => true),
      sleep(stopTimeoutMs).then(() => false),
    ]);
    if (!stopped) await kill();
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start (code ${child.exitCode}):\n${output()}`);
    }
    if (await answers200(`${baseUrl}/api/v2/brands/current`)) {
      return {
        baseUrl,
        port,
        startupMs: performance.now() - startedAt,
        output,
        rssMiB: () => residentMiB(pid),
        cpuMs: () => groupCpuMs(pid),
        kill,
        stop,
      };
    }
    await sleep(20);
  }
  await kill();
  throw new Error(
    `The server did not answer within ${(options.startTimeoutMs ?? 120_000) / 1000} s:\n${output()}`,
  );
}
