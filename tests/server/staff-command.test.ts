import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/**
 * `npm run staff` (issue #7): staff accounts are made, changed and removed on the shop's database
 * without fixtures, and the shop signs them in (or no longer) afterwards.
 */
const run = promisify(execFile);
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ STAFF_FIXTURES: 'off' });
});
afterAll(async () => {
  await test.stop();
});

/** The command as an operator runs it, against the test server's store (server stopped meanwhile). */
function staff(args: string[], password?: string) {
  return test.whileStopped((storeEnv) =>
    run('npx', ['tsx', 'scripts/staff.ts', ...args], {
      env: {
        ...process.env,
        ...storeEnv,
        NODE_ENV: 'test',
        ...(password ? { STAFF_PASSWORD: password } : {}),
      },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    ),
  );
}

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

// Each command starts tsx and opens the store, and the server starts again after it.
describe('npm run staff', { timeout: 90_000 }, () => {
  it('adds a sales agent who can sign in; no fixture accounts exist when they are off', async () => {
    expect((await signIn('agent@hostwerk.example', 'agent-test-1')).statusCode).toBe(401);
    const added = await staff(
      ['add', 'Nora@Brand.example', 'Nora Neu', 'sales-agent,support'],
      'long-enough-pw',
    );
    expect(added).toMatchObject({ code: 0, stdout: 'saved nora@brand.example (sales-agent, support)\n' });
    const signed = await signIn('nora@brand.example', 'long-enough-pw');
    expect(signed.statusCode).toBe(303);
    expect(await whoIs(cookieOf(signed))).toMatchObject({
      email: 'nora@brand.example',
      roles: ['sales-agent', 'support'],
    });
    expect((await staff(['list'])).stdout).toBe('nora@brand.example\tNora Neu\tsales-agent,support\n');
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
    const badRole = await staff(['add', 'x@brand.example', 'X', 'boss'], 'long-enough-pw');
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('unknown role in "boss"');
    expect(badRole.stderr).toContain('usage: npm run staff');
    const badEmail = await staff(['add', 'not-an-email', 'X', 'support'], 'long-enough-pw');
    expect(badEmail.code).toBe(1);
    const shortPassword = await staff(['add', 'x@brand.example', 'X', 'support'], 'short');
    expect(shortPassword.stderr).toContain('the password needs at least 12 characters');
    expect((await staff(['list'])).stdout).not.toContain('x@brand.example');
    expect((await staff(['launch'])).code).toBe(2);
  });

  it('removes an account: its sessions end and it cannot sign in', async () => {
    await staff(['add', 'gone@brand.example', 'Gone', 'sales-agent'], 'long-enough-pw');
    const session = cookieOf(await signIn('gone@brand.example', 'long-enough-pw'));
    expect((await staff(['remove', 'gone@brand.example'])).stdout).toBe('removed gone@brand.example\n');
    expect(await whoIs(session)).toBeNull();
    expect((await signIn('gone@brand.example', 'long-enough-pw')).statusCode).toBe(401);
    expect((await staff(['remove', 'gone@brand.example'])).stdout).toBe(
      'no staff account gone@brand.example\n',
    );
  });
});
