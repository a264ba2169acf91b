import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { apiPaths } from '@punla/contract';
import { createPlayer, createTestApp, uniqueName, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET and PUT /api/secure/user/{userId}', () => {
  it('shows the player their own profile and nothing secret', async () => {
    const player = await createPlayer(t);
    const response = await t.request({
      method: 'GET',
      url: apiPaths.user(player.user.id),
      token: player.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(player.user);
    expect(Object.keys(response.json()).sort()).toEqual([
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
    const none = await t.request({ method: 'GET', url: apiPaths.user(player.user.id) });
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
    const withForged = await t.request({
      method: 'GET',
      url: apiPaths.user(player.user.id),
      token: forged,
    });
    expect(withForged.statusCode).toBe(401);
    expect(withForged.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'Your session is not valid. Please log in again.',
    });

    const garbage = await t.request({
      method: 'GET',
      url: apiPaths.user(player.user.id),
      token: 'not.a.jwt',
    });
    expect(garbage.statusCode).toBe(401);

    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const expired = await t.request({
      method: 'GET',
      url: apiPaths.user(player.user.id),
      token: player.token,
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
  });

  it("refuses another player's profile with 403, and lets an admin read it", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const response = await t.request({
      method: 'GET',
      url: apiPaths.user(other.user.id),
      token: player.token,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You can only access your own account's data.");
    const change = await t.request({
      method: 'PUT',
      url: apiPaths.user(other.user.id),
      token: player.token,
      payload: { username: uniqueName() },
    });
    expect(change.statusCode).toBe(403);

    const admin = await createPlayer(t, { role: 'ADMIN' });
    const byAdmin = await t.request({
      method: 'GET',
      url: apiPaths.user(other.user.id),
      token: admin.token,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().id).toBe(other.user.id);
  });

  it('lets a player change their username and tour flag, not their role, XP or e-mail', async () => {
    const player = await createPlayer(t);
    const username = uniqueName('n');
    const response = await t.request({
      method: 'PUT',
      url: apiPaths.user(player.user.id),
      token: player.token,
      payload: { username, tourCompleted: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username,
      tourCompleted: true,
      role: 'USER',
      totalXp: 0,
    });

    for (const field of ['role', 'totalXp', 'email', 'verified']) {
      const refused = await t.request({
        method: 'PUT',
        url: apiPaths.user(player.user.id),
        token: player.token,
        payload: { [field]: field === 'totalXp' ? 9999 : field === 'verified' ? true : 'ADMIN' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`Unknown field "${field}" in the body.`);
    }
    const after = await t.request({
      method: 'GET',
      url: apiPaths.user(player.user.id),
      token: player.token,
    });
    expect(after.json()).toMatchObject({ role: 'USER', totalXp: 0, email: player.user.email });
  });

  it('refuses a username that is taken or malformed', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const taken = await t.request({
      method: 'PUT',
      url: apiPaths.user(player.user.id),
      token: player.token,
      payload: { username: other.user.username.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This username is taken. Choose another one.');
    const malformed = await t.request({
      method: 'PUT',
      url: apiPaths.user(player.user.id),
      token: player.token,
      payload: { username: 'no spaces' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(
      'username: A username may use only letters, digits and _.',
    );
  });
});

describe('PUT /api/secure/user/{userId}/update-password', () => {
  it('needs the current password, then refuses older tokens and accepts the new password', async () => {
    const player = await createPlayer(t);
    const url = apiPaths.updatePassword(player.user.id);
    const wrong = await t.request({
      method: 'PUT',
      url,
      token: player.token,
      payload: { currentPassword: 'not-it-at-all', newPassword: 'New-Password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');

    const response = await t.request({
      method: 'PUT',
      url,
      token: player.token,
      payload: { currentPassword: player.password, newPassword: 'New-Password-1' },
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().token as string;

    const old = await t.request({
      method: 'GET',
      url: apiPaths.user(player.user.id),
      token: player.token,
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Your session has ended. Please log in again.');
    const current = await t.request({
      method: 'GET',
      url: apiPaths.user(player.user.id),
      token: fresh,
    });
    expect(current.statusCode).toBe(200);

    const oldLogin = await t.request({
      method: 'POST',
      url: apiPaths.login,
      payload: { identifier: player.user.username, password: player.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.request({
      method: 'POST',
      url: apiPaths.login,
      payload: { identifier: player.user.username, password: 'New-Password-1' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a too-short new password, the same password, and unknown fields', async () => {
    const player = await createPlayer(t);
    const url = apiPaths.updatePassword(player.user.id);
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
      const response = await t.request({ method: 'PUT', url, token: player.token, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("refuses to change another player's password", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const response = await t.request({
      method: 'PUT',
      url: apiPaths.updatePassword(other.user.id),
      token: player.token,
      payload: { currentPassword: other.password, newPassword: 'Taken-Over-1' },
    });
    expect(response.statusCode).toBe(403);
  });
});
