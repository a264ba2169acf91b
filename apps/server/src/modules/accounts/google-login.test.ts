import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import {
  apiRoutes,
  GOOGLE_LOGIN_CODE_TTL_SECONDS,
  pathTo,
  STARTER_KIT,
  type UserProfile,
} from '@punla/contract';
import { users } from '../../db/schema/index.ts';
import { signUp } from '../../../test/factories/accounts.ts';
import { resourcesOf, seedlingsOf } from '../../../test/factories/inventory.ts';
import { startOidcProvider } from '../../../test/oidc-provider.ts';
import {
  ADMIN_EMAIL,
  createPlayer,
  createTestApp,
  uniqueName,
  type TestApp,
} from '../../../test/test-app.ts';
import { findUserById, insertUser } from './accounts.repository.ts';

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

const BROWSER_COOKIE = 'punla_google_browser';

/**
 * Where the callback sent the browser, and the nonce cookie it gave that browser (the landing
 * is the web page's address: its one-time code or its `?error=`).
 */
interface Landing {
  url: URL;
  browserNonce: string | undefined;
  browserCookie: Awaited<ReturnType<TestApp['request']>>['cookies'][number] | undefined;
}

/** Runs the browser's part of the flow: our start route, the provider, our callback. */
async function signInWithGoogle(
  options: {
    tamperState?: boolean;
    dropCookie?: boolean;
    app?: TestApp;
    /** From the sign-up page (an adult's year unless given); null: from the login page. */
    birthYear?: number | null;
  } = {},
): Promise<Landing> {
  const app = options.app ?? t;
  const birthYear = options.birthYear === undefined ? 2000 : options.birthYear;
  const start = await app.request({
    method: 'GET',
    url: apiRoutes.accounts.googleStart,
    ...(birthYear === null ? {} : { query: { birthYear: String(birthYear) } }),
  });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === 'punla_google_login');
  expect(cookie?.httpOnly).toBe(true);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(new URL(provider.issuerUrl).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    `${app.config.publicUrl}${apiRoutes.accounts.googleCallback}`,
  );

  const consent = await fetch(authorize, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location') as string);
  if (options.tamperState) back.searchParams.set('state', 'forged-state');
  const callback = await app.request({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: options.dropCookie ? {} : { punla_google_login: cookie?.value ?? '' },
  });
  expect(callback.statusCode).toBe(302);
  const browserCookie = callback.cookies.find((c) => c.name === BROWSER_COOKIE);
  return {
    url: new URL(callback.headers.location as string),
    browserNonce: browserCookie?.value,
    browserCookie,
  };
}

/** The one-time code the web app finds in the landing address. */
const codeOf = (landing: Landing) => decodeURIComponent(landing.url.pathname.split('/')[2] ?? '');

/**
 * Trades a one-time code for a session, as the web app does on landing, from a browser that
 * holds this nonce cookie (or none).
 */
const exchangeCode = (code: string, browserNonce: string | undefined, app = t) =>
  app.request({
    method: 'POST',
    url: apiRoutes.accounts.googleExchange,
    payload: { code },
    cookies: browserNonce === undefined ? {} : { [BROWSER_COOKIE]: browserNonce },
  });

