/**
 * Staff accounts on the shop's own database (README, "Staff and order drafts"):
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
import { AdminRole } from '@contract/admin';
import { z } from 'zod';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { StaffAccounts } from '../src/server/staff/accounts';

const USAGE =
  'usage: npm run staff -- add <email> <name> <role[,role]> | remove <email> | list\n' +
  `roles: ${AdminRole.options.join(', ')}; password from STAFF_PASSWORD or asked for`;

const AddArguments = z.tuple([
  z.email(),
  z.string().trim().min(1),
  z.string().transform((roles, context) => {
    const parsed = z
      .array(AdminRole)
      .min(1)
      .safeParse(roles.split(',').map((role) => role.trim()));
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: `unknown role in "${roles}"` });
    return z.NEVER;
  }),
]);
const Password = z.string().min(12, 'the password needs at least 12 characters');

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
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'add' && command !== 'remove' && command !== 'list') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const accounts = new StaffAccounts(database.db);
  try {
    if (command === 'list') {
      for (const admin of await accounts.list())
        console.log(`${admin.email}\t${admin.name}\t${admin.roles.join(',')}`);
    } else if (command === 'remove') {
      const email = z.email().parse(rest[0]);
      console.log((await accounts.remove(email)) ? `removed ${email}` : `no staff account ${email}`);
    } else {
      const [email, name, roles] = AddArguments.parse(rest);
      const password = Password.parse(await askPassword());
      const admin = await accounts.save({ email, name, roles, password });
      console.log(`saved ${admin.email} (${admin.roles.join(', ')})`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof z.ZodError)
    console.error(`${error.issues.map((issue) => issue.message).join('; ')}\n${USAGE}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
