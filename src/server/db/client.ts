import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPglite } from './pglite-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver behind one type: every query in the app is written once. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant: several API processes starting at once migrate one after another. */
const MIGRATION_LOCK_ID = 727_000;

async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite store in `dataDir`
 * (created on first use, kept across restarts), and applies the committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const client = await openPglite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
