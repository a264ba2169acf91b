import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { apiRoutes, pathTo } from '@punla/contract';
import { createPlayer, useTestApp, uniqueName } from '../../../test/test-app.ts';
import { login } from '../../../test/factories/accounts.ts';

const t = useTestApp();

const getUser = (userId: string, token?: string) =>
  t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.user, { userId }), token });
const putUser = (userId: string, token: string, payload: object) =>
  t.request({ method: 'PUT', url: pathTo(apiRoutes.accounts.user, { userId }), token, payload });
const putPassword = (userId: string, token: string, payload: object) =>
  t.request({
    method: 'PUT',
    url: pathTo(apiRoutes.accounts.updatePassword, { userId }),
    token,
    payload,
  });

describe('GET and PUT /api/secure/user/{userId}', () => {
  it('shows the player their own profile and nothing secret', async () => {
    const player = await createPlayer(t);
    const response = await getUser(player.user.id, player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(player.user);
    expect(Object.keys(response.json()).sort()).toEqual([
      'birthYear',
      'createdAt',
      'email',
      'hasPassword',
      'id',
      'referralCode',
      'referredCode',
      'role',
      'totalXp',
      'tourCompleted',
      'username',
      'verified',
      'walletBalance',
    ]);
  });

  it('refuses without a token, with a forged token and with an expired token', async () => {
    const player = await createPlayer(t);
    const none = await getUser(player.user.id);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please log in to continue.',
    });

    const forged = await new SignJWT({ role: 'ADMIN', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(player.user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret'));
    const withForged = await getUser(player.user.id, forged);
    expect(withForged.statusCode).toBe(401);
    expect(withForged.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'Your session is not valid. Please log in again.',
    });

    expect((await getUser(player.user.id, 'not.a.jwt')).statusCode).toBe(401);

    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const expired = await getUser(player.user.id, player.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
  });

  it("refuses another player's profile with 403, and lets an admin read it, not change it", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const response = await getUser(other.user.id, player.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You can only access your own account's data.");
    const change = await putUser(other.user.id, player.token, { username: uniqueName() });
    expect(change.statusCode).toBe(403);

    const admin = await createPlayer(t, { role: 'ADMIN' });
    const byAdmin = await getUser(other.user.id, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().id).toBe(other.user.id);
    const renamed = await putUser(other.user.id, admin.token, { username: uniqueName() });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().message).toBe(
      "Only the player changes this. An admin changes another player's account from their file in Players, with a reason.",
    );
    expect((await getUser(other.user.id, other.token)).json().username).toBe(other.user.username);
  });

  it('lets a player change their username and tour flag, not their role, XP or e-mail', async () => {
    const player = await createPlayer(t);
    const username = uniqueName('n');
    const response = await putUser(player.user.id, player.token, {
      username,
      tourCompleted: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username,
      tourCompleted: true,
      role: 'USER',
      totalXp: 0,
    });

    for (const field of ['role', 'totalXp', 'email', 'verified']) {
      const refused = await putUser(player.user.id, player.token, {
        [field]: field === 'totalXp' ? 9999 : field === 'verified' ? true : 'ADMIN',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`Unknown field "${field}" in the body.`);
    }
    const after = await getUser(player.user.id, player.token);
    expect(after.json()).toMatchObject({ role: 'USER', totalXp: 0, email: player.user.email });
  });

  it('refuses a username that is taken or malformed', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const taken = await putUser(player.user.id, player.token, {
      username: other.user.username.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This username is taken. Choose another one.');
    const malformed = await putUser(player.user.id, player.token, { username: 'no spaces' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(
      'username: A username may use only letters, digits and _.',
    );
  });
});

describe('PUT /api/secure/user/{userId}/update-password', () => {
  it('needs the current password, then refuses older tokens and accepts the new password', async () => {
    const player = await createPlayer(t);
    const wrong = await putPassword(player.user.id, player.token, {
      currentPassword: 'not-it-at-all',
      newPassword: 'New-Password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');

    const response = await putPassword(player.user.id, player.token, {
      currentPassword: player.password,
      newPassword: 'New-Password-1',
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().token as string;

    const old = await getUser(player.user.id, player.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Your session has ended. Please log in again.');
    expect((await getUser(player.user.id, fresh)).statusCode).toBe(200);

    const oldLogin = await login(t, player.user.username, player.password);
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await login(t, player.user.username, 'New-Password-1');
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a too-short new password, the same password, and unknown fields', async () => {
    const player = await createPlayer(t);
    const cases: [object, string][] = [
      [
        { currentPassword: player.password, newPassword: 'short' },
        'newPassword: A password has at least 8 characters.',
      ],
      [
        { currentPassword: player.password, newPassword: player.password },
        'newPassword: Choose a new password that is different from the current one.',
      ],
      [{ newPassword: 'Long-enough-1' }, 'currentPassword: This field is required.'],
      [
        { currentPassword: player.password, newPassword: 'Long-enough-1', userId: 'x' },
        'Unknown field "userId" in the body.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await putPassword(player.user.id, player.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("refuses to change another player's password", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const response = await putPassword(other.user.id, player.token, {
      currentPassword: other.password,
      newPassword: 'Taken-Over-1',
    });
    expect(response.statusCode).toBe(403);
  });
});
