import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueContext } from '@domain/catalogue-context';
import { Agent } from 'undici';
import { createScratchPostgres, postgresAvailable } from '../../tests/support/scratch-postgres';
import { repoRoot } from '../../tests/support/server-process';
import { kb } from './compressed-size';
import { checkExactlyOnce, type ExactlyOnceResult } from './exactly-once';
import { type FirstLoad, measureFirstLoads } from './first-load';
import { type LighthouseResult, runLighthouse } from './lighthouse';
import { type LoadResult, measureApi } from './load';
import { type PaymentSdkReach, paymentSdkReach } from './payment-sdk';
import { formatMarkdown, type Row, row } from './report';
import { benchRoutes } from './routes';
import { type BenchServer, startBenchServer } from './server';
import { loadShop } from './shop-session';
import { startTlsFront } from './tls-front';

/** `npm run bench` (after `vite build`): the shop measured against the budgets of DESIGN.md. */

const BUDGET = {
  firstLoadGzipKb: 180,
  performance: 90,
  accessibility: 100,
  fcpMs: 1200,
  lcpMs: 2000,
  tbtMs: 250,
  cls: 0.05,
  apiRate: 200,
  apiP99Ms: 25,
};
const settings = {
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  /** Runs per route over plain HTTP/1.1, for comparison only (0: none). */
  lighthouseHttp1Runs: Number(process.env.BENCH_LIGHTHOUSE_HTTP1_RUNS ?? 1),
  /** Only these Lighthouse routes (names, comma-separated), to compare two builds on a few. */
  lighthouseRoutes: process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').map((name) => name.trim()),
  /** A folder where each Lighthouse run's whole report goes (JSON), to see what a figure is made of. */
  lighthouseReports: process.env.BENCH_LIGHTHOUSE_REPORTS,
  load: { seconds: 10, maxSeconds: 5, rate: BUDGET.apiRate, sessions: 500, orders: 250 },
  exactlyOnceSessions: 20,
};
const only = new Set((process.env.BENCH_ONLY ?? 'first-load,lighthouse,api').split(','));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface StoreRun {
  store: 'PGlite' | 'PostgreSQL';
  firstStartMs: number;
  startupMs: number;
  load: LoadResult[];
  exactlyOnce: ExactlyOnceResult;
  rssMiB: number;
}

const log = (text: string) => process.stderr.write(`bench: ${text}\n`);

/** First start (creates, migrates and seeds the store), then the start that is measured. */
async function startTwice(
  env: Record<string, string>,
): Promise<{ firstStartMs: number; server: BenchServer }> {
  const first = await startBenchServer(env);
  await first.stop();
  const server = await startBenchServer(env);
  return { firstStartMs: first.startupMs, server };
}

async function apiRun(
  store: StoreRun['store'],
  server: BenchServer,
  firstStartMs: number,
  shop: CatalogueContext,
): Promise<StoreRun> {
  log(`${store}: API load`);
  const load = await measureApi(server.baseUrl, shop, settings.load);
  log(`${store}: confirm exactly once`);
  const exactlyOnce = await checkExactlyOnce(server.baseUrl, shop, settings.exactlyOnceSessions);
  return { store, firstStartMs, startupMs: server.startupMs, load, exactlyOnce, rssMiB: server.rssMiB() };
}

/** Lighthouse's results over one way of serving the pages. */
interface LighthouseRun {
  /** How the pages were served: 'HTTPS, HTTP/2' (as in production) or 'plain HTTP/1.1'. */
  served: string;
  results: LighthouseResult[];
}

const reportsOf = (served: string) =>
  settings.lighthouseReports ? { dir: settings.lighthouseReports, prefix: served } : undefined;

/**
 * Lighthouse over HTTPS with HTTP/2 through a TLS front (tls-front.ts), as production serves the
 * shop; then, for comparison, over the app server's plain HTTP/1.1, whose six connections per
 * origin Lighthouse's network model makes the shop's many small chunks queue for.
 */
