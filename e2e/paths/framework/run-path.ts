import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocaleCode } from '@contract/common';
import type { EventObject } from 'xstate';
import { text } from '../../support/checkout';
import { repoRoot } from '../../support/server';
import type { BrowserSessions } from '../../support/sessions';
import type { PathCoverage } from './coverage';
import type { ModelGraph, ModelSnapshot } from './graph';
import { describePath, type PlannedPath } from './plan';
import type { AnyUserModel, PathContext } from './user-model';

export const failedPathsDir = join(repoRoot, 'test-results/paths/failed');

/**
 * Walks one planned path in a new shop session (BrowserSessions.open) with xstate/graph's test
 * model: each step runs the event's user action, then the checks of the state it leads to (what a
 * person sees). Each step that passes counts as covered. A failing path leaves a screenshot and its
 * description (the actions, in order) in test-results/paths/failed/, and throws with both named.
 */
export async function runPath(options: {
  model: AnyUserModel;
  graph: ModelGraph;
  path: PlannedPath;
  name: string;
  /** The file's browser sessions: the path walks in a new one (and asks for more for other people). */
  sessions: BrowserSessions;
  baseUrl: string;
  locale: LocaleCode;
  coverage: PathCoverage;
}): Promise<void> {
  const { model, graph, path, sessions, baseUrl, locale, coverage } = options;
  const page = await sessions.open(locale);
  const pathContext: PathContext = {
    page,
    locale,
    baseUrl,
    otherBrowser: () => sessions.open(locale),
    t: (key, values) => text(locale, key, values),
    memo: {},
  };
  const params = {
    events: Object.fromEntries(
      Object.entries(model.actions).map(([type, action]) => [type, () => action(pathContext)]),
    ) as Record<string, (step: { event: EventObject; state: ModelSnapshot }) => Promise<void>>,
    states: Object.fromEntries(
      Object.entries(model.checks).map(([key, check]) => [key, () => check(pathContext)]),
    ),
  };
  let stepNumber = 0;
  try {
    coverage.visit(graph.initial);
    for (const edge of path.edges) {
      stepNumber++;
      await graph.testModel.testTransition(params, edge.step);
      await graph.testModel.testState(params, edge.step.state);
      coverage.walk(edge);
    }
  } catch (error) {
    const file = `${model.name}-${locale}-${options.name}`.replace(/[^\w-]+/g, '-');
    await mkdir(failedPathsDir, { recursive: true });
    await page
      .screenshot({ path: join(failedPathsDir, `${file}.png`), fullPage: true })
      .catch(() => undefined);
    const description = describePath(path);
    const reason = error instanceof Error ? error.message : String(error);
    // What the screen said when the step failed: CI logs keep only the error message.
    const screenText = await page
      .locator('main')
      .innerText({ timeout: 2_000 })
      .then((text) => text.replace(/\s+/g, ' ').trim().slice(0, 800))
      .catch(() => '(no main element)');
    await writeFile(
      join(failedPathsDir, `${file}.md`),
      `# ${model.title} (${locale}), ${options.name}\n\nFailed at step ${stepNumber} (${page.url()}).\n\n` +
        `Replay by hand in a fresh browser, in ${locale}:\n\n${description}\n\n` +
        `The screen showed:\n\n> ${screenText}\n\n` +
        `Error:\n\n\`\`\`\n${reason}\n\`\`\`\n`,
    );
    throw new Error(
      `${model.title} (${locale}) ${options.name} failed at step ${stepNumber}:\n${description}\n` +
        `Screenshot and description: test-results/paths/failed/${file}.{png,md}\n` +
        `The screen showed: ${screenText}\n${reason}`,
    );
  }
}
