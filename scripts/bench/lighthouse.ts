import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueContext } from '@domain/catalogue-context';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Dispatcher } from 'undici';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { type BenchRoute, sessionFor } from './routes';

export interface LighthouseResult {
  route: string;
  runs: number;
  /** Medians over the runs (scores 0–100, times in ms). */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility audits that failed in any run (ids), to know what to fix. */
  accessibilityFailures: string[];
  /** Elements that moved (Lighthouse's layout-shifts audit), to know what causes CLS. */
  shiftedElements: string[];
}

interface ShiftItem {
  node?: { selector?: string; snippet?: string };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Lighthouse may fail to record a trace (NO_NAVSTART and the like); it asks to be run again. */
const ATTEMPTS = 3;

/** One lab run of a page; a run Lighthouse could not record is repeated. */
async function labRun(url: string, port: number, cookie: string | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  }
}

/**
 * Where the pages are opened; their sessions are made at the same address (`through` carries the
 * bench's requests to the TLS front), so the browser's cookie is the one the server looks for.
 */
export interface LighthouseTarget {
  baseUrl: string;
  through?: Dispatcher;
}

/**
 * Lighthouse's lab run in Debian's Chromium with its default (mobile) settings: a Moto G power
 * sized screen, 4x CPU slowdown and simulated slow 4G. Each route is run `runs` times in a new
 * session (the cookie goes along as a request header) and every figure is the median of the runs.
 * This Chromium accepts the bench's own throwaway certificate (tls-front.ts).
 */
export async function runLighthouse(
  target: LighthouseTarget,
  routes: readonly BenchRoute[],
  shop: CatalogueContext,
  runs: number,
  /** Where each run's whole report goes (`<prefix>-<route>-<run>.json`), when asked for. */
  reports?: { dir: string; prefix: string },
): Promise<LighthouseResult[]> {
  if (reports) mkdirSync(reports.dir, { recursive: true });
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
    logLevel: 'silent',
  });
  try {
    const results: LighthouseResult[] = [];
    for (const route of routes) {
      const samples: {
        performance: number;
        accessibility: number;
        fcp: number;
        lcp: number;
        tbt: number;
        cls: number;
      }[] = [];
      const failures = new Set<string>();
      const shifted = new Set<string>();
      for (let run = 0; run < runs; run += 1) {
        const session = await sessionFor(route, target.baseUrl, shop, target.through);
        const lhr = await labRun(`${target.baseUrl}${route.path}`, chrome.port, session?.cookieHeader);
        // A page the wizard moved away from (a session it did not see, say) is not the route's.
        if (!route.arrives.test(new URL(lhr.finalDisplayedUrl).pathname)) {
          throw new Error(
            `Lighthouse: ${route.path} ended on ${lhr.finalDisplayedUrl}, not ${route.arrives}`,
          );
        }
        if (reports) {
          const file = `${reports.prefix}-${route.name.replaceAll(' ', '-')}-${run + 1}.json`;
          writeFileSync(join(reports.dir, file), JSON.stringify(lhr));
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: (lhr.categories.performance?.score ?? 0) * 100,
          accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
        const shifts = lhr.audits['layout-shifts']?.details;
        if (shifts && 'items' in shifts) {
          for (const item of shifts.items as ShiftItem[]) {
            if (item.node?.selector) shifted.add(`${item.node.selector} ${item.node.snippet ?? ''}`.trim());
          }
        }
        for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
          const score = lhr.audits[ref.id]?.score;
          if (ref.weight > 0 && score !== null && score !== undefined && score < 1) failures.add(ref.id);
        }
      }
      results.push({
        route: route.name,
        runs,
        performance: median(samples.map((sample) => sample.performance)),
        accessibility: median(samples.map((sample) => sample.accessibility)),
        fcpMs: median(samples.map((sample) => sample.fcp)),
        lcpMs: median(samples.map((sample) => sample.lcp)),
        tbtMs: median(samples.map((sample) => sample.tbt)),
        cls: median(samples.map((sample) => sample.cls)),
        accessibilityFailures: [...failures].sort(),
        shiftedElements: [...shifted],
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
