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

/**
 * The generated paths of every model in one locale: one real server (the built app, sandbox
 * providers, development authority, support token for the SMS outbox) and one Chromium; each path
 * in a fresh shop session. Each model's coverage is written when its paths are done.
 */
export function describePaths(locale: LocaleCode, models: readonly AnyUserModel[]): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    server = await startServer({ SUPPORT_API_TOKEN: SUPPORT_TOKEN });
    browser = await launchBrowser();
    context = await browserContext(browser, { baseURL: server.baseUrl, locale });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const model of models) {
    const graph = modelGraph(model.machine);
    const paths = planPaths(graph);
    const coverage = new PathCoverage(graph, { model: model.name, title: model.title, locale });
    describe(`${model.title} (${locale})`, () => {
      afterAll(() => coverage.write());
      paths.forEach((path, index) => {
        const name = `path ${index + 1} of ${paths.length}`;
        it(`${name}: ${path.edges.map((edge) => edge.step.event.type).join(' → ')}`, async () => {
          if (!server || !context) throw new Error('the shop is not running (beforeAll failed)');
          coverage.paths++;
          try {
            await runPath({ model, graph, path, name, context, baseUrl: server.baseUrl, locale, coverage });
          } catch (error) {
            coverage.failedPaths++;
            throw error;
          }
        });
      });
    });
  }
}
