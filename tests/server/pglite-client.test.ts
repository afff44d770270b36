import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { types } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { openPglite } from '../../src/server/db/pglite-client';
import { sessions } from '../../src/server/db/schema';

/**
 * The embedded store's client (src/server/db/pglite-client.ts) leaves out the type parsers drizzle
 * sends with each query and holds them itself: what a query answers must not change.
 */
describe('embedded PGlite client', () => {
  const dataDir = join(tmpdir(), `pglite-client-${process.pid}`);
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads timestamps and jsonb through drizzle as before, in and out of transactions', async () => {
    const expiresAt = new Date('2031-02-03T04:05:06.789Z');
    const cart = { items: [] };
    await handle.db.insert(sessions).values({ idHash: 'h1', brandId: 1, locale: 'en-GB', cart, expiresAt });
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.idHash, 'h1'));
    expect(row?.expiresAt).toEqual(expiresAt);
    expect(row?.cart).toEqual(cart);
    const inTransaction = await handle.db.transaction((tx) =>
      tx.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.idHash, 'h1')),
    );
    expect(inTransaction[0]?.expiresAt).toEqual(expiresAt);
  });

  it('keeps date and time types as text without per-query parsers, and honours other parsers', async () => {
    const client = await openPglite('memory://');
    try {
      const plain = await client.query<{ at: unknown }>(`select '2031-02-03 04:05:06+00'::timestamptz as at`);
      expect(plain.rows[0]?.at).toBe('2031-02-03 04:05:06+00');
      const withDrizzleParsers = await client.query<{ at: unknown }>(
        `select '2031-02-03 04:05:06+00'::timestamptz as at`,
        [],
        { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } },
      );
      expect(withDrizzleParsers.rows[0]?.at).toBe('2031-02-03 04:05:06+00');
      const withOwnParser = await client.query<{ n: unknown }>(`select 41 as n`, [], {
        parsers: { [types.INT4]: (value: string) => Number(value) + 1 },
      });
      expect(withOwnParser.rows[0]?.n).toBe(42);
    } finally {
      await client.close();
    }
  });
});
