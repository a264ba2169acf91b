import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { apiRoutes } from '@punla/contract';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createPlayer,
  createTestApp,
  useTestApp,
} from '../../../test/test-app.ts';

const t = useTestApp();

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: apiRoutes.accounts.login, payload: payload as object, headers });

describe('POST /api/public/user/login', () => {
  it('logs in with the username or the e-mail, in any letter case, and the token carries the role', async () => {
    const player = await createPlayer(t);
    for (const identifier of [
      player.user.username,
      player.user.email,
      player.user.email.toUpperCase(),
    ]) {
      const response = await login({ identifier, password: player.password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user.id).toBe(player.user.id);
      const claims = decodeJwt(body.token);
      expect(claims).toMatchObject({ sub: player.user.id, role: 'USER' });
    }
  });

  it('gives the first admin, created at start from ADMIN_EMAIL, a token with role ADMIN', async () => {
    const response = await login({ identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().token).role).toBe('ADMIN');
    expect(response.json().user).toMatchObject({ role: 'ADMIN', verified: true });
  });

  it('lets an unverified player log in (the web app sends them to verification)', async () => {
    const player = await createPlayer(t, { verified: false });
    expect(player.user.verified).toBe(false);
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const player = await createPlayer(t);
    const wrong = await login({ identifier: player.user.username, password: 'not-the-password' });
    const unknown = await login({ identifier: 'nobody_here', password: 'whatever-123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'The e-mail, username or password is not correct.',
      });
    }
  });

  it.each([
    [{}, 'identifier: Enter your e-mail or username.'],
    [{ identifier: '', password: 'x' }, 'identifier: Enter your e-mail or username.'],
    [{ identifier: 'someone' }, 'password: Enter your password.'],
    [{ identifier: ['a'], password: 'x' }, 'identifier'],
    [
      { identifier: 'someone', password: 'x', remember: true },
      'Unknown field "remember" in the body.',
    ],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('login rate limits', () => {
  it('locks an account after repeated wrong passwords, even with the right one, until the window ends', async () => {
    const player = await createPlayer(t);
    const limit = t.config.rateLimits.loginFailuresPerAccount;
    for (let i = 0; i < limit; i += 1) {
      const response = await login(
        { identifier: player.user.username, password: 'wrong-password' },
        { 'x-forwarded-for': `10.0.0.${i}` },
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ identifier: player.user.username, password: player.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.json().message).toMatch(
      /^Too many failed logins for this account\. Try again in \d+ minutes?\.$/,
    );

    t.clock.advance(15 * 60 * 1000);
    expect(
      (await login({ identifier: player.user.username, password: player.password })).statusCode,
    ).toBe(200);
  });

  it('limits attempts per network address', async () => {
    const limited = await createTestApp({ rateLimits: { ...t.config.rateLimits, loginPerIp: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.request({
          method: 'POST',
          url: apiRoutes.accounts.login,
          payload: { identifier: `someone${i}`, password: 'whatever-123' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
