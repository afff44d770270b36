import type { LocaleCode } from '@contract/common';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { SUPPORT_TOKEN } from '../../support/checkout';
import { type RunningServer, startServer } from '../../support/server';
import { BrowserSessions } from '../../support/sessions';
import { PathCoverage } from './coverage';
import { modelGraph } from './graph';
import { planLocalePaths } from './plan';
import { runPath } from './run-path';
import type { AnyUserModel } from './user-model';

/** Every model's paths run in both of the shop's languages (see planLocalePaths for how). */
export const PATH_LOCALES: readonly LocaleCode[] = ['de-DE', 'en-GB'];

/**
 * The generated paths of one model, shared out over the locales (every transition walked in one of
 * them, every screen checked in each): one real server (the built app, sandbox
 * providers, development authority, support token for the SMS outbox) for the file, and its
 * browser sessions (a warm profile per locale); each path in a fresh shop session. A file per model
 * lets the test runner spread the models over its workers. The coverage of each locale is written
 * when its paths are done.
 */
export function describeModelPaths(model: AnyUserModel, locales: readonly LocaleCode[] = PATH_LOCALES): void {
  let server: RunningServer | undefined;
  const baseUrl = (): string => {
    if (!server) throw new Error('the shop is not running (beforeAll failed)');
    return server.baseUrl;
  };
  const sessions = new BrowserSessions(baseUrl);
  beforeAll(async () => {
    server = await startServer({ SUPPORT_API_TOKEN: SUPPORT_TOKEN });
  });
  afterEach(() => sessions.endTest());
  afterAll(async () => {
    await sessions.close();
    await server?.stop();
  });

  const graph = modelGraph(model.machine);
  const plans = planLocalePaths(graph, locales);
  for (const locale of locales) {
    const paths = plans.get(locale) ?? [];
    const coverage = new PathCoverage(graph, { model: model.name, title: model.title, locale });
    describe(`${model.title} (${locale})`, () => {
      afterAll(() => coverage.write());
      paths.forEach((path, index) => {
        const name = `path ${index + 1} of ${paths.length}`;
        it(`${name}: ${path.edges.map((edge) => edge.step.event.type).join(' → ')}`, async () => {
          coverage.paths++;
          try {
            await runPath({ model, graph, path, name, sessions, baseUrl: baseUrl(), locale, coverage });
          } catch (error) {
            coverage.failedPaths++;
            throw error;
          }
        });
      });
    });
  }
}
