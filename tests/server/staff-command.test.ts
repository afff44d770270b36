import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { StaffAccounts } from '@server/staff/accounts';
import { runStaffCommand } from '@server/staff/command';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/**
 * `npm run staff` (issue #7): staff accounts are made, changed and removed on the shop's database
 * without fixtures, and the shop signs them in (or no longer) afterwards. One test runs the script
 * as an operator does; the others run the same command on the running server's database.
 */
const run = promisify(execFile);
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ STAFF_FIXTURES: 'off' });
});
afterAll(async () => {
  await test.stop();
});

const staff = (args: string[], password = 'long-enough-pw') =>
  runStaffCommand(args, new StaffAccounts(test.server.database.db), async () => password);

async function signIn(email: string, password: string) {
  return test.server.app.inject({
    method: 'POST',
    url: '/staff/sign-in',
    headers: { host: 'hostwerk.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email,
      password,
      next: '/nova/resources/session-order-drafts',
    }).toString(),
  });
}

async function whoIs(staffCookie: string) {
  const answer = await test.server.app.inject({
    method: 'GET',
    url: '/api/v2/admins/me',
    headers: { host: 'hostwerk.localhost', cookie: staffCookie },
  });
  return answer.json().data as { email: string; roles: string[] } | null;
}

const cookieOf = (response: Awaited<ReturnType<typeof signIn>>) =>
  String(response.headers['set-cookie']).split(';')[0] ?? '';

describe('npm run staff', () => {
  it('the script adds a sales agent on the store (server stopped), who then signs in', {
    timeout: 60_000,
  }, async () => {
    expect((await signIn('agent@hostwerk.example', 'agent-test-1')).statusCode).toBe(401);
    const script = (args: string[]) =>
      test.whileStopped((storeEnv) =>
        run('npx', ['tsx', 'scripts/staff.ts', ...args], {
          env: { ...process.env, ...storeEnv, NODE_ENV: 'test', STAFF_PASSWORD: 'long-enough-pw' },
        }),
      );
    const added = await script(['add', 'Nora@Brand.example', 'Nora Neu', 'sales-agent,support']);
    expect(added.stdout).toBe('saved nora@brand.example (sales-agent, support)\n');
    const signed = await signIn('nora@brand.example', 'long-enough-pw');
    expect(signed.statusCode).toBe(303);
    expect(await whoIs(cookieOf(signed))).toMatchObject({
      email: 'nora@brand.example',
      roles: ['sales-agent', 'support'],
    });
    const unknown = await run('npx', ['tsx', 'scripts/staff.ts', 'launch']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run staff') });
  });

  it('lists the accounts', async () => {
    await staff(['add', 'lena@brand.example', 'Lena', 'admin']);
    expect((await staff(['list'])).output).toContain('lena@brand.example\tLena\tadmin\n');
  });

  it('a new password replaces the old one and signs the account out', async () => {
    await staff(['add', 'otto@brand.example', 'Otto', 'support'], 'first-password-1');
    const before = cookieOf(await signIn('otto@brand.example', 'first-password-1'));
    expect(await whoIs(before)).not.toBeNull();
    await staff(['add', 'otto@brand.example', 'Otto', 'admin'], 'second-password-2');
    expect(await whoIs(before)).toBeNull();
    expect((await signIn('otto@brand.example', 'first-password-1')).statusCode).toBe(401);
    const after = cookieOf(await signIn('otto@brand.example', 'second-password-2'));
    expect((await whoIs(after))?.roles).toEqual(['admin']);
  });

  it('refuses unknown roles, bad e-mails and short passwords with a message and the usage', async () => {
    const badRole = await staff(['add', 'x@brand.example', 'X', 'boss']);
    expect(badRole.exitCode).toBe(1);
    expect(badRole.output).toContain('unknown role in "boss"');
    expect(badRole.output).toContain('usage: npm run staff');
    expect((await staff(['add', 'not-an-email', 'X', 'support'])).exitCode).toBe(1);
    const shortPassword = await staff(['add', 'x@brand.example', 'X', 'support'], 'short');
    expect(shortPassword).toMatchObject({
      exitCode: 1,
      output: expect.stringContaining('at least 12 characters'),
    });
    expect((await staff(['list'])).output).not.toContain('x@brand.example');
    expect((await staff(['launch'])).exitCode).toBe(2);
  });

  it('removes an account: its sessions end and it cannot sign in', async () => {
    await staff(['add', 'gone@brand.example', 'Gone', 'sales-agent']);
    const session = cookieOf(await signIn('gone@brand.example', 'long-enough-pw'));
    expect((await staff(['remove', 'gone@brand.example'])).output).toBe('removed gone@brand.example\n');
    expect(await whoIs(session)).toBeNull();
    expect((await signIn('gone@brand.example', 'long-enough-pw')).statusCode).toBe(401);
    expect((await staff(['remove', 'gone@brand.example'])).output).toBe(
      'no staff account gone@brand.example\n',
    );
  });
});
