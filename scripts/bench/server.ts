import { type ServerProcess, startServerProcess } from '../../tests/support/server-process';

/** The real server as `npm run serve` runs it: the build in dist/server, production mode. */
export type BenchServer = ServerProcess;

/**
 * Starts the built server in production mode with the given store (`DATA_DIR` or `DATABASE_URL`
 * in `env`); its `startupMs` is the time until `GET /api/v2/brands/current` first answered 200.
 */
export const startBenchServer = (env: Record<string, string>): Promise<BenchServer> =>
  startServerProcess({
    // Every simulated visitor comes from the loopback address: no per-address budget on new sessions.
    env: {
      NODE_ENV: 'production',
      DEV_OIDC: 'off',
      STAFF_FIXTURES: 'off',
      SESSIONS_PER_ADDRESS: '1000000',
      ...env,
    },
    startTimeoutMs: 180_000,
  });
