/**
 * Load test (`npm run load`): virtual visitors walk category → product → cart → checkout → order
 * against the real server on PostgreSQL over the loopback interface, each with its own cookie
 * jar, paced so that together they send a planned rate. Prints latencies per call and checks
 * DESIGN.md's budget: catalogue and cart calls p99 under 25 ms at 200 req/s, no errors; and that
 * no cart was lost and every placed order is exactly one row.
 *
 * Settings (environment): LOAD_VISITORS (200), LOAD_RATE (requests per second, 200),
 * LOAD_DURATION_S (measured seconds, 150), LOAD_WARMUP_S (15, not measured), LOAD_CONNECTIONS
 * (50), DATABASE_URL (the PostgreSQL server to create the run's database on,
 * postgres://postgres@127.0.0.1:5432/test), LOAD_URL (a running shop to load instead; then its
 * orders are not counted). Exits 1 when a check fails.
 */
import { cpus, loadavg } from 'node:os';
import type { Product } from '@contract/catalogue';
import { ProductId } from '@server/seed/ids';
import { Pool } from 'undici';
import { type OpenCart, offerOf, Pacer, sameCart, walkJourney } from './journey';
import { countOrders, type LoadServer, startLoadServer } from './server';
import { LoadStats, table } from './stats';
import { LoadVisitor } from './visitor';

const setting = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const visitors = setting('LOAD_VISITORS', 200);
const rate = setting('LOAD_RATE', 200);
const durationS = setting('LOAD_DURATION_S', 150);
const warmupS = setting('LOAD_WARMUP_S', 15);
const connections = setting('LOAD_CONNECTIONS', 50);
const P99_BUDGET_MS = 25;

async function main(): Promise<number> {
  const databaseBase = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let server: LoadServer | null = null;
  let baseUrl = process.env.LOAD_URL;
  if (!baseUrl) {
    console.log(`starting the shop on a new database of ${new URL(databaseBase).host} …`);
    server = await startLoadServer(databaseBase);
    baseUrl = server.baseUrl;
  }
  // Ctrl-C: stop the spawned server and drop its database before leaving.
  process.once('SIGINT', () => {
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
  const pool = new Pool(baseUrl, { connections });
  const stats = new LoadStats();
  try {
    const products = (await (await fetch(`${baseUrl}/api/v2/products`)).json()) as { data: Product[] };
    const offers = [ProductId.webhostingS, ProductId.postal].map((id) => {
      const product = products.data.find((candidate) => candidate.id === id);
      if (!product) throw new Error(`product ${id} is not in the catalogue`);
      return offerOf(product);
    });

    console.log(
      `${visitors} visitors, ${rate} requests/s planned, ${warmupS} s warm-up + ${durationS} s measured, ` +
        `${connections} connections, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}`,
    );
    const startedAt = performance.now();
    const stopAt = startedAt + (warmupS + durationS) * 1000;
    const intervalMs = (1000 * visitors) / rate;
    let cpuAtStart: number | null = null;
    const warmup = setTimeout(() => {
      stats.recording = true;
      cpuAtStart = server?.cpuMs() ?? null;
    }, warmupS * 1000);

    const open: OpenCart[] = [];
    await Promise.all(
      Array.from({ length: visitors }, async (_, index) => {
        // Visitors come from addresses of their own (the benchmarking network 198.18.0.0/15), so
        // the per-address rate limits count each of them, not the load generator.
        const visitor = new LoadVisitor(pool, stats, `198.18.${index >> 8}.${index & 255}`);
        const pacer = new Pacer(intervalMs, warmupS * 1000, stopAt, stats);
        for (let journey = 0; performance.now() < stopAt; journey += 1) {
          const offer = offers[(index + journey) % offers.length];
          if (!offer) throw new Error('no offer');
          const left = await walkJourney(visitor, pacer, offer, stats);
          if (left && performance.now() >= stopAt) open.push(left);
        }
      }),
    );
    clearTimeout(warmup);
    stats.recording = false;
    const cpuAtEnd = server?.cpuMs() ?? null;
    const measuredS = (performance.now() - startedAt) / 1000 - warmupS;

    // Carts saved but not ordered when the run stopped: each must read back as it was saved.
    for (const left of open) {
      const read = await left.visitor.call('check GET cart', 'GET', '/api/v2/session/cart');
      if (!read || !sameCart(read.json.data, left.cart) || read.json.version !== left.version) {
        stats.lostCarts += 1;
      }
    }

    const kinds = stats.kinds();
    const catalogue = kinds.filter((kind) => kind.startsWith('catalogue '));
    const cart = kinds.filter((kind) => kind.startsWith('cart '));
    console.log(
      `\n${table(stats, { 'catalogue calls': catalogue, 'cart calls': cart, 'catalogue + cart calls': [...catalogue, ...cart], 'all calls': kinds })}\n`,
    );
    const all = stats.summary(kinds);
    const budgeted = stats.summary([...catalogue, ...cart]);
    const ordersInDatabase = server ? await countOrders(server.databaseUrl) : null;
    console.log(
      `throughput: ${(all.count / measuredS).toFixed(1)} requests/s measured over ${measuredS.toFixed(0)} s`,
    );
    console.log(
      `orders placed: ${stats.ordersPlaced}${ordersInDatabase === null ? '' : `, orders in the database: ${ordersInDatabase}`}`,
    );
    console.log(`open carts checked after the run: ${open.length}, lost carts: ${stats.lostCarts}`);
    if (cpuAtStart !== null && cpuAtEnd !== null && all.count > 0) {
      const cpu = cpuAtEnd - cpuAtStart;
      console.log(
        `shop process CPU: ${(cpu / all.count).toFixed(2)} ms per request, ${((100 * cpu) / (measuredS * 1000)).toFixed(0)} % of one core (PostgreSQL not included)`,
      );
    }
    console.log(
      `scheduler lag at worst: ${stats.maxLagMs.toFixed(0)} ms; load average now ${loadavg()[0]?.toFixed(2)}`,
    );
    for (const sample of stats.errorSamples) console.log(`error: ${sample}`);

    const checks: [string, boolean][] = [
      [
        `catalogue and cart calls p99 ${budgeted.p99.toFixed(1)} ms < ${P99_BUDGET_MS} ms`,
        budgeted.p99 < P99_BUDGET_MS,
      ],
      [`no errors (${stats.errorCount})`, stats.errorCount === 0],
      [`no lost carts (${stats.lostCarts})`, stats.lostCarts === 0],
      ['every placed order is one row', ordersInDatabase === null || ordersInDatabase === stats.ordersPlaced],
    ];
    for (const [name, passed] of checks) console.log(`${passed ? 'PASS' : 'FAIL'} ${name}`);
    return checks.every(([, passed]) => passed) ? 0 : 1;
  } finally {
    await pool.close();
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
