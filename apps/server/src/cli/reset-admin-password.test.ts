import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createPlayer, createTestApp, type TestApp, type TestPlayer } from '../../test/test-app.ts';
import { login } from '../../test/factories/accounts.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// An empty folder to start from: no `.env` of the checkout is read.
const startFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-reset-'));

let t: TestApp;
let databaseUrl: string;
beforeAll(async () => {
  const database = await createTestDatabase();
  databaseUrl = database.url;
  t = await createTestApp({}, {}, database);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(startFolder, { recursive: true, force: true });
});

/** Runs `npm run admin:reset-password`'s command on the test's database, `input` on stdin. */
function resetPassword(
  args: string[],
  input = '',
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli/reset-admin-password.ts', ...args],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        INIT_CWD: startFolder,
        DATABASE_URL: databaseUrl,
        REDIS_URL: '',
        SMTP_URL: '',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/** The status of a request made with the admin's token: 200 while the session lasts. */
async function sessionStatus(admin: TestPlayer): Promise<number> {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.accounts.user, { userId: admin.user.id }),
    token: admin.token,
  });
  return response.statusCode;
}

describe('npm run admin:reset-password', () => {
  it("sets the admin's password from standard input, ends their sessions and lifts a lockout", async () => {
    const admin = await createPlayer(t, { role: 'ADMIN' });
    // Wrong passwords until the account is locked for this address.
    let wrong = await login(t, admin.user.email, 'Not-The-Password-1');
    while (wrong.statusCode === 401) wrong = await login(t, admin.user.email, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(429);

    const run = await resetPassword([admin.user.email], 'New-Admin-Pass-7\n');
    expect(run.output).toContain(
      `The password of the admin ${admin.user.email} (username ${admin.user.username}) is set.`,
    );
    expect(run.output).toContain('Every session of this admin has ended');
    expect(run.code).toBe(0);

    // The running server hears of the ended sessions from the database.
    await expect.poll(() => sessionStatus(admin), { timeout: 10_000 }).toBe(401);
    expect((await login(t, admin.user.email, admin.password)).statusCode).toBe(401);
    expect((await login(t, admin.user.email, 'New-Admin-Pass-7')).statusCode).toBe(200);
  }, 60_000);

  it('generates a password with --generate and prints it once', async () => {
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const run = await resetPassword(['--generate', admin.user.email.toUpperCase()]);
    expect(run.code).toBe(0);
    const generated = /New password: (\S+)/.exec(run.output)?.[1];
    expect(generated, run.output).toBeDefined();
    expect(run.output).toContain('This password is shown only once.');
    expect((await login(t, admin.user.username, generated ?? '')).statusCode).toBe(200);
  }, 60_000);

  it('refuses an unknown e-mail, a player, and a weak password, with a sentence, changing nothing', async () => {
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const player = await createPlayer(t);

    const unknown = await resetPassword(['nobody@example.test'], 'New-Admin-Pass-7\n');
    expect(unknown).toEqual({
      code: 1,
      output: 'No account uses the e-mail nobody@example.test.\n',
    });

    const notAdmin = await resetPassword([player.user.email], 'New-Admin-Pass-7\n');
    expect(notAdmin.code).toBe(1);
    expect(notAdmin.output).toBe(
      `${player.user.email} is a player's account, not an admin's: this command sets admins' passwords only.\n`,
    );

    const weak = await resetPassword([admin.user.email], 'lowercase\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toBe(
      'This password is weak: mix at least two of lowercase letters, uppercase letters and digits.\n',
    );

    expect(await sessionStatus(admin)).toBe(200);
    expect(await sessionStatus(player)).toBe(200);
    expect((await login(t, admin.user.email, admin.password)).statusCode).toBe(200);
    expect((await login(t, player.user.email, player.password)).statusCode).toBe(200);
  }, 180_000);
});
