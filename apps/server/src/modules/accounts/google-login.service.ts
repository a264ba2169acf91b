import { randomBytes, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  GOOGLE_LOGIN_CODE_TTL_SECONDS,
  USERNAME_MAX_LENGTH,
  type AuthResponse,
  type GoogleLoginError,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { canonicalEmail, isGmailAddress } from '../../lib/canonical-email.ts';
import { afterCommit, type AppContext } from '../../lib/context.ts';
import { standingsChanged } from '../../lib/ledgers/standings-changes.ts';
import { keyedHash, randomToken } from '../../lib/secrets.ts';
import {
  consumeLoginCode,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  findUserByMailbox,
  findUserByUsername,
  insertLoginCode,
  insertUser,
  updateUser,
  type UserRow,
} from './accounts.repository.ts';
import type { AccountsContext } from './accounts.context.ts';
import { issueSession } from './accounts.service.ts';
import { oldEnoughToSignUp, refuseFutureBirthYear, TOO_YOUNG_TO_SIGN_UP } from './age.service.ts';
import { markVerified } from './verification.service.ts';

/*
 * The OAuth 2.0 / OpenID Connect authorization-code flow with PKCE, state and nonce: the
 * browser is sent to Google with a state it carries back (in a signed cookie), Google sends it
 * back to our callback, and the web app trades the one-time code it lands with for a session.
 * The callback's own step, finding, linking or creating the account with the starter kit a
 * newly verified player gets, spans domains: it is use-cases/sign-in-with-google.ts.
 *
 * The one-time code is bound to the browser that came back from Google: the callback gives
 * that browser a random nonce in a cookie and stores the nonce's keyed hash with the code, and
 * the exchange takes the code only with that cookie. A link with someone else's code cannot
 * sign a victim into the sender's account (login CSRF; docs/decisions/035).
 */

/**
 * A failed Google sign-in, with the fixed reason the web page is sent (`?error=…`); the
 * message is for the log, the page shows its own text for the reason.
 */
export class GoogleLoginFailure extends AppError {
  constructor(
    readonly reason: GoogleLoginError,
    message: string,
  ) {
    super('GOOGLE_LOGIN_FAILED', message);
  }
}

/** What the browser carries between the start of the login and Google's answer. */
export interface GoogleLoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The birth year chosen on the sign-up page, for an account the callback creates. */
  birthYear?: number | undefined;
}

export function googleLoginStatus(ctx: AccountsContext): { enabled: boolean } {
  return { enabled: ctx.google.enabled };
}

/**
 * Where to send the browser, and the state it must bring back: with the birth year the
 * sign-up page chose, if any (a year in the future is refused here, 400).
 */
export async function startGoogleLogin(
  ctx: AccountsContext,
  birthYear?: number,
): Promise<{ url: string; state: GoogleLoginState }> {
  if (birthYear !== undefined) refuseFutureBirthYear(ctx, birthYear);
  const config = await ctx.google.configuration();
  const state: GoogleLoginState = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    ...(birthYear === undefined ? {} : { birthYear }),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: ctx.google.redirectUri,
    scope: 'openid email profile',
    state: state.state,
    nonce: state.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(state.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state };
}

/** Google's answer checked against the state the browser brought: who the player is. */
export async function verifiedClaims(
  ctx: AccountsContext,
  callbackPathAndQuery: string,
  state: GoogleLoginState | undefined,
): Promise<oidc.IDToken> {
  const config = await ctx.google.configuration();
  if (!state) {
    throw new GoogleLoginFailure(
      'expired',
      'The Google sign-in took too long or was started elsewhere. Try again.',
    );
  }
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(
      config,
      new URL(callbackPathAndQuery, ctx.config.publicUrl),
      {
        pkceCodeVerifier: state.codeVerifier,
        expectedState: state.state,
        expectedNonce: state.nonce,
        idTokenExpected: true,
      },
    );
    claims = tokens.claims();
  } catch (error) {
    // The player said no on Google's screen (an answer whose state matched: openid-client
    // checks the state before it reads the error).
    if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied') {
      throw new GoogleLoginFailure('denied', 'The player cancelled the Google sign-in.');
    }
    ctx.logger.warn({ err: error }, 'Google sign-in was refused');
    throw new GoogleLoginFailure('failed', 'Google sign-in did not complete. Try again.');
  }
  if (!claims) throw new GoogleLoginFailure('failed', 'Google did not say who you are. Try again.');
  return claims;
}

/**
 * The one-time code the web app exchanges for a session of this account (the end of the flow
 * in use-cases/sign-in-with-google.ts), and the browser nonce (256 bits) the callback gives the
 * browser in a cookie: the code is worth a session only together with it.
 */
export async function issueLoginCode(
  ctx: AccountsContext,
  userId: string,
): Promise<{ code: string; browserNonce: string }> {
  const code = randomToken();
  const browserNonce = randomToken();
  const now = ctx.clock.now();
  await insertLoginCode(ctx.db, {
    codeHash: keyedHash(ctx.codeSecret, code),
    browserNonceHash: keyedHash(ctx.codeSecret, browserNonce),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GOOGLE_LOGIN_CODE_TTL_SECONDS * 1000),
  });
  return { code, browserNonce };
}

/**
 * Trades the one-time code for a session; a second use or a late one fails. The code is spent
 * first, so a code tried from a browser without its nonce (a link someone sent) is gone: no
 * browser can use it after that.
 */
