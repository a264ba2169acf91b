import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { apiRoutes, pathTo } from '@punla/contract';
import { sql } from 'drizzle-orm';
import { codeFrom } from '../../test/smtp-inbox.ts';
import { createPlayer, useTestApp } from '../../test/test-app.ts';
import { deriveKeys } from './keys.ts';
import { keyedHash } from './secrets.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const keys = deriveKeys(SECRET);
const t = useTestApp({}, { JWT_SECRET: SECRET });

/** A token signed by hand, with only the claims given. */
async function handSigned(
  claims: Record<string, unknown>,
  options: { key?: string; sub?: string; exp?: number | null } = {},
): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(now);
  if (options.sub !== undefined) jwt = jwt.setSubject(options.sub);
  if (options.exp !== null) jwt = jwt.setExpirationTime(options.exp ?? now + 3600);
  return jwt.sign(new TextEncoder().encode(options.key ?? keys.tokenKey));
}

function profile(token: string, userId: string) {
  return t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.user, { userId }), token });
}

describe('session tokens', () => {
  it('accepts a token signed with the derived token key, with exp and a UUID sub', async () => {
    const player = await createPlayer(t);
    const token = await handSigned({ role: 'USER', ver: 0 }, { sub: player.user.id });
    expect((await profile(token, player.user.id)).statusCode).toBe(200);
  });

  it('refuses a token without exp with 401 and a clear message', async () => {
    const player = await createPlayer(t);
    const token = await handSigned({ role: 'USER', ver: 0 }, { sub: player.user.id, exp: null });
    const response = await profile(token, player.user.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'Your session token has no expiry time, so it is not accepted. Please log in again.',
    });
  });

  it.each([['not-a-uuid'], ['1'], ["x' or 1=1 --"], ['']])(
    'refuses a token whose sub is %j with 401, not 500',
    async (sub) => {
      const player = await createPlayer(t);
      const token = await handSigned({ role: 'USER', ver: 0 }, { sub });
      const response = await profile(token, player.user.id);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'TOKEN_INVALID',
        message: 'Your session token does not name an account. Please log in again.',
      });
    },
  );

  it('refuses a token with no sub at all', async () => {
    const player = await createPlayer(t);
    const token = await handSigned({ role: 'USER', ver: 0 });
    expect((await profile(token, player.user.id)).statusCode).toBe(401);
  });

  it('refuses a token signed with the configured secret itself rather than the derived key', async () => {
    const player = await createPlayer(t);
    const token = await handSigned({ role: 'USER', ver: 0 }, { sub: player.user.id, key: SECRET });
    const response = await profile(token, player.user.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses an expired token as expired', async () => {
    const player = await createPlayer(t);
    const past = Math.floor(t.clock.now().getTime() / 1000) - 60;
    const token = await handSigned({ role: 'USER', ver: 0 }, { sub: player.user.id, exp: past });
    const response = await profile(token, player.user.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token that worked once, the moment it expires', async () => {
    const player = await createPlayer(t);
    const soon = Math.floor(t.clock.now().getTime() / 1000) + 60;
    const token = await handSigned({ role: 'USER', ver: 0 }, { sub: player.user.id, exp: soon });
    expect((await profile(token, player.user.id)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const response = await profile(token, player.user.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });
});

describe('separate keys', () => {
  it('derives four different keys, none of them the secret, the same on every instance', () => {
    const values = Object.values(keys);
    expect(new Set(values).size).toBe(4);
    expect(values).not.toContain(SECRET);
    expect(deriveKeys(SECRET)).toEqual(keys);
    expect(deriveKeys(`${SECRET}!`).tokenKey).not.toBe(keys.tokenKey);
  });

  it('signs cookies with the cookie key', () => {
    const expected = createHmac('sha256', keys.cookieKey).update('state').digest('base64');
    expect(t.app.signCookie('state')).toBe(`state.${expected.replace(/=+$/, '')}`);
  });

  it('stores mailed codes under the code key', async () => {
    const email = `keys_${Date.now()}@example.test`;
    const signup = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.signup,
      payload: {
        email,
        username: `k${Date.now() % 1e8}`,
        password: 'Some-password-1',
        birthYear: 1990,
      },
    });
    expect(signup.statusCode).toBe(201);
    const code = codeFrom(await t.inbox.next(email));
    const result = await t.db.execute(
      sql`select code_hash as "codeHash" from email_verifications where user_id = ${signup.json().user.id}`,
    );
    const [stored] = (result as unknown as { rows: { codeHash: string }[] }).rows;
    expect(stored?.codeHash).toBe(keyedHash(keys.codeKey, code));
    expect(stored?.codeHash).not.toBe(keyedHash(SECRET, code));
  });
});

describe('server time limits', () => {
  it('cuts requests that arrive too slowly', () => {
    expect(t.app.server.requestTimeout).toBe(60_000);
    expect(t.app.server.headersTimeout).toBe(20_000);
  });
});
