// `npm run test:paths` (second half): reads the coverage the generated browser paths wrote
// (test-results/paths/coverage/*.json), prints per machine the transitions walked in the browser (in
// either locale) and the states visited in each locale, lists anything not covered, writes the
// report as Markdown and JSON for QA, and fails below 100% or when a machine's paths did not run in
// a locale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageFragment } from '../e2e/paths/framework/coverage';
import { coverageDir } from '../e2e/paths/framework/coverage';
import { USER_MODELS } from '../e2e/paths/models';

const LOCALES = ['de-DE', 'en-GB'] as const;
const reportDir = join(coverageDir, '..');

/** What one machine's paths covered: transitions over all locales, screens in each locale. */
interface Row {
  title: string;
  paths: number;
  failedPaths: number;
  transitions: { walked: number; all: number; missing: string[] };
  /** States visited per locale; `null` where the machine's paths did not run in that locale. */
  states: Record<string, { visited: number; all: number; missing: string[] } | null>;
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10);

function rowOf(title: string, fragments: Record<string, CoverageFragment | null>): Row {
  const ran = Object.values(fragments).filter((fragment) => fragment !== null);
  const all = ran[0]?.transitions.all ?? [];
  const walked = new Set(ran.flatMap((fragment) => fragment.transitions.walked));
  return {
    title,
    paths: ran.reduce((sum, fragment) => sum + fragment.paths, 0),
    failedPaths: ran.reduce((sum, fragment) => sum + fragment.failedPaths, 0),
    transitions: {
      walked: all.filter((id) => walked.has(id)).length,
      all: all.length,
      missing: all.filter((id) => !walked.has(id)),
    },
    states: Object.fromEntries(
      Object.entries(fragments).map(([locale, fragment]) => {
        if (!fragment) return [locale, null];
        const visited = new Set(fragment.states.visited);
        return [
          locale,
          {
            visited: fragment.states.all.filter((id) => visited.has(id)).length,
            all: fragment.states.all.length,
            missing: fragment.states.all.filter((id) => !visited.has(id)),
          },
        ];
      }),
    ),
  };
}

const rows: Row[] = USER_MODELS.map((model) =>
  rowOf(
    model.title,
    Object.fromEntries(
      LOCALES.map((locale) => {
        const file = join(coverageDir, `${model.name}-${locale}.json`);
        return [
          locale,
          existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CoverageFragment) : null,
        ];
      }),
    ),
  ),
);

const complete = (row: Row) =>
  row.transitions.all > 0 &&
  row.transitions.walked === row.transitions.all &&
  Object.values(row.states).every((states) => states !== null && states.visited === states.all);

const statesCell = (states: Row['states'][string]) =>
  states ? `${states.visited}/${states.all} (${percent(states.visited, states.all)}%)` : 'not run';

const table = [
  `| machine | transitions walked (any locale) | ${LOCALES.map((locale) => `states visited in ${locale}`).join(' | ')} | paths (failed) |`,
  `| --- | --- | ${LOCALES.map(() => '---').join(' | ')} | --- |`,
  ...rows.map(
    (row) =>
      `| ${row.title} | ${row.transitions.walked}/${row.transitions.all} (${percent(row.transitions.walked, row.transitions.all)}%) | ${LOCALES.map((locale) => statesCell(row.states[locale] ?? null)).join(' | ')} | ${row.paths} (${row.failedPaths}) |`,
  ),
];
const gaps = rows
  .filter((row) => !complete(row))
  .flatMap((row) => [
    `- ${row.title}`,
    ...row.transitions.missing.map((id) => `  - transition not walked: ${id}`),
    ...Object.entries(row.states).flatMap(([locale, states]) =>
      states
        ? states.missing.map((id) => `  - state not visited in ${locale}: ${id}`)
        : [`  - its paths did not run in ${locale}`],
    ),
  ]);

const totals = rows.reduce(
  (sum, row) => ({ walked: sum.walked + row.transitions.walked, all: sum.all + row.transitions.all }),
  { walked: 0, all: 0 },
);
const markdown = [
  '# Generated browser paths',
  '',
  'User-level models of the wizard (e2e/paths/models), paths generated with xstate/graph and walked',
  'in Chromium against the real server and built app, each path in a fresh session. The transition',
  'tour is shared out over the locales (each transition walked once), and each locale gets extra',
  'paths to the screens its share missed, so every screen is checked in every locale. A failing',
  'path leaves a screenshot and its steps in test-results/paths/failed/.',
  '',
  ...table,
  '',
  `All machines: ${totals.walked}/${totals.all} transitions walked (${percent(totals.walked, totals.all)}%).`,
  '',
  ...(gaps.length > 0
    ? ['## Not covered', '', ...gaps]
    : ['Every transition of every model was walked, and every state visited in each locale.']),
  '',
].join('\n');

mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'report.md'), markdown);
writeFileSync(join(reportDir, 'report.json'), `${JSON.stringify(rows, null, 2)}\n`);
console.log(`\n${table.join('\n')}\n`);
console.log(`All machines: ${totals.walked}/${totals.all} transitions walked in the browser.`);
if (gaps.length > 0) console.log(`\nNot covered:\n${gaps.join('\n')}`);
console.log(`Report: test-results/paths/report.md`);
if (!rows.every(complete)) process.exitCode = 1;
