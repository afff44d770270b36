import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * When DATABASE_URL is set the server tests run on PostgreSQL: each test file gets a database of
 * its own (created here, dropped afterwards) so runs never see each other's rows or an old seed.
 */
export async function createScratchPostgres(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
