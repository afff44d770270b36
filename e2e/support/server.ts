import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySeededStore } from '../../tests/support/seeded-store';
import { repoRoot, startServerProcess } from '../../tests/support/server-process';

export { repoRoot };

export interface RunningServer {
  /** e.g. `http://127.0.0.1:41234` */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Last lines the server wrote (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm run serve` runs it (the build in dist/, production mode, so it
 * serves the built app) on a free port with a fresh copy of the seeded store, with the development
 * authority and the staff fixtures switched on, and waits until the brand call answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** Changes the copied store before the server starts (a brand's configuration). */
  prepareStore?: (dataDir: string) => Promise<void>,
): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  await copySeededStore(dataDir);
  try {
    await prepareStore?.(dataDir);
    const server = await startServerProcess({
      env: {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        // The development OpenID Connect authority, so customer login runs offline.
        DEV_OIDC: 'on',
        // The staff fixtures (a sales agent), so drafts can be prepared in the browser.
        STAFF_FIXTURES: 'on',
        // Every browser of the suite comes from loopback: the per-address budget of new sessions is not under test here.
        SESSIONS_PER_ADDRESS: '100000',
        ...env,
      },
    });
    return {
      baseUrl: server.baseUrl,
      port: server.port,
      dataDir,
      output: server.output,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
