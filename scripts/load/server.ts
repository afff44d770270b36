import pg from 'pg';
import { createScratchPostgres } from '../../tests/support/scratch-postgres';
import { startServerProcess } from '../../tests/support/server-process';

export interface LoadServer {
  baseUrl: string;
  databaseUrl: string;
  /** CPU time the shop's processes have used so far (ms; Linux /proc), null where unknown. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/**
 * The shop as production runs it (the build, `NODE_ENV=production`, no response-schema checks,
 * warn logs) on a database of its own on the PostgreSQL server of `baseDatabaseUrl`, created here
 * and dropped by `stop()`; the server migrates and seeds it at start.
 */
export async function startLoadServer(baseDatabaseUrl: string): Promise<LoadServer> {
  const scratch = await createScratchPostgres(baseDatabaseUrl, 'load');
  try {
    const server = await startServerProcess({
      // Every simulated visitor comes from the loopback address: no per-address budget on new sessions.
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: scratch.url,
        DEV_OIDC: 'off',
        STAFF_FIXTURES: 'off',
        SESSIONS_PER_ADDRESS: '1000000',
      },
    });
    return {
      baseUrl: server.baseUrl,
      databaseUrl: scratch.url,
      cpuMs: server.cpuMs,
      async stop() {
        await server.stop();
        await scratch.drop();
      },
    };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
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
