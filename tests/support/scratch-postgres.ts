import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (created now, dropped by `drop`):
 * each server test file, the bench and the load test run on one, so runs never see each other's
 * rows or an old seed. `purpose` names it (`shop_{purpose}_…`), so a left-over one says whose it is.
 */
export async function createScratchPostgres(serverUrl: string, purpose = 'test'): Promise<ScratchDatabase> {
  const name = `shop_${purpose}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Whether a PostgreSQL server answers at `url` within two seconds. */
export async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
