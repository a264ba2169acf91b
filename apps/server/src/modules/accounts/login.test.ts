import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { apiRoutes } from '@punla/contract';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createPlayer,
  createTestApp,
  useTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import { findUserById, updateUser } from './accounts.repository.ts';

// The app sits behind a proxy on the same machine, so tests can name the client's address.
const t = useTestApp({}, { TRUST_PROXY: '127.0.0.1' });

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

  it('lets a player whose password was stored with scrypt log in, and stores it with argon2id from then on', async () => {
    const player = await createPlayer(t);
    const salt = randomBytes(16);
    const key = scryptSync(player.password, salt, 64, { N: 2 ** 10, r: 8, p: 1 });
    const scryptHash = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    await updateUser(t.db, player.user.id, { passwordHash: scryptHash });

    const first = await login({ identifier: player.user.username, password: player.password });
    expect(first.statusCode).toBe(200);
    const stored = (await findUserById(t.db, player.user.id))?.passwordHash;
    expect(stored?.startsWith('$argon2id$')).toBe(true);

    const again = await login({ identifier: player.user.email, password: player.password });
    expect(again.statusCode).toBe(200);
    expect((await findUserById(t.db, player.user.id))?.passwordHash).toBe(stored);
    const wrong = await login({ identifier: player.user.username, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
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
  const fromAddress = (address: string) => ({ 'x-forwarded-for': address });
  /** The player's username with a password, sent from a client address behind the proxy. */
  const loginFrom = (address: string, player: TestPlayer, password: string) =>
    login({ identifier: player.user.username, password }, fromAddress(address));

  it('locks an account after repeated wrong passwords from one address, even with the right one, until the window ends', async () => {
    const player = await createPlayer(t);
    const limit = t.config.rateLimits.loginFailuresPerAccount;
    for (let i = 0; i < limit; i += 1) {
      const response = await loginFrom('203.0.113.7', player, 'wrong-password');
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(
      { identifier: player.user.email, password: player.password },
      fromAddress('203.0.113.7'),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.json().message).toMatch(
      /^Too many failed logins for this account\. Try again in \d+ minutes?\.$/,
    );

    t.clock.advance(15 * 60 * 1000);
    expect((await loginFrom('203.0.113.7', player, player.password)).statusCode).toBe(200);
  });

  it('does not lock the owner out from another address', async () => {
    const player = await createPlayer(t);
    const limit = t.config.rateLimits.loginFailuresPerAccount;
    for (let i = 0; i <= limit; i += 1) {
      await loginFrom('198.51.100.66', player, 'attacker-guess');
    }
    const attacker = await loginFrom('198.51.100.66', player, player.password);
    expect(attacker.statusCode).toBe(429);
    const owner = await loginFrom('192.0.2.10', player, player.password);
    expect(owner.statusCode).toBe(200);
  });

  it('forgets the wrong passwords once the right one is typed', async () => {
    const player = await createPlayer(t);
    const limit = t.config.rateLimits.loginFailuresPerAccount;
    const attempt = (password: string) =>
      login({ identifier: player.user.username, password }, fromAddress('192.0.2.20'));
    for (let i = 0; i < limit - 1; i += 1)
      expect((await attempt('typo-typo')).statusCode).toBe(401);
    expect((await attempt(player.password)).statusCode).toBe(200);
    for (let i = 0; i < limit - 1; i += 1)
      expect((await attempt('typo-typo')).statusCode).toBe(401);
    expect((await attempt(player.password)).statusCode).toBe(200);
  });

  it('lets a password reset clear a lockout at once', async () => {
    const player = await createPlayer(t);
    const limit = t.config.rateLimits.loginFailuresPerAccount;
    for (let i = 0; i <= limit; i += 1) {
      await login({ identifier: player.user.username, password: 'wrong-password' });
    }
    expect(
      (await login({ identifier: player.user.username, password: player.password })).statusCode,
    ).toBe(429);

    const forgot = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.forgotPassword,
      payload: { email: player.user.email },
    });
    expect(forgot.statusCode).toBe(202);
    const code = codeFrom(await t.inbox.next(player.user.email));
    const reset = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.resetPassword,
      payload: { email: player.user.email, code, newPassword: 'A-new-password-9' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await login({ identifier: player.user.username, password: 'A-new-password-9' })).statusCode,
    ).toBe(200);
  });

  it('lets a classroom of 40 behind one address log in, typos included', async () => {
    const players = [];
    for (let i = 0; i < 40; i += 1) players.push(await createPlayer(t));
    for (const player of players) {
      const typo = await login(
        { identifier: player.user.username, password: `${player.password}x` },
        fromAddress('192.0.2.200'),
      );
      expect(typo.statusCode).toBe(401);
      const right = await loginFrom('192.0.2.200', player, player.password);
      expect(right.statusCode).toBe(200);
    }
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

describe('TRUST_PROXY', () => {
  const attemptsFrom = async (app: TestApp, addresses: string[]) => {
    const statuses = [];
    for (const [i, address] of addresses.entries()) {
      const response = await app.request({
        method: 'POST',
        url: apiRoutes.accounts.login,
        payload: { identifier: `nobody${i}`, password: 'whatever-123' },
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };
  const clients = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];

  it('is off by default: X-Forwarded-For is ignored and the socket address is limited', async () => {
    const plain = await createTestApp({ rateLimits: { ...t.config.rateLimits, loginPerIp: 3 } });
    try {
      expect(plain.config.trustProxy).toBe(false);
      expect(await attemptsFrom(plain, clients)).toEqual([401, 401, 401, 429]);
    } finally {
      await plain.close();
    }
  });

  it.each([['1'], ['127.0.0.1'], ['loopback,10.0.0.0/8']])(
    'with %s, limits the client named by the proxy',
    async (setting) => {
      const proxied = await createTestApp(
        { rateLimits: { ...t.config.rateLimits, loginPerIp: 3 } },
        { TRUST_PROXY: setting },
      );
      try {
        expect(await attemptsFrom(proxied, clients)).toEqual([401, 401, 401, 401]);
        const one = ['198.51.100.9', '198.51.100.9', '198.51.100.9', '198.51.100.9'];
        expect(await attemptsFrom(proxied, one)).toEqual([401, 401, 401, 429]);
      } finally {
        await proxied.close();
      }
    },
  );

  it('does not trust a proxy it was not told about', async () => {
    const proxied = await createTestApp(
      { rateLimits: { ...t.config.rateLimits, loginPerIp: 3 } },
      { TRUST_PROXY: '10.1.2.3' },
    );
    try {
      expect(await attemptsFrom(proxied, clients)).toEqual([401, 401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });
});
