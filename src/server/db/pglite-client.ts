import { PGlite, type QueryOptions, type Results, type Transaction, types } from '@electric-sql/pglite';

/**
 * drizzle-orm's PGlite driver sends these type parsers with every query, so that dates, times,
 * intervals and numeric and date-time arrays reach drizzle as text (drizzle maps them itself).
 * PGlite answers a query that carries parsers by copying its whole parser table (about 320 types)
 * with them merged in: 0.2–0.4 ms a query, a fifth of the server's time for a cart
 * call on this store. The embedded client below holds these parsers as its own instead, and leaves
 * out a query's parsers when they are exactly these, so results are the same without the copy.
 */
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

/** The options without their parsers when those only keep drizzle's text types as text. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!options || !parsers) return options;
  const onlyTextTypes = Object.keys(parsers).every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)));
  if (!onlyTextTypes) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

function transactionWithoutTextParsers(tx: Transaction): Transaction {
  return Object.create(tx, {
    query: {
      value: <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
        tx.query<T>(query, params, withoutTextParsers(options)),
    },
  }) as Transaction;
}

/** PGlite for drizzle, without the per-query copy of the parser table (see above). */
class DrizzlePGlite extends PGlite {
  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, withoutTextParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(transactionWithoutTextParsers(tx)));
  }
}

/** The embedded store in `dataDir`, ready, with drizzle's text types as its own parsers. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const client = new DrizzlePGlite(dataDir);
  // Set after start-up: PGlite adds its array types' parsers while it starts.
  await client.waitReady;
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  return client;
}
