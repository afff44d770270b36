import type { LocaleCode } from '@contract/common';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { browserContext, launchBrowser } from '../../support/browser';
import { SUPPORT_TOKEN } from '../../support/checkout';
import { type RunningServer, startServer } from '../../support/server';
import { PathCoverage } from './coverage';
import { modelGraph } from './graph';
import { planPaths } from './plan';
import { runPath } from './run-path';
import type { AnyUserModel } from './user-model';

/** Every model's paths run in both of the shop's languages. */
export const PATH_LOCALES: readonly LocaleCode[] = ['de-DE', 'en-GB'];

/**
 * The generated paths of one model, in every locale: one real server (the built app, sandbox
 * providers, development authority, support token for the SMS outbox) and one Chromium for the
 * file, one browser context per locale; each path in a fresh shop session. A file per model lets
 * the test runner spread the models over its workers. The coverage of each locale is written when
 * its paths are done.
 */
export function describeModelPaths(model: AnyUserModel, locales: readonly LocaleCode[] = PATH_LOCALES): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts = new Map<LocaleCode, BrowserContext>();
  beforeAll(async () => {
    server = await startServer({ SUPPORT_API_TOKEN: SUPPORT_TOKEN });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The locale's context, shared by its paths for the HTTP cache (each path empties its session). */
  async function contextOf(locale: LocaleCode): Promise<{ context: BrowserContext; baseUrl: string }> {
    if (!server || !browser) throw new Error('the shop is not running (beforeAll failed)');
    let context = contexts.get(locale);
    if (!context) {
      context = await browserContext(browser, { baseURL: server.baseUrl, locale });
      contexts.set(locale, context);
    }
    return { context, baseUrl: server.baseUrl };
  }

  const graph = modelGraph(model.machine);
  const paths = planPaths(graph);
  for (const locale of locales) {
    const coverage = new PathCoverage(graph, { model: model.name, title: model.title, locale });
    describe(`${model.title} (${locale})`, () => {
      afterAll(async () => {
        await coverage.write();
        await contexts.get(locale)?.close();
        contexts.delete(locale);
      });
      paths.forEach((path, index) => {
        const name = `path ${index + 1} of ${paths.length}`;
        it(`${name}: ${path.edges.map((edge) => edge.step.event.type).join(' → ')}`, async () => {
          const { context, baseUrl } = await contextOf(locale);
          coverage.paths++;
          try {
            await runPath({ model, graph, path, name, context, baseUrl, locale, coverage });
          } catch (error) {
            coverage.failedPaths++;
            throw error;
          }
        });
      });
    });
  }
}
