import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { apiRoutes, pathTo, STARTER_KIT, type UserProfile } from '@punla/contract';
import { resourcesOf, seedlingsOf } from '../../../test/factories/inventory.ts';
import { startOidcProvider } from '../../../test/oidc-provider.ts';
import { createPlayer, createTestApp, type TestApp } from '../../../test/test-app.ts';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp(
    {},
    {
      GOOGLE_CLIENT_ID: 'punla-test-client',
      GOOGLE_CLIENT_SECRET: 'punla-test-secret',
      GOOGLE_ISSUER_URL: provider.issuerUrl,
    },
  );
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Runs the browser's part of the flow: our start route, the provider, our callback. */
async function signInWithGoogle(options: { tamperState?: boolean; dropCookie?: boolean } = {}) {
  const start = await t.request({ method: 'GET', url: apiRoutes.accounts.googleStart });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === 'punla_google_login');
  expect(cookie?.httpOnly).toBe(true);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(new URL(provider.issuerUrl).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    'http://punla.test/api/public/user/google/callback',
  );

  const consent = await fetch(authorize, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location') as string);
  if (options.tamperState) back.searchParams.set('state', 'forged-state');
  const callback = await t.request({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: options.dropCookie ? {} : { punla_google_login: cookie?.value ?? '' },
  });
  expect(callback.statusCode).toBe(302);
  return new URL(callback.headers.location as string);
}

/** The one-time code the web app finds in the landing address. */
const codeOf = (landing: URL) => decodeURIComponent(landing.pathname.split('/')[2] ?? '');

/** Trades a one-time code for a session, as the web app does on landing. */
const exchangeCode = (code: string) =>
  t.request({ method: 'POST', url: apiRoutes.accounts.googleExchange, payload: { code } });

async function exchange(landing: URL): Promise<{ token: string; user: Record<string, unknown> }> {
  const response = await exchangeCode(codeOf(landing));
  expect(response.statusCode).toBe(200);
  return response.json();
}

function profile(token: string, userId: string) {
  return t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.user, { userId }), token });
}

describe('Google login (OpenID Connect code flow)', () => {
  it('says it is enabled', async () => {
    const response = await t.request({ method: 'GET', url: apiRoutes.accounts.googleStatus });
    expect(response.json()).toEqual({ enabled: true });
  });

  it('creates a verified player and hands the web app a one-time code worth one session', async () => {
    provider.signInAs({
      sub: 'google-new',
      email: 'Maya.Santos@example.test',
      email_verified: true,
    });
    const landing = await signInWithGoogle();
    expect(landing.pathname).toMatch(/^\/google-callback\/[A-Za-z0-9_-]{40,}$/);
    const code = codeOf(landing);

    const first = await exchangeCode(code);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.user).toMatchObject({
      email: 'maya.santos@example.test',
      username: 'maya_santos',
      verified: true,
      hasPassword: false,
    });
    expect(decodeJwt(body.token)).toMatchObject({ sub: body.user.id, role: 'USER' });

    const again = await exchangeCode(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This sign-in link has expired or was already used. Sign in again.',
    );

    const sameUser = await exchangeCode(codeOf(await signInWithGoogle()));
    expect(sameUser.json().user.id).toBe(body.user.id);
  });

  it('links to the verified account with the same e-mail, keeping its password and sessions', async () => {
    const player = await createPlayer(t);
    provider.signInAs({ sub: 'google-existing', email: player.user.email, email_verified: true });
    const body = await exchange(await signInWithGoogle());
    expect(body.user).toMatchObject({ id: player.user.id, verified: true, hasPassword: true });
    const own = await profile(player.token, player.user.id);
    expect(own.statusCode).toBe(200);
  });

  it('takes an unverified account back from whoever made it with the owner’s e-mail', async () => {
    // The attacker signs up with the victim's address and a password of their own, and logs in.
    const victimEmail = `victim_${Date.now()}@example.test`;
    const attackerPassword = 'Attacker-pass-1';
    const signup = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.signup,
      payload: {
        email: victimEmail,
        username: `pre${Date.now() % 1e8}`,
        password: attackerPassword,
      },
    });
    expect(signup.statusCode).toBe(201);
    const accountId = signup.json().user.id as string;
    const attackerLogin = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.login,
      payload: { identifier: victimEmail, password: attackerPassword },
    });
    expect(attackerLogin.statusCode).toBe(200);
    const attackerToken = attackerLogin.json().token as string;
    expect((await profile(attackerToken, accountId)).statusCode).toBe(200);

    // The victim signs in with Google, whose address is verified.
    provider.signInAs({ sub: 'google-victim', email: victimEmail, email_verified: true });
    const victim = await exchange(await signInWithGoogle());
    expect(victim.user).toMatchObject({ id: accountId, verified: true, hasPassword: false });

    // The attacker's session and password are gone; the victim's session works.
    const stale = await profile(attackerToken, accountId);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('Your session has ended. Please log in again.');
    const again = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.login,
      payload: { identifier: victimEmail, password: attackerPassword },
    });
    expect(again.statusCode).toBe(401);
    expect((await profile(victim.token, accountId)).statusCode).toBe(200);

    // The account got its starter kit once, as verification gives it, and a second Google
    // sign-in changes nothing.
    provider.signInAs({ sub: 'google-victim', email: victimEmail, email_verified: true });
    const next = await exchange(await signInWithGoogle());
    expect(next.user.id).toBe(accountId);
    const owner = { user: next.user as unknown as UserProfile, token: next.token, password: '' };
    expect(await seedlingsOf(t, owner)).toHaveLength(STARTER_KIT.narraSeedlings);
    expect(await resourcesOf(t, owner)).toMatchObject({
      water: STARTER_KIT.water,
      fertilizer: STARTER_KIT.fertilizer,
    });
  });

  it('refuses an e-mail that Google has not verified', async () => {
    provider.signInAs({
      sub: 'google-unverified',
      email: 'unverified@example.test',
      email_verified: false,
    });
    const landing = await signInWithGoogle();
    expect(landing.pathname).toBe('/google-callback');
    expect(landing.searchParams.get('error')).toBe(
      'Your Google account has no verified e-mail address.',
    );
  });

  it('refuses a forged state and a missing state cookie', async () => {
    provider.signInAs({ sub: 'google-x', email: 'x@example.test', email_verified: true });
    const forged = await signInWithGoogle({ tamperState: true });
    expect(forged.searchParams.get('error')).toBe('Google sign-in did not complete. Try again.');
    const noCookie = await signInWithGoogle({ dropCookie: true });
    expect(noCookie.searchParams.get('error')).toBe(
      'The Google sign-in took too long or was started elsewhere. Try again.',
    );
  });

  it('refuses an expired one-time code', async () => {
    provider.signInAs({ sub: 'google-late', email: 'late@example.test', email_verified: true });
    const code = codeOf(await signInWithGoogle());
    t.clock.advance(121 * 1000);
    expect((await exchangeCode(code)).statusCode).toBe(400);
  });

  it('refuses a malformed exchange body', async () => {
    const response = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.googleExchange,
      payload: { code: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('Google login when not configured', () => {
  it('says it is disabled and answers 503 with a clear message', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.request({ method: 'GET', url: apiRoutes.accounts.googleStatus })).json(),
      ).toEqual({
        enabled: false,
      });
      const start = await plain.request({ method: 'GET', url: apiRoutes.accounts.googleStart });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toMatchObject({
        code: 'GOOGLE_NOT_CONFIGURED',
        message:
          'Google sign-in is not set up on this server. Log in with your e-mail or username.',
      });
    } finally {
      await plain.close();
    }
  });
});
