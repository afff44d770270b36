/**
 * Staff accounts on the shop's own database (README, "Operations"):
 *
 *   STAFF_PASSWORD=… npm run staff -- add agent@brand.example "Sam Sales" sales-agent[,support]
 *   npm run staff -- remove agent@brand.example
 *   npm run staff -- list
 *
 * It opens the database the server would (DATABASE_URL, else the PGlite store in DATA_DIR; PGlite
 * is one process at a time, so stop the server first). Without STAFF_PASSWORD, `add` asks for the
 * password on the terminal.
 */
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { StaffAccounts } from '../src/server/staff/accounts';
import { isStaffCommand, runStaffCommand, STAFF_USAGE } from '../src/server/staff/command';

async function askPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD !== undefined) return process.env.STAFF_PASSWORD;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await terminal.question('password: ');
  } finally {
    terminal.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (!isStaffCommand(args)) {
    console.error(STAFF_USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await runStaffCommand(args, new StaffAccounts(database.db), askPassword);
    (result.exitCode === 0 ? process.stdout : process.stderr).write(result.output);
    process.exitCode = result.exitCode;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
