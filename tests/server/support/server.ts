import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server, type ServerOptions } from '@server/app';
import { loadConfig } from '@server/config';
import { createScratchPostgres } from '../../support/scratch-postgres';
import { copySeededStore } from '../../support/seeded-store';

export interface TestServer {
  server: Server;
  /** Which store this run uses: PGlite unless DATABASE_URL is set. */
  kind: 'pglite' | 'postgres';
  /** Stops the server and starts a new one on the same store (data must survive). */
  restart(): Promise<Server>;
  /** Runs `work` while the server is stopped (PGlite is one process at a time), given the store's variables. */
  whileStopped<T>(work: (storeEnv: Record<string, string>) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<TestServer> {
  const baseUrl = process.env.DATABASE_URL;
  const scratch = baseUrl ? await createScratchPostgres(baseUrl) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  if (!scratch) await copySeededStore(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-app'),
    // Only the login tests run the development authority (they switch it on).
    DEV_OIDC: 'off',
    // All test visitors come from one address; the storage-bounds test sets its own budget.
    SESSIONS_PER_ADDRESS: '100000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  let server = await createServer(config, options);
  return {
    get server() {
      return server;
    },
    kind: scratch ? 'postgres' : 'pglite',
    async restart() {
      await server.close();
      server = await createServer(config, options);
      return server;
    },
    async whileStopped(work) {
      await server.close();
      try {
        return await work({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
      } finally {
        server = await createServer(config, options);
      }
    },
    async stop() {
      await server.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` part of the session cookie a response sets. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('; ') : (setCookie ?? '');
  const match = /(?:^|;\s*|,\s*)((?:__Host-)?sid=[^;]+)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  return match[1];
}
