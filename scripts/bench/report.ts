/** One figure of the bench beside its budget (DESIGN.md), if it has one. */
export interface Row {
  section: string;
  subject: string;
  figure: string;
  value: string;
  budget: string;
  /** null: a figure without a budget, reported for comparison over time. */
  within: boolean | null;
  /** The number behind `value`, for comparisons of the JSON over time. */
  number: number | null;
}

export const row = (
  section: string,
  subject: string,
  figure: string,
  number: number | null,
  value: string,
  budget?: { text: string; within: boolean },
): Row => ({
  section,
  subject,
  figure,
  value,
  number,
  budget: budget?.text ?? '—',
  within: budget ? budget.within : null,
});

const verdict = (within: boolean | null) => (within === null ? '' : within ? 'within' : 'OVER');

/** The rows as one Markdown table (printed by the bench, for the README). */
export function formatMarkdown(rows: readonly Row[]): string {
  const out = ['| area | subject | figure | value | budget | |', '| --- | --- | --- | ---: | --- | --- |'];
  for (const entry of rows) {
    out.push(
      `| ${entry.section} | ${entry.subject} | ${entry.figure} | ${entry.value} | ${entry.budget} | ${verdict(entry.within)} |`,
    );
  }
  return out.join('\n');
}
