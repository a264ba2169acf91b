import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
import { signUp } from '../../test/factories/accounts.ts';
import { freePort } from '../../test/free-port.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createPlayer, createTestApp, uniqueName, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/*
 * Every mail goes through the mail queue: queued in the transaction that makes it, sent by a
 * worker after the commit, tried again when the mail server refuses, never lost to a crash.
 */

const forgotPassword = (t: TestApp, email: string) =>
  t.request({ method: 'POST', url: apiRoutes.accounts.forgotPassword, payload: { email } });

/** What the queue holds of its mails, as stored. */
async function storedMails(t: TestApp) {
  const result = await t.db.execute(
    sql`select state, data::text as data, output from pgboss.job where name = 'mail'`,
  );
  type Row = { state: string; data: string; output: { reason?: string } | null };
  return (result as unknown as { rows: Row[] }).rows;
}

describe('the mail queue', () => {
  it('sends a mail once when the mail server refuses it twice, then accepts', async () => {
    const smtp = await startSmtpInbox({ refuse: 2 });
    const t = await createTestApp({}, { SMTP_URL: smtp.url });
    try {
      const player = await createPlayer(t);
      expect((await forgotPassword(t, player.user.email)).statusCode).toBe(202);
      const mail = await smtp.next(player.user.email, 30_000);
      expect(mail.subject).toBe('Reset your Punla password');
      await t.mailsSettled();
      expect(smtp.attempts()).toBe(3);
      expect(smtp.mails).toHaveLength(1);
      expect((await storedMails(t)).map((row) => row.state)).toEqual(['completed']);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 60_000);

  it('keeps a mail refused on every try as failed, with the reason, and the dashboard counts it', async () => {
    const smtp = await startSmtpInbox({ refuse: Number.POSITIVE_INFINITY });
    const t = await createTestApp({}, { SMTP_URL: smtp.url }, undefined, {
      jobTimings: { mailRetryLimit: 1 },
    });
    try {
      const [player, admin] = await Promise.all([
        createPlayer(t),
        createPlayer(t, { role: 'ADMIN' }),
      ]);
      expect((await forgotPassword(t, player.user.email)).statusCode).toBe(202);
      await t.mailsSettled();
      expect(smtp.attempts()).toBe(2);
      const [stored] = await storedMails(t);
      expect(stored?.state).toBe('failed');
      expect(stored?.output?.reason).toContain('Try again later');
      // The mail server's words are kept without the address it quoted.
      expect(stored?.output?.reason).not.toContain(player.user.email);
      const dashboard = await t.request({
        method: 'GET',
        url: apiRoutes.dashboard.admin,
        token: admin.token,
      });
      expect(dashboard.json()).toMatchObject({ failedMails: 1 });
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 60_000);

  it('does not send a code whose validity ran out while its mail waited for a retry', async () => {
    const smtp = await startSmtpInbox({ refuse: 1 });
    const t = await createTestApp({}, { SMTP_URL: smtp.url });
    try {
      const player = await createPlayer(t);
      await forgotPassword(t, player.user.email);
      while (smtp.attempts() === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      t.clock.advance(11 * 60_000); // the code is valid for 10 minutes
      await t.mailsSettled();
      expect(smtp.attempts()).toBe(1);
      expect(smtp.mails).toHaveLength(0);
      expect((await storedMails(t)).map((row) => row.state)).toEqual(['completed']);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 60_000);

  it('two sign-ups at once with one address: one account, one mail', async () => {
    const t = await createTestApp();
    try {
      const email = `${uniqueName('twice').toLowerCase()}@example.test`;
      const send = (username: string) => signUp(t, { email, username, password: 'Seedling-42' });
      const answers = await Promise.all([send(uniqueName('one')), send(uniqueName('two'))]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      await t.mailsSettled();
      expect(t.inbox.mails.filter((mail) => mail.to === email)).toHaveLength(1);
      expect(await storedMails(t)).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('stores a queued mail sealed: neither its code nor its address can be read in the table', async () => {
    const smtp = await startSmtpInbox({ refuse: Number.POSITIVE_INFINITY });
    const t = await createTestApp({}, { SMTP_URL: smtp.url });
    try {
      const player = await createPlayer(t);
      await forgotPassword(t, player.user.email);
      const [stored] = await storedMails(t);
      expect(stored?.data).toMatch(/^\{"sealed": "[A-Za-z0-9+/=]+"\}$/);
      expect(stored?.data).not.toContain(player.user.email);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 60_000);

  it('sends a mail whose server was killed (kill -9) while sending it, after the restart', async () => {
    const database = await createTestDatabase();
    const inbox = await startSmtpInbox();
    const stalled = await startStalledSmtp();
    const port = await freePort();
    const email = `${uniqueName('crash').toLowerCase()}@example.test`;
    let server: ChildProcess | undefined;
    try {
      // The first server's mail server takes the connection and never answers: the mail is
      // committed and being sent, and has not left, when the server is killed.
      server = startServerProcess(database.url, port, stalled.url);
      await waitForHealth(port, server);
      const signup = await fetch(`http://127.0.0.1:${port}${apiRoutes.accounts.signup}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          username: uniqueName('crash'),
          password: 'Seedling-42',
          birthYear: 1990,
        }),
      });
      expect(signup.status).toBe(201);
      await stalled.connected();
      server.kill('SIGKILL');
      await exited(server);

      server = startServerProcess(database.url, port, inbox.url);
      await waitForHealth(port, server);
      const mail = await inbox.next(email, 90_000);
      expect(mail.subject).toBe('Your Punla verification code');
      expect(inbox.mails).toHaveLength(1);
    } finally {
      if (server && server.exitCode === null) {
        server.kill('SIGKILL');
        await exited(server);
      }
      stalled.close();
      await inbox.close();
      await database.close();
    }
  }, 180_000);
});

/** A mail server that accepts connections and never says a word. */
async function startStalledSmtp() {
  const sockets = new Set<net.Socket>();
  let wake: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (wake = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    wake();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connected: () => first,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');
const startOutput = new WeakMap<ChildProcess, string[]>();

/** The server as a process of its own, on the test's database, as an operator runs it. */
function startServerProcess(databaseUrl: string, port: number, smtpUrl: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      MAIL_RETRY_SECONDS: '1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@punla.test',
      ADMIN_PASSWORD: 'Admin-Password-1',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  startOutput.set(child, output);
  return child;
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start:\n${startOutput.get(child)?.join('') ?? ''}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