async function exchange(
  landing: Landing,
): Promise<{ token: string; user: Record<string, unknown> }> {
  const response = await exchangeCode(codeOf(landing), landing.browserNonce);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const SPENT = 'This sign-in link has expired or was already used. Sign in again.';
const OTHER_BROWSER =
  'This Google sign-in was started in another browser, or this browser did not keep its ' +
  'cookie. Sign in with Google again here.';

/** The exchange's answer clears the nonce cookie, whatever the outcome. */
function expectBrowserCookieCleared(response: Awaited<ReturnType<typeof exchangeCode>>) {
  const cleared = response.cookies.find((c) => c.name === BROWSER_COOKIE);
  expect(cleared).toMatchObject({ value: '', path: apiRoutes.accounts.googleExchange });
  expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
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
    expect(landing.url.pathname).toMatch(/^\/google-callback\/[A-Za-z0-9_-]{40,}$/);
    const code = codeOf(landing);

    // The browser that came back from Google holds a nonce of 256 bits that only the exchange
    // ever receives, for as long as the code lives.
    const { browserCookie } = landing;
    expect(browserCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: apiRoutes.accounts.googleExchange,
      maxAge: GOOGLE_LOGIN_CODE_TTL_SECONDS,
    });
    expect(browserCookie?.secure).toBeFalsy(); // http://punla.test
    expect(browserCookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browserCookie?.value).not.toBe(code);

    const first = await exchangeCode(code, landing.browserNonce);
    expect(first.statusCode).toBe(200);
    expectBrowserCookieCleared(first);
    const body = first.json();
    expect(body.user).toMatchObject({
      email: 'maya.santos@example.test',
      username: 'maya_santos',
      verified: true,
      hasPassword: false,
    });
    expect(decodeJwt(body.token)).toMatchObject({ sub: body.user.id, role: 'USER' });

    const again = await exchangeCode(code, landing.browserNonce);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LOGIN_CODE_INVALID', message: SPENT });

    const sameUser = await exchange(await signInWithGoogle());
    expect(sameUser.user.id).toBe(body.user.id);

    // The account holds its mailbox, so no second account can be made on it.
    expect((await findUserById(t.db, body.user.id))?.canonicalEmail).toBe(
      'maya.santos@example.test',
    );
  });

  it('refuses a code brought without the browser’s cookie, and spends it', async () => {
    // The attacker signs in with their own Google account and sends the landing link to a
    // victim, whose browser has no nonce cookie: the victim is not signed in as the attacker.
    provider.signInAs({
      sub: 'google-attacker',
      email: 'attacker@example.test',
      email_verified: true,
    });
    const attacker = await signInWithGoogle();
    const code = codeOf(attacker);

    const victim = await exchangeCode(code, undefined);
    expect(victim.statusCode).toBe(400);
    expect(victim.json()).toMatchObject({
      code: 'LOGIN_CODE_OTHER_BROWSER',
      message: OTHER_BROWSER,
    });
    expect(victim.json().token).toBeUndefined();
    expectBrowserCookieCleared(victim);

    // The code is gone, even for the browser that holds its cookie.
    const late = await exchangeCode(code, attacker.browserNonce);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'LOGIN_CODE_INVALID', message: SPENT });
  });

  it('refuses a code brought with another browser’s cookie, and spends it', async () => {
    provider.signInAs({
      sub: 'google-attacker',
      email: 'attacker@example.test',
      email_verified: true,
    });
    const attacker = await signInWithGoogle();
    // The victim signed in with Google too and holds a nonce of their own.
    provider.signInAs({
      sub: 'google-bystander',
      email: 'bystander@example.test',
      email_verified: true,
    });
    const victim = await signInWithGoogle();
    expect(victim.browserNonce).toBeDefined();
    expect(victim.browserNonce).not.toBe(attacker.browserNonce);

    const crossed = await exchangeCode(codeOf(attacker), victim.browserNonce);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({
      code: 'LOGIN_CODE_OTHER_BROWSER',
      message: OTHER_BROWSER,
    });
    expect((await exchangeCode(codeOf(attacker), attacker.browserNonce)).statusCode).toBe(400);

    // A made-up nonce is no better, and the victim's own code still works with its own.
    const madeUp = await signInWithGoogle();
    expect((await exchangeCode(codeOf(madeUp), 'x'.repeat(43))).statusCode).toBe(400);
    const own = await exchangeCode(codeOf(victim), victim.browserNonce);
    expect(own.statusCode).toBe(200);
    expect(own.json().user.email).toBe('bystander@example.test');
  });

  it('links to the verified account with the same e-mail, keeping its password and sessions', async () => {
    const player = await createPlayer(t);
    provider.signInAs({ sub: 'google-existing', email: player.user.email, email_verified: true });
    const body = await exchange(await signInWithGoogle());
    expect(body.user).toMatchObject({ id: player.user.id, verified: true, hasPassword: true });
    const own = await profile(player.token, player.user.id);
    expect(own.statusCode).toBe(200);
  });

  it('refuses a session to a suspended account, with the reason and where to write', async () => {
    const admin = await createPlayer(t, { role: 'ADMIN' });
    provider.signInAs({
      sub: 'google-suspended',
      email: 'lito@example.test',
      email_verified: true,
    });
    const { user } = await exchange(await signInWithGoogle());
    const suspended = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.players.suspend, { userId: String(user.id) }),
      token: admin.token,
      payload: { reason: 'Three accounts on one phone' },
    });
    expect(suspended.statusCode).toBe(200);
    const landing = await signInWithGoogle();
    const refused = await exchangeCode(codeOf(landing), landing.browserNonce);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message:
        'This account is suspended: Three accounts on one phone. ' +
        `Write to ${ADMIN_EMAIL} if you think this is wrong.`,
    });
    expect(refused.json().token).toBeUndefined();
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
        birthYear: 1990,
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
    expect(landing.url.href).toBe('http://punla.test/google-callback?error=email_unverified');
    expect(landing.browserNonce).toBeUndefined();
  });

  it('refuses a forged state and a missing state cookie, each with its fixed code', async () => {
    provider.signInAs({ sub: 'google-x', email: 'x@example.test', email_verified: true });
    const forged = await signInWithGoogle({ tamperState: true });
    expect(forged.url.href).toBe('http://punla.test/google-callback?error=failed');
    const noCookie = await signInWithGoogle({ dropCookie: true });
    expect(noCookie.url.href).toBe('http://punla.test/google-callback?error=expired');
  });

  it('sends the page only fixed codes, never the provider’s text', async () => {
    const planted = 'Your account is locked. Call +63 900 000 0000 to unlock it.';
    provider.refuseNext('access_denied', planted);
    const denied = await signInWithGoogle();
    expect(denied.url.href).toBe('http://punla.test/google-callback?error=denied');
    expect(denied.browserNonce).toBeUndefined();

    provider.refuseNext('server_error', planted);
    const failed = await signInWithGoogle();
    expect(failed.url.href).toBe('http://punla.test/google-callback?error=failed');

    // An error whose state is not ours is a forgery, not a refusal by the player.
    provider.refuseNext('access_denied', planted);
    const forged = await signInWithGoogle({ tamperState: true });
    expect(forged.url.href).toBe('http://punla.test/google-callback?error=failed');
  });

  it('links the account of the same mailbox made with another spelling of the address', async () => {
    const now = t.clock.now();
    const made = await insertUser(t.db, {
      email: 'rosa.lim+punla@gmail.com',
      canonicalEmail: 'rosalim@gmail.com',
      username: `rosa${Date.now() % 1e8}`,
      passwordHash: null,
      verified: true,
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    provider.signInAs({ sub: 'google-rosa', email: 'RosaLim@gmail.com', email_verified: true });
    const body = await exchange(await signInWithGoogle());
    expect(body.user).toMatchObject({ id: made.id, email: 'rosa.lim+punla@gmail.com' });
    expect((await findUserById(t.db, made.id))?.googleSubject).toBe('google-rosa');
  });

  it('does not link a +tag spelling outside Gmail: that mailbox may be someone else’s', async () => {
    const now = t.clock.now();
    const made = await insertUser(t.db, {
      email: 'ana+punla@school.example',
      username: `ana${Date.now() % 1e8}`,
      passwordHash: null,
      verified: true,
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    provider.signInAs({ sub: 'google-ana', email: 'ana@school.example', email_verified: true });
    const landing = await signInWithGoogle();
    expect(landing.url.searchParams.get('error')).toBe('failed');
    expect((await findUserById(t.db, made.id))?.googleSubject).toBeNull();
  });

  it('makes one account when a sign-up and a Google sign-in of one mailbox come at once', async () => {
    // Ten rounds: the sign-up takes the mailbox between Google's look-up and insert in some.
    for (let round = 0; round < 10; round += 1) {
      // Gmail: the provider whose mailboxes Google vouches for whatever the tag.
      const mailbox = `${uniqueName('kai').toLowerCase().replaceAll('.', '')}@gmail.com`;
      provider.signInAs({ sub: `google-${mailbox}`, email: mailbox, email_verified: true });
      const alias = mailbox.replace('@', '+punla@');
      const [signedUp, landing] = await Promise.all([
        signUp(t, { email: alias, username: uniqueName('k'), password: 'Seedling-42' }),
        signInWithGoogle(),
      ]);
      // Whichever came first, Google's sign-in ends in a session, never in a failure.
      expect(landing.url.pathname).toMatch(/^\/google-callback\/[A-Za-z0-9_-]{40,}$/);
      const google = await exchange(landing);
      expect([201, 409]).toContain(signedUp.statusCode);
      if (signedUp.statusCode === 201) expect(google.user.id).toBe(signedUp.json().user.id);
      const accounts = await t.db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.canonicalEmail, mailbox), eq(users.email, alias)));
      expect(accounts).toEqual([{ id: google.user.id }]);
    }
  });

  it('marks the cookie Secure when the game is served over https', async () => {
    const secure = await createTestApp(
      {},
      {
        PUBLIC_URL: 'https://punla.test',
        GOOGLE_CLIENT_ID: 'punla-test-client',
        GOOGLE_CLIENT_SECRET: 'punla-test-secret',
        GOOGLE_ISSUER_URL: provider.issuerUrl,
      },
    );
    try {
      provider.signInAs({ sub: 'google-https', email: 'tls@example.test', email_verified: true });
      const landing = await signInWithGoogle({ app: secure });
      expect(landing.url.origin).toBe('https://punla.test');
      expect(landing.browserCookie).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      const exchanged = await exchangeCode(codeOf(landing), landing.browserNonce, secure);
      expect(exchanged.statusCode).toBe(200);
      expect(exchanged.cookies.find((c) => c.name === BROWSER_COOKIE)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('refuses an expired one-time code', async () => {
    provider.signInAs({ sub: 'google-late', email: 'late@example.test', email_verified: true });
    const landing = await signInWithGoogle();
    t.clock.advance((GOOGLE_LOGIN_CODE_TTL_SECONDS + 1) * 1000);
    const late = await exchangeCode(codeOf(landing), landing.browserNonce);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('LOGIN_CODE_INVALID');
  });

  it('refuses a malformed exchange body', async () => {
    const response = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.googleExchange,
      payload: { code: 'short' },
      cookies: { [BROWSER_COOKIE]: 'x'.repeat(43) },
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

describe('Google sign-up and the birth year', () => {
  const usersOf = (email: string) =>
    t.db.select({ id: users.id }).from(users).where(eq(users.email, email));

  it('keeps the year the sign-up page chose with a new account', async () => {
    provider.signInAs({
      sub: 'google-aged-20',
      email: 'aged20@example.test',
      email_verified: true,
    });
    const { user } = await exchange(await signInWithGoogle({ birthYear: 2006 }));
    expect(user).toMatchObject({ email: 'aged20@example.test', birthYear: 2006 });
  });

  it('makes no account for a player under 13, and says why on the landing page', async () => {
    provider.signInAs({
      sub: 'google-aged-12',
      email: 'aged12@example.test',
      email_verified: true,
    });
    const landing = await signInWithGoogle({ birthYear: 2014 });
    expect(landing.url.pathname).toBe('/google-callback');
    expect(landing.url.searchParams.get('error')).toBe('too_young');
    expect(landing.browserNonce).toBeUndefined();
    expect(await usersOf('aged12@example.test')).toEqual([]);
  });

  it('signs an existing account in whatever year is given', async () => {
    provider.signInAs({ sub: 'google-had', email: 'had@example.test', email_verified: true });
    const first = await exchange(await signInWithGoogle({ birthYear: 2000 }));
    const again = await exchange(await signInWithGoogle({ birthYear: 2015 }));
    expect(again.user).toMatchObject({ id: first.user.id, birthYear: 2000 });
  });

  it('makes no account from the login page, where no year is asked: it sends the player to sign up', async () => {
    provider.signInAs({
      sub: 'google-no-year',
      email: 'noyear@example.test',
      email_verified: true,
    });
    const landing = await signInWithGoogle({ birthYear: null });
    expect(landing.url.pathname).toBe('/google-callback');
    expect(landing.url.searchParams.get('error')).toBe('needs_birth_year');
    expect(await usersOf('noyear@example.test')).toEqual([]);
    // An account that exists signs in from the login page as before.
    const made = await exchange(await signInWithGoogle({ birthYear: 1999 }));
    const again = await exchange(await signInWithGoogle({ birthYear: null }));
    expect(again.user).toMatchObject({ id: made.user.id, birthYear: 1999 });
  });

  it('refuses a year in the future or before 1900 at the start (400 naming birthYear)', async () => {
    for (const birthYear of ['2027', '1899', 'soon']) {
      const start = await t.request({
        method: 'GET',
        url: apiRoutes.accounts.googleStart,
        query: { birthYear },
      });
      expect(start.statusCode).toBe(400);
      expect(start.json().message).toContain('birthYear');
    }
  });
});
