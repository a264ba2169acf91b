import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiRoutes, pathTo, type UserProfile } from '@punla/contract';
import { login, newAccount, profileOf } from '../../../test/factories/accounts.ts';
import { createPlayer, usePlayer, useTestApp } from '../../../test/test-app.ts';

// The test clock stands in June 2026 (Asia/Manila): a player born in 2013 turns 13 this year.
const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const TOO_YOUNG =
  'Punla is for players aged 13 and older. We did not create an account, and we kept nothing you typed.';

const signup = (payload: object) =>
  t.request({ method: 'POST', url: apiRoutes.accounts.signup, payload });

async function count(table: 'users' | 'rate_limit_counters'): Promise<number> {
  const result = await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('sign-up asks the birth year', () => {
  it('refuses a 12-year-old kindly and keeps nothing: no account, no count, no mail', async () => {
    const account = { ...newAccount(), birthYear: 2014 };
    const [users, counters] = [await count('users'), await count('rate_limit_counters')];

    const response = await signup(account);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TOO_YOUNG', message: TOO_YOUNG });
    expect(await count('users')).toBe(users);
    expect(await count('rate_limit_counters')).toBe(counters);
    await t.mailsSettled();
    await expect(t.inbox.next(account.email, 500)).rejects.toThrow();
  });

  it('creates the account of a player who turns 13 this year, with the year', async () => {
    const account = { ...newAccount(), birthYear: 2013 };
    const response = await signup(account);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ username: account.username, birthYear: 2013 });
  });

  it.each([
    ['in the future', { birthYear: 2027 }, 'birthYear: The birth year cannot be in the future.'],
    ['before 1900', { birthYear: 1899 }, 'birthYear: Choose a birth year from 1900 on.'],
    ['missing', {}, 'birthYear: Choose the year you were born.'],
    ['a string', { birthYear: '1990' }, 'birthYear: Choose the year you were born.'],
    ['not whole', { birthYear: 1990.5 }, 'birthYear: Choose the year you were born.'],
  ])('refuses a birth year %s with 400 naming birthYear', async (_, year, message) => {
    const { birthYear: _adult, ...account } = newAccount();
    const users = await count('users');
    const response = await signup({ ...account, ...year });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toContain(message);
    expect(await count('users')).toBe(users);
  });
});

describe('PUT /api/secure/user/{userId}/birth-year', () => {
  const put = (userId: string, token: string | undefined, payload: object) =>
    t.request({
      method: 'PUT',
      url: pathTo(apiRoutes.accounts.birthYear, { userId }),
      payload,
      ...(token ? { token } : {}),
    });

  it('is told once by the player: a second answer is refused', async () => {
    const player = await createPlayer(t, { birthYear: null });
    expect((await profileOf(t, player)).birthYear).toBeNull();

    const first = await put(player.user.id, player.token, { birthYear: 2005 });
    expect(first.statusCode).toBe(200);
    expect(first.json<UserProfile>().birthYear).toBe(2005);

    const second = await put(player.user.id, player.token, { birthYear: 1990 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'BIRTH_YEAR_ALREADY_SET',
      message: 'Your birth year is already on file: it is asked only once.',
    });
    expect((await profileOf(t, player)).birthYear).toBe(2005);
  });

  it('refuses another player, an admin, and no token', async () => {
    const player = await createPlayer(t, { birthYear: null });
    const other = await createPlayer(t);
    expect((await put(player.user.id, other.token, { birthYear: 1990 })).statusCode).toBe(403);
    expect((await put(player.user.id, admin.token, { birthYear: 1990 })).statusCode).toBe(403);
    expect((await put(player.user.id, undefined, { birthYear: 1990 })).statusCode).toBe(401);
    expect((await profileOf(t, player)).birthYear).toBeNull();
  });

  it.each([
    [{ birthYear: 2027 }, 'birthYear: The birth year cannot be in the future.'],
    [{ birthYear: 1899 }, 'birthYear: Choose a birth year from 1900 on.'],
    [{}, 'birthYear: Choose the year you were born.'],
  ])('refuses %j with 400 naming birthYear, and keeps asking', async (payload, message) => {
    const player = await createPlayer(t, { birthYear: null });
    const response = await put(player.user.id, player.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await profileOf(t, player)).birthYear).toBeNull();
  });

  it('tells a player under 13 kindly that the account will be closed', async () => {
    const player = await createPlayer(t, { birthYear: null });
    const response = await put(player.user.id, player.token, { birthYear: 2015 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TOO_YOUNG' });
    expect(response.json().message).toContain('Punla is for players aged 13 and older');
    expect(response.json().message).toContain('close this account');
    // Closed and erased at once: logged out, no login opens it, nothing to keep.
    const own = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.accounts.user, { userId: player.user.id }),
      token: player.token,
    });
    expect(own.statusCode).toBe(401);
    const again = await login(t, player.user.username, player.password);
    expect(again.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const [row] = (
      (await t.db.execute(
        sql`select birth_year, erased_at is not null as erased, username from users where id = ${player.user.id}`,
      )) as unknown as { rows: { birth_year: number | null; erased: boolean; username: string }[] }
    ).rows;
    expect(row).toEqual({
      birth_year: null,
      erased: true,
      username: expect.stringMatching(/^Former player /),
    });
  });
});
