import { AdminRole } from '@contract/admin';
import { z } from 'zod';
import type { StaffAccounts } from './accounts';

/**
 * `npm run staff` (scripts/staff.ts): adds, changes, removes and lists staff accounts. The script
 * opens the database and asks for the password; this is what the command does with them.
 */
export const STAFF_USAGE =
  'usage: npm run staff -- add <email> <name> <role[,role]> | remove <email> | list\n' +
  `roles: ${AdminRole.options.join(', ')}; password from STAFF_PASSWORD or asked for`;

const Command = z.enum(['add', 'remove', 'list']);
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

export interface StaffCommandResult {
  /** 0 done, 1 refused input, 2 unknown command. */
  exitCode: 0 | 1 | 2;
  output: string;
}

/** Whether `args` name a command at all (the script opens no database otherwise). */
export const isStaffCommand = (args: readonly string[]): boolean => Command.safeParse(args[0]).success;

export async function runStaffCommand(
  args: readonly string[],
  accounts: StaffAccounts,
  askPassword: () => Promise<string>,
): Promise<StaffCommandResult> {
  const [command, ...rest] = args;
  const parsed = Command.safeParse(command);
  if (!parsed.success) return { exitCode: 2, output: `${STAFF_USAGE}\n` };
  try {
    if (parsed.data === 'list') {
      const lines = (await accounts.list()).map(
        (admin) => `${admin.email}\t${admin.name}\t${admin.roles.join(',')}\n`,
      );
      return { exitCode: 0, output: lines.join('') };
    }
    if (parsed.data === 'remove') {
      const email = z.email().parse(rest[0]);
      const removed = await accounts.remove(email);
      return { exitCode: 0, output: removed ? `removed ${email}\n` : `no staff account ${email}\n` };
    }
    const [email, name, roles] = AddArguments.parse(rest);
    const password = Password.parse(await askPassword());
    const admin = await accounts.save({ email, name, roles, password });
    return { exitCode: 0, output: `saved ${admin.email} (${admin.roles.join(', ')})\n` };
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const problems = error.issues.map((issue) => issue.message).join('; ');
    return { exitCode: 1, output: `${problems}\n${STAFF_USAGE}\n` };
  }
}
