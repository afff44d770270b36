// Prints the transition, guard and state coverage of every wizard machine (written by the machine
// tests into test-results/model-coverage) and fails when any machine is below 100%.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(process.cwd(), 'test-results', 'model-coverage');
const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.json')) : [];
if (files.length === 0) {
  console.error('No machine coverage was recorded: did the machine tests run?');
  process.exit(1);
}
const reports = files.map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')));
const percent = (part) => (part.total === 0 ? 100 : (100 * (part.covered ?? part.visited)) / part.total);
const cell = (part) => `${part.covered ?? part.visited}/${part.total} (${percent(part).toFixed(1)}%)`;
const rows = reports.map((report) => [
  report.machine,
  cell(report.transitions),
  cell(report.guards),
  cell(report.states),
]);
const header = ['machine', 'transitions', 'guard outcomes', 'states'];
const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
const line = (cells) => cells.map((text, index) => text.padEnd(widths[index])).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));
let complete = true;
for (const report of reports) {
  for (const [kind, part] of Object.entries({
    transitions: report.transitions,
    guards: report.guards,
    states: report.states,
  })) {
    if (part.missing.length > 0) {
      complete = false;
      console.log(`\n${report.machine}: ${kind} not covered:\n  ${part.missing.join('\n  ')}`);
    }
  }
}
process.exit(complete ? 0 : 1);