async function lighthouseRuns(
  server: BenchServer,
  shop: CatalogueContext,
  notes: string[],
): Promise<{ budgeted: LighthouseRun | null; reference: LighthouseRun | null }> {
  const chosen = settings.lighthouseRoutes;
  const routes = benchRoutes.filter((route) => route.lighthouse && (!chosen || chosen.includes(route.name)));
  const plain = { baseUrl: server.baseUrl };
  const front = await startTlsFront(server.baseUrl);
  if (typeof front === 'string') {
    notes.push(`Lighthouse over plain HTTP/1.1: ${front}`);
    log(`Lighthouse over plain HTTP/1.1, ${settings.lighthouseRuns} runs per route`);
    const results = await runLighthouse(plain, routes, shop, settings.lighthouseRuns, reportsOf('http1'));
    return { budgeted: { served: 'plain HTTP/1.1', results }, reference: null };
  }
  // The bench's own requests (the sessions' carts) go through the front, trusting its certificate.
  const throughFront = new Agent({ connect: { ca: front.certificate } });
  try {
    log(`Lighthouse over HTTPS and HTTP/2, ${settings.lighthouseRuns} runs per route`);
    const target = { baseUrl: front.baseUrl, through: throughFront };
    const budgeted = {
      served: 'HTTPS, HTTP/2',
      results: await runLighthouse(target, routes, shop, settings.lighthouseRuns, reportsOf('http2')),
    };
    if (settings.lighthouseHttp1Runs < 1) return { budgeted, reference: null };
    log(`Lighthouse over plain HTTP/1.1, ${settings.lighthouseHttp1Runs} run(s) per route, for comparison`);
    const reference = await runLighthouse(
      plain,
      routes,
      shop,
      settings.lighthouseHttp1Runs,
      reportsOf('http1'),
    );
    return { budgeted, reference: { served: 'plain HTTP/1.1', results: reference } };
  } finally {
    await throughFront.close();
    await front.stop();
  }
}

