// `npm run test:paths` (second half): reads the coverage the generated browser paths wrote
// (test-results/paths/coverage/*.json), prints per machine and locale the transitions walked in the
// browser and the states visited, lists anything not covered, writes the report as Markdown and
// JSON for QA, and fails below 100% or when a machine's paths did not run in a locale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageFragment } from '../e2e/paths/framework/coverage';
import { coverageDir } from '../e2e/paths/framework/coverage';
import { USER_MODELS } from '../e2e/paths/models';

const LOCALES = ['de-DE', 'en-GB'] as const;
const reportDir = join(coverageDir, '..');

interface Row {
  title: string;
  locale: string;
  paths: number;
  failedPaths: number;
  transitions: { walked: number; all: number; missing: string[] };
  states: { visited: number; all: number; missing: string[] };
  ran: boolean;
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10);

function rowOf(title: string, locale: string, fragment: CoverageFragment | null): Row {
  if (!fragment) {
    return {
      title,
      locale,
      paths: 0,
      failedPaths: 0,
      transitions: { walked: 0, all: 0, missing: [] },
      states: { visited: 0, all: 0, missing: [] },
      ran: false,
    };
  }
  const walked = new Set(fragment.transitions.walked);
  const visited = new Set(fragment.states.visited);
  return {
    title,
    locale,
    paths: fragment.paths,
    failedPaths: fragment.failedPaths,
    transitions: {
      walked: fragment.transitions.all.filter((id) => walked.has(id)).length,
      all: fragment.transitions.all.length,
      missing: fragment.transitions.all.filter((id) => !walked.has(id)),
    },
    states: {
      visited: fragment.states.all.filter((id) => visited.has(id)).length,
      all: fragment.states.all.length,
      missing: fragment.states.all.filter((id) => !visited.has(id)),
    },
    ran: true,
  };
}

const rows: Row[] = USER_MODELS.flatMap((model) =>
  LOCALES.map((locale) => {
    const file = join(coverageDir, `${model.name}-${locale}.json`);
    const fragment = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CoverageFragment) : null;
    return rowOf(model.title, locale, fragment);
  }),
);

const complete = (row: Row) =>
  row.ran && row.transitions.walked === row.transitions.all && row.states.visited === row.states.all;

const table = [
  '| machine | locale | transitions walked | states visited | paths (failed) |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((row) =>
    row.ran
      ? `| ${row.title} | ${row.locale} | ${row.transitions.walked}/${row.transitions.all} (${percent(row.transitions.walked, row.transitions.all)}%) | ${row.states.visited}/${row.states.all} (${percent(row.states.visited, row.states.all)}%) | ${row.paths} (${row.failedPaths}) |`
      : `| ${row.title} | ${row.locale} | not run | not run | 0 |`,
  ),
];
const gaps = rows
  .filter((row) => !complete(row))
  .flatMap((row) => [
    `- ${row.title} (${row.locale})${row.ran ? '' : ': its paths did not run'}`,
    ...row.transitions.missing.map((id) => `  - transition not walked: ${id}`),
    ...row.states.missing.map((id) => `  - state not visited: ${id}`),
  ]);

const totals = rows.reduce(
  (sum, row) => ({ walked: sum.walked + row.transitions.walked, all: sum.all + row.transitions.all }),
  { walked: 0, all: 0 },
);
const markdown = [
  '# Generated browser paths',
  '',
  'User-level models of the wizard (e2e/paths/models), paths generated with xstate/graph and walked',
  'in Chromium against the real server and built app, each path in a fresh session. A failing',
  'path leaves a screenshot and its steps in test-results/paths/failed/.',
  '',
  ...table,
  '',
  `All machines: ${totals.walked}/${totals.all} transitions walked (${percent(totals.walked, totals.all)}%).`,
  '',
  ...(gaps.length > 0
    ? ['## Not covered', '', ...gaps]
    : ['Every transition and state of every model was covered in both locales.']),
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
