import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, NUL_MESSAGE, pathTo, type Post } from '@punla/contract';
import { login, newAccount } from '../../test/factories/accounts.ts';
import { useLoggedTestApp } from '../../test/log-capture.ts';
import { multipart } from '../../test/multipart.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createPlayer } from '../../test/test-app.ts';

/** The app with its log captured, to read what a failure leaves there. */
const t = useLoggedTestApp();
let adminToken: string;

beforeAll(async () => {
  adminToken = (await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)).json<{ token: string }>().token;
});

/** The log lines written while `run` ran. */
async function logOf(run: () => Promise<void>): Promise<string> {
  const from = t.lines.length;
  await run();
  return t.lines.slice(from).join('');
}

describe('database errors in the log', () => {
  it('names the code, constraint and table of a failed insert, never its values', async () => {
    // A constraint no new row can meet makes the sign-up's insert fail inside the database.
    await t.db.execute(
      sql`alter table users add constraint users_refuse_all check (false) not valid`,
    );
    const account = newAccount();
    let status = 0;
    const log = await logOf(async () => {
      const response = await t.request({
        method: 'POST',
        url: apiRoutes.accounts.signup,
        payload: account,
      });
      status = response.statusCode;
      expect(response.json().message).toBe('Something went wrong on our side. Please try again.');
    });
    await t.db.execute(sql`alter table users drop constraint users_refuse_all`);

    expect(status).toBe(500);
    const failure = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; database?: Record<string, string> })
      .find((entry) => entry.level >= 50);
    expect(failure?.database).toMatchObject({
      code: '23514',
      constraint: 'users_refuse_all',
      table: 'users',
    });
    expect(log).not.toContain(account.email.toLowerCase());
    expect(log).not.toContain(account.username);
    expect(log).not.toContain(account.password);
    expect(log).not.toContain('scrypt$');
    expect(log).not.toMatch(/Failed query|params|insert into/i);
  });

  it('answers a write the database cannot tie to its account with 404, and logs no id', async () => {
    const created = await t.request({
      method: 'POST',
      url: apiRoutes.posts.list,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { title: 'Planting day', body: 'Come plant with us on Saturday.' },
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json<Post>().id;
    const player = await createPlayer(t);
    const missing = player.user.id;
    // A second key on the likes, to a table of no accounts: the like's insert names an account
    // the database cannot find, as when the account went away under the request.
    await t.db.execute(sql`create table gone_accounts (id uuid primary key)`);
    await t.db.execute(sql`alter table post_likes add constraint post_likes_user_id_gone_users_id_fk
      foreign key (user_id) references gone_accounts (id) not valid`);
    const log = await logOf(async () => {
      const response = await t.request({
        method: 'POST',
        url: pathTo(apiRoutes.posts.toggleLike, { postId, userId: missing }),
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('There is no account with this id.');
    }).finally(async () => {
      await t.db.execute(
        sql`alter table post_likes drop constraint post_likes_user_id_gone_users_id_fk`,
      );
      await t.db.execute(sql`drop table gone_accounts`);
    });
    expect(log).toContain('post_likes_user_id_gone_users_id_fk');
    // The address holds the id; the database's part of the log does not.
    const entries = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { database?: unknown });
    const databaseEntries = entries.filter((entry) => entry.database);
    expect(databaseEntries).toHaveLength(1);
    expect(JSON.stringify(databaseEntries)).not.toContain(missing);
  });
});

describe('input the database cannot hold', () => {
  it('refuses an id beyond the integer range with a 400 that says so', async () => {
    const response = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.leaderboard.season, { season: '2147483648' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/season/i);
  });

  it.each([
    [apiRoutes.accounts.login, { identifier: 'some\u0000one', password: 'whatever-1' }],
    [apiRoutes.accounts.signup, { ...newAccount(), referralCode: 'AB\u0000CD' }],
  ])('refuses NUL in %s', async (url, payload) => {
    const response = await t.request({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(NUL_MESSAGE);
  });
});

describe('a malformed multipart body', () => {
  const form = multipart({ title: 'Planting day', body: 'Come plant with us on Saturday.' });

  it.each([
    ['ends early', form.payload.subarray(0, 40), form.headers['content-type']],
    ['has no boundary', form.payload, 'multipart/form-data'],
    ['has another boundary', form.payload, 'multipart/form-data; boundary=something-else'],
  ])('%s: 400 with a clear message', async (_name, payload, contentType) => {
    const response = await t.request({
      method: 'POST',
      url: apiRoutes.posts.list,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': contentType ?? '' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/multipart/);
  });
});

describe('a query that fails without an answer from the database', () => {
  it('logs why, without the query or its values', async () => {
    const account = newAccount();
    await t.database.close();
    const log = await logOf(async () => {
      const response = await t.request({
        method: 'POST',
        url: apiRoutes.accounts.login,
        payload: { identifier: account.username, password: account.password },
      });
      expect(response.statusCode).toBe(500);
    });
    const failure = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; query?: string })
      .find((entry) => entry.level >= 50);
    expect(failure?.query).toBe('failed');
    expect(log).not.toContain(account.username);
    expect(log).not.toContain(account.password);
    expect(log).not.toMatch(/Failed query|select /i);
  });
});