async function onPglite(notes: string[]): Promise<{
  firstLoads: FirstLoad[];
  lighthouse: { budgeted: LighthouseRun | null; reference: LighthouseRun | null };
  store: StoreRun | null;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  try {
    log('PGlite: starting the server');
    const { firstStartMs, server } = await startTwice({ DATA_DIR: dataDir });
    try {
      const shop = await loadShop(server.baseUrl);
      let firstLoads: FirstLoad[] = [];
      if (only.has('first-load')) {
        log('first-load JS and CSS per route');
        firstLoads = await measureFirstLoads(server.baseUrl, benchRoutes, shop);
      }
      const lighthouse = only.has('lighthouse')
        ? await lighthouseRuns(server, shop, notes)
        : { budgeted: null, reference: null };
      const store = only.has('api') ? await apiRun('PGlite', server, firstStartMs, shop) : null;
      return { firstLoads, lighthouse, store };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<StoreRun | string> {
  if (!(await postgresAvailable(postgresUrl))) return `PostgreSQL not reachable at ${postgresUrl}: skipped`;
  const scratch = await createScratchPostgres(postgresUrl, 'bench');
  try {
    log('PostgreSQL: starting the server');
    const { firstStartMs, server } = await startTwice({ DATABASE_URL: scratch.url });
    try {
      const shop = await loadShop(server.baseUrl);
      return await apiRun('PostgreSQL', server, firstStartMs, shop);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

const kbText = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function bundleRows(firstLoads: readonly FirstLoad[], sdk: PaymentSdkReach): Row[] {
  const rows: Row[] = [];
  for (const load of firstLoads) {
    const route = benchRoutes.find((candidate) => candidate.name === load.route);
    const js = kb(load.js.gzip);
    rows.push(
      row('first-load JS and CSS', load.route, 'JS gzip', js, kbText(load.js.gzip), {
        text: `≤ ${BUDGET.firstLoadGzipKb} KB`,
        within: js <= BUDGET.firstLoadGzipKb,
      }),
      row('first-load JS and CSS', load.route, 'JS brotli', kb(load.js.brotli), kbText(load.js.brotli)),
      row(
        'first-load JS and CSS',
        load.route,
        'CSS gzip / brotli',
        kb(load.css.gzip),
        `${kbText(load.css.gzip)} / ${kbText(load.css.brotli)}`,
      ),
      row(
        'first-load JS and CSS',
        load.route,
        'payment SDK loaded',
        kb(load.paymentSdk.gzip),
        kbText(load.paymentSdk.gzip),
        {
          text: route?.paymentSdkAllowed ? 'only if Adyen' : 'none',
          within: route?.paymentSdkAllowed ? true : load.paymentSdk.raw === 0,
        },
      ),
    );
  }
  const allowed = new Set(['payment', 'confirm']);
  rows.push(
    row(
      'first-load JS and CSS',
      'payment SDK (Adyen)',
      'reachable from screens',
      sdk.reachableFrom.length,
      `${sdk.reachableFrom.slice(0, 4).join(', ') || 'none'}${sdk.reachableFrom.length > 4 ? ', …' : ''} (${kbText(sdk.sizes.gzip)} gzip)`,
      { text: 'payment, confirm', within: sdk.reachableFrom.every((screen) => allowed.has(screen)) },
    ),
  );
  return rows;
}

function lighthouseRows(run: LighthouseRun | null): Row[] {
  return (run?.results ?? []).flatMap((result) => {
    const section = `Lighthouse (mobile, ${run?.served}, median of ${result.runs})`;
    return [
      row(section, result.route, 'performance', result.performance, String(Math.round(result.performance)), {
        text: `≥ ${BUDGET.performance}`,
        within: result.performance >= BUDGET.performance,
      }),
      row(
        section,
        result.route,
        'accessibility',
        result.accessibility,
        String(Math.round(result.accessibility)),
        {
          text: `${BUDGET.accessibility}`,
          within: result.accessibility >= BUDGET.accessibility,
        },
      ),
      row(section, result.route, 'FCP', result.fcpMs, `${(result.fcpMs / 1000).toFixed(2)} s`, {
        text: `≤ ${(BUDGET.fcpMs / 1000).toFixed(1)} s`,
        within: result.fcpMs <= BUDGET.fcpMs,
      }),
      row(section, result.route, 'LCP', result.lcpMs, `${(result.lcpMs / 1000).toFixed(2)} s`, {
        text: `≤ ${(BUDGET.lcpMs / 1000).toFixed(1)} s`,
        within: result.lcpMs <= BUDGET.lcpMs,
      }),
      row(section, result.route, 'TBT', result.tbtMs, ms(result.tbtMs), {
        text: `≤ ${BUDGET.tbtMs} ms`,
        within: result.tbtMs <= BUDGET.tbtMs,
      }),
      row(section, result.route, 'CLS', result.cls, result.cls.toFixed(3), {
        text: `≤ ${BUDGET.cls}`,
        within: result.cls <= BUDGET.cls,
      }),
    ];
  });
}

/** The same pages over plain HTTP/1.1: figures to compare, without budgets. */
function lighthouseReferenceRows(run: LighthouseRun | null): Row[] {
  return (run?.results ?? []).flatMap((result) => {
    const section = `Lighthouse (mobile, ${run?.served}, for comparison, median of ${result.runs})`;
    return [
      row(section, result.route, 'performance', result.performance, String(Math.round(result.performance))),
      row(section, result.route, 'FCP', result.fcpMs, `${(result.fcpMs / 1000).toFixed(2)} s`, {
        text: `≤ ${(BUDGET.fcpMs / 1000).toFixed(1)} s`,
        within: result.fcpMs <= BUDGET.fcpMs,
      }),
      row(section, result.route, 'LCP', result.lcpMs, `${(result.lcpMs / 1000).toFixed(2)} s`),
    ];
  });
}

/** Catalogue and cart calls carry the latency budget; every call must answer without errors. */
const hasLatencyBudget = (call: string) => /products|session\/cart/.test(call);

function storeRows(run: StoreRun): Row[] {
  const section = `API on ${run.store} (loopback, 20 connections: paced, then autocannon at max)`;
  const rows: Row[] = [];
  for (const result of run.load) {
    const subject = `${result.call} @ ${result.rate ? `${result.rate} req/s` : 'max'}`;
    const budgeted = result.rate !== null && hasLatencyBudget(result.call);
    rows.push(
      row(section, subject, 'p50', result.p50Ms, ms(result.p50Ms)),
      row(
        section,
        subject,
        'p99',
        result.p99Ms,
        ms(result.p99Ms),
        budgeted ? { text: `< ${BUDGET.apiP99Ms} ms`, within: result.p99Ms < BUDGET.apiP99Ms } : undefined,
      ),
      row(section, subject, 'req/s', result.requestsPerSecond, String(Math.round(result.requestsPerSecond))),
      row(section, subject, 'errors', result.errors, `${result.errors} of ${result.requests}`, {
        text: '0',
        within: result.errors === 0,
      }),
    );
  }
  const once = run.exactlyOnce;
  rows.push(
    row(
      section,
      'POST /api/v2/orders, 7 submits per session',
      'one order per session',
      once.exactlyOnce,
      `${once.exactlyOnce} of ${once.sessions}${once.unexpected.length ? ` (${once.unexpected.slice(0, 3).join('; ')})` : ''}`,
      { text: 'all', within: once.exactlyOnce === once.sessions },
    ),
    row(section, 'server', 'memory (RSS) after the load', run.rssMiB, `${Math.round(run.rssMiB)} MiB`),
    row(section, 'server', 'start-up to first answer', run.startupMs, ms(run.startupMs)),
    row(section, 'server', 'first start (create, migrate, seed)', run.firstStartMs, ms(run.firstStartMs)),
  );
  return rows;
}

function commitOf(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(repoRoot, 'dist/web/.vite/manifest.json'))) {
    throw new Error('dist/web is missing or old: run `npm run bench` (it builds first) or `npm run build`.');
  }
  const startedAt = Date.now();
  const notes: string[] = [];
  const pglite = await onPglite(notes);
  const postgres = only.has('api') ? await onPostgres() : null;

  const rows: Row[] = [];
  if (pglite.firstLoads.length > 0) rows.push(...bundleRows(pglite.firstLoads, paymentSdkReach()));
  rows.push(...lighthouseRows(pglite.lighthouse.budgeted));
  rows.push(...lighthouseReferenceRows(pglite.lighthouse.reference));
  if (pglite.store) rows.push(...storeRows(pglite.store));
  if (typeof postgres === 'string') notes.push(postgres);
  else if (postgres) rows.push(...storeRows(postgres));

  const budgeted = rows.filter((entry) => entry.within !== null);
  const met = budgeted.filter((entry) => entry.within).length;
  const result = {
    date: new Date().toISOString(),
    commit: commitOf(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
    seconds: Math.round((Date.now() - startedAt) / 1000),
    budgetsMet: met,
    budgets: budgeted.length,
    notes,
    rows,
    details: {
      firstLoads: pglite.firstLoads,
      lighthouse: pglite.lighthouse,
      stores: [pglite.store, typeof postgres === 'string' ? null : postgres].filter(Boolean),
    },
  };
  const outDir = join(repoRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  // `bench-2026-11-29T10-42-07.json`: the run's date and time (UTC), so runs of a day sort and stay apart.
  const file = `bench-${result.date.slice(0, 19).replace(/:/g, '-')}.json`;
  await writeFile(join(outDir, file), `${JSON.stringify(result, null, 2)}\n`);
  // The table of the latest run, as the README shows it.
  const table = formatMarkdown(rows);
  await writeFile(
    join(outDir, 'latest.md'),
    `${table}\n\nCommit ${result.commit}, ${result.date.slice(0, 10)}; ${result.machine.cpus} cores, ${result.machine.node}; ${met} of ${budgeted.length} budgets met.\n`,
  );

  console.log(table);
  for (const note of notes) console.log(`\n${note}`);
  console.log(
    `\n${met} of ${budgeted.length} budgets met (${result.date.slice(0, 10)}, commit ${result.commit}, ${result.seconds} s; ${result.machine.cpus} cores, ${result.machine.node}); bench-results/${file}`,
  );
  process.exitCode = met === budgeted.length ? 0 : 1;
}

await main();