export async function exchangeGoogleLoginCode(
  ctx: AccountsContext,
  code: string,
  browserNonce: string | undefined,
): Promise<AuthResponse> {
  const spent = await consumeLoginCode(ctx.db, keyedHash(ctx.codeSecret, code), ctx.clock.now());
  if (!spent) throw invalidLoginCode();
  if (!browserNonce || !sameHash(keyedHash(ctx.codeSecret, browserNonce), spent.browserNonceHash)) {
    throw new AppError(
      'LOGIN_CODE_OTHER_BROWSER',
      'This Google sign-in was started in another browser, or this browser did not keep its ' +
        'cookie. Sign in with Google again here.',
    );
  }
  const user = await findUserById(ctx.db, spent.userId);
  if (!user) throw invalidLoginCode();
  return issueSession(ctx, user);
}

const invalidLoginCode = () =>
  new AppError(
    'LOGIN_CODE_INVALID',
    'This sign-in link has expired or was already used. Sign in again.',
  );

function sameHash(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The account already signed in with this Google account, if any. */
export function findGoogleAccount(ctx: AppContext, subject: string): Promise<UserRow | undefined> {
  return findUserByGoogleSubject(ctx.db, subject);
}

/**
 * The account of an address, to link to Google once Google vouches for the address: the one
 * made with this very address, or else, for a Gmail address, the one of its mailbox
 * (`far.mer@gmail…`, `farmer+x@googlemail…`: Gmail delivers them to one box). Linking gives an
 * account to whoever holds the Google account, so elsewhere only the very address links: a
 * provider may give `a+b@` to someone else than `a@`, and then a sign-in of that mailbox is
 * refused by the mailbox's unique index, not linked.
 */
export async function findAccountByMailbox(
  ctx: AppContext,
  email: string,
): Promise<UserRow | undefined> {
  const exact = await findUserByEmail(ctx.db, email);
  if (exact || !isGmailAddress(email)) return exact;
  return findUserByMailbox(ctx.db, email);
}

/** The address Google vouches for: only a verified one may take over an existing account. */
export function verifiedGoogleEmail(claims: oidc.IDToken): string {
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
  if (!email || claims.email_verified !== true) {
    throw new GoogleLoginFailure(
      'email_unverified',
      'Your Google account has no verified e-mail address.',
    );
  }
  return email;
}

/**
 * Links the account to Google inside the caller's transaction, which verifies it: Google
 * vouches for the address. `wasUnverified` is the flip from unverified, not the row read
 * earlier (a code verified meanwhile proved the mailbox, and then the account is kept as it
 * is). An account never verified before keeps nothing its maker chose to get back in: the
 * password is removed here, and the caller ends every session (docs/decisions/012).
 */
export async function linkGoogleSubject(
  ctx: AccountsContext,
  userId: string,
  subject: string,
  now: Date,
): Promise<{ account: UserRow; wasUnverified: boolean }> {
  const wasUnverified = await markVerified(ctx, userId);
  const account = await updateUser(ctx.db, userId, {
    googleSubject: subject,
    ...(wasUnverified ? { passwordHash: null } : {}),
    updatedAt: now,
  });
  if (!account) throw new GoogleLoginFailure('failed', 'This account no longer exists.');
  return { account, wasUnverified };
}

/**
 * A new account from Google is made only for a player old enough, when the sign-up page gave
 * the year (the login page gives none: the year is then asked once in the game).
 */
export function refuseGoogleAccountUnderAge(ctx: AccountsContext, birthYear: number | undefined) {
  // A new account is made only with the year the sign-up page asked (the login page's button
  // asks none): the age gate holds for Google as for an e-mail sign-up.
  if (birthYear === undefined) {
    throw new GoogleLoginFailure('needs_birth_year', NEEDS_BIRTH_YEAR);
  }
  if (!oldEnoughToSignUp(ctx, birthYear)) {
    throw new GoogleLoginFailure('too_young', TOO_YOUNG_TO_SIGN_UP);
  }
}

/** Why a Google sign-in from the login page makes no new account. */
export const NEEDS_BIRTH_YEAR =
  'There is no Punla account for this Google account yet. To make one, choose the year you were born on the sign-up page, then continue with Google.';

/** A new, verified account that signs in with Google only (no password), on its mailbox. */
export async function insertGoogleAccount(
  ctx: AccountsContext,
  account: {
    email: string;
    username: string;
    subject: string;
    now: Date;
    network: string;
    birthYear: number | null;
  },
): Promise<UserRow> {
  const { email, username, subject, now } = account;
  // Verified from the start, the player takes part in the season: the board is read again.
  afterCommit(ctx, standingsChanged);
  return insertUser(ctx.db, {
    email,
    canonicalEmail: canonicalEmail(email),
    username,
    passwordHash: null,
    googleSubject: subject,
    // Where it was made, as a sign-up keeps it (a redirect carries no device id).
    signupNetworkHash: keyedHash(ctx.codeSecret, `network:${account.network}`),
    verified: true,
    verifiedAt: now,
    birthYear: account.birthYear,
    createdAt: now,
    updatedAt: now,
  });
}

/** A username from the e-mail's local part: letters, digits and _ only. */
export async function freeUsername(
  ctx: AccountsContext,
  email: string,
  attempt: number,
): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '_').slice(0, 14) || 'player';
  const padded = base.length < 3 ? `${base}_player` : base;
  if (attempt === 0 && !(await findUserByUsername(ctx.db, padded))) return padded;
  return `${padded}_${randomBytes(2).toString('hex')}`.slice(0, USERNAME_MAX_LENGTH);
}
