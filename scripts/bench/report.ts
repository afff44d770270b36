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

/** The rows as one plain-text table, grouped by section. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['', 'figure', 'value', 'budget', ''];
  const lines = rows.map((entry) => [
    entry.subject,
    entry.figure,
    entry.value,
    entry.budget,
    verdict(entry.within),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const out: string[] = [];
  let section = '';
  rows.forEach((entry, index) => {
    if (entry.section !== section) {
      section = entry.section;
      out.push('', `── ${section} ${'─'.repeat(Math.max(0, 60 - section.length))}`, format(header));
    }
    out.push(format(lines[index] ?? []));
  });
  return out.join('\n');
}

/** The same rows as a Markdown table (bench-results/latest.md, shown in the README). */
export function formatMarkdown(rows: readonly Row[]): string {
  const out = ['| area | subject | figure | value | budget | |', '| --- | --- | --- | ---: | --- | --- |'];
  for (const entry of rows) {
    out.push(
      `| ${entry.section} | ${entry.subject} | ${entry.figure} | ${entry.value} | ${entry.budget} | ${verdict(entry.within)} |`,
    );
  }
  return out.join('\n');
}
