import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { newAccount } from '../../test/factories/accounts.ts';
import { useLoggedTestApp } from '../../test/log-capture.ts';
import { startOidcProvider } from '../../test/oidc-provider.ts';
import { codeFrom } from '../../test/smtp-inbox.ts';
import { REDACTED, redactUrl } from './request-log.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/public/user/verify-email/a%40b.test/123456', '/api/public/user/verify-email/[redacted]'],
    ['/verify-account/a@b.test/123456', '/verify-account/[redacted]'],
    ['/VERIFY-ACCOUNT/a@b.test/123456?x=1', '/VERIFY-ACCOUNT/[redacted]?x=1'],
    ['/reset-password/a@b.test/654321', '/reset-password/[redacted]'],
    ['/google-callback/abcdef0123', '/google-callback/[redacted]'],
    [
      '/api/public/user/google/callback?code=4%2F0Ab&state=xyz&scope=openid',
      '/api/public/user/google/callback?code=[redacted]&state=[redacted]&scope=openid',
    ],
    [
      '/api/public/user/google/callback?%63ode=abc',
      '/api/public/user/google/callback?%63ode=[redacted]',
    ],
    ['/api/secure/report?status=OPEN&page=2', '/api/secure/report?status=OPEN&page=2'],
    ['/api/public/leaderboard/season/current', '/api/public/leaderboard/season/current'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the request log of a sign-up, verification, login and password reset', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(() => provider.stop());
  const t = useLoggedTestApp(() => ({
    GOOGLE_CLIENT_ID: 'punla-test-client',
    GOOGLE_CLIENT_SECRET: 'punla-test-secret',
    GOOGLE_ISSUER_URL: provider.issuerUrl,
  }));
  const send = (options: InjectOptions) => t.request(options);

  it('holds no code, no password, no hash and no token', async () => {
    const account = newAccount();
    const signedUp = await send({
      method: 'POST',
      url: apiRoutes.accounts.signup,
      payload: account,
    });
    expect(signedUp.statusCode).toBe(201);
    const code = codeFrom(await t.inbox.next(account.email));
    const { email } = account;

    // The web page the mail links to, then the API call it makes.
    await send({ method: 'GET', url: `/verify-account/${encodeURIComponent(email)}/${code}` });
    const verified = await send({
      method: 'GET',
      url: pathTo(apiRoutes.accounts.verifyEmail, { email, code }),
    });
    expect(verified.statusCode).toBe(200);

    const loggedIn = await send({
      method: 'POST',
      url: apiRoutes.accounts.login,
      payload: { identifier: email, password: account.password },
    });
    expect(loggedIn.statusCode).toBe(200);
    const token = loggedIn.json().token as string;
    const userId = loggedIn.json().user.id as string;
    const profile = await send({
      method: 'GET',
      url: pathTo(apiRoutes.accounts.user, { userId }),
      headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` },
    });
    expect(profile.statusCode).toBe(200);

    const hashNow = async () => {
      const stored = await t.db.execute(
        sql`select password_hash as "hash" from users where id = ${userId}`,
      );
      const hash = (stored as unknown as { rows: { hash: string }[] }).rows[0]?.hash;
      expect(hash).toMatch(/^\$argon2id\$/);
      return hash ?? 'missing-hash';
    };
    const secrets = [code, account.password, token, await hashNow()];
    const forgot = apiRoutes.accounts.forgotPassword;
    const reset = apiRoutes.accounts.resetPassword;
    const newPassword = 'Sapling-2026-new';
    const asked = await send({ method: 'POST', url: forgot, payload: { email } });
    expect(asked.statusCode).toBe(202);
    const resetCode = codeFrom(await t.inbox.next(email));
    secrets.push(resetCode, newPassword);
    await send({ method: 'GET', url: `/reset-password/${encodeURIComponent(email)}/${resetCode}` });
    const done = await send({
      method: 'POST',
      url: reset,
      payload: { email, code: resetCode, newPassword },
    });
    expect(done.statusCode).toBe(200);

    // Google sign-in: the redirect back with Google's code and our state, the web page with
    // the one-time login code, and a callback whose state was forged (logged as a refusal).
    for (const tamper of [false, true]) {
      provider.signInAs({ sub: `google-${email}`, email, email_verified: true });
      const start = await send({ method: 'GET', url: apiRoutes.accounts.googleStart });
      const cookie = start.cookies.find((c) => c.name === 'punla_google_login');
      const consent = await fetch(new URL(start.headers.location as string), {
        redirect: 'manual',
      });
      const back = new URL(consent.headers.get('location') as string);
      secrets.push(
        back.searchParams.get('code') ?? 'no-code',
        back.searchParams.get('state') ?? '',
      );
      if (tamper) back.searchParams.set('state', 'forged-state-value');
      const callback = await send({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        cookies: { punla_google_login: cookie?.value ?? '' },
      });
      expect(callback.statusCode).toBe(302);
      const landing = new URL(callback.headers.location as string, 'http://punla.test');
      if (!tamper) {
        const loginCode = landing.pathname.split('/')[2] ?? 'no-login-code';
        const browserNonce =
          callback.cookies.find((c) => c.name === 'punla_google_browser')?.value ?? 'no-nonce';
        secrets.push(decodeURIComponent(loginCode), browserNonce);
        await send({ method: 'GET', url: landing.pathname });
        const exchanged = await send({
          method: 'POST',
          url: apiRoutes.accounts.googleExchange,
          payload: { code: decodeURIComponent(loginCode) },
          cookies: { punla_google_browser: browserNonce },
        });
        expect(exchanged.statusCode).toBe(200);
        secrets.push(exchanged.json<{ token: string }>().token);
      }
    }
    secrets.push('forged-state-value');

    secrets.push(await hashNow());

    const log = t.lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain(REDACTED);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain('scrypt$');
    expect(log).not.toMatch(/Bearer /i);
    // Every request line is there, with its path redacted rather than dropped.
    const urls = t.lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toContain('/api/public/user/verify-email/[redacted]');
    expect(urls).toContain('/reset-password/[redacted]');
    expect(urls).toContain('/api/public/user/google/callback?code=[redacted]&state=[redacted]');
  });
});
