import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  GOOGLE_LOGIN_CODE_TTL_SECONDS,
  USERNAME_MAX_LENGTH,
  type AuthResponse,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { afterCommit, type AppContext } from '../../lib/context.ts';
import { standingsChanged } from '../../lib/ledgers/standings-changes.ts';
import { keyedHash, randomToken } from '../../lib/secrets.ts';
import {
  consumeLoginCode,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  findUserByUsername,
  insertLoginCode,
  insertUser,
  updateUser,
  type UserRow,
} from './accounts.repository.ts';
import type { AccountsContext } from './accounts.context.ts';
import { issueSession } from './accounts.service.ts';
import { markVerified } from './verification.service.ts';

/*
 * The OAuth 2.0 / OpenID Connect authorization-code flow with PKCE, state and nonce: the
 * browser is sent to Google with a state it carries back (in a signed cookie), Google sends it
 * back to our callback, and the web app trades the one-time code it lands with for a session.
 * The callback's own step, finding, linking or creating the account with the starter kit a
 * newly verified player gets, spans domains: it is use-cases/sign-in-with-google.ts.
 */

/** What the browser carries between the start of the login and Google's answer. */
export interface GoogleLoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function googleLoginStatus(ctx: AccountsContext): { enabled: boolean } {
  return { enabled: ctx.google.enabled };
}

/** Where to send the browser, and the state it must bring back. */
export async function startGoogleLogin(
  ctx: AccountsContext,
): Promise<{ url: string; state: GoogleLoginState }> {
  const config = await ctx.google.configuration();
  const state: GoogleLoginState = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
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
    throw new AppError(
      'GOOGLE_LOGIN_FAILED',
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
    ctx.logger.warn({ err: error }, 'Google sign-in was refused');
    throw new AppError('GOOGLE_LOGIN_FAILED', 'Google sign-in did not complete. Try again.');
  }
  if (!claims)
    throw new AppError('GOOGLE_LOGIN_FAILED', 'Google did not say who you are. Try again.');
  return claims;
}

/**
 * The one-time code the web app exchanges for a session of this account (the end of the flow
 * in use-cases/sign-in-with-google.ts).
 */
export async function issueLoginCode(ctx: AccountsContext, userId: string): Promise<string> {
  const code = randomToken();
  const now = ctx.clock.now();
  await insertLoginCode(ctx.db, {
    codeHash: keyedHash(ctx.codeSecret, code),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GOOGLE_LOGIN_CODE_TTL_SECONDS * 1000),
  });
  return code;
}

/** Trades the one-time code for a session; a second use or a late one fails. */
export async function exchangeGoogleLoginCode(
  ctx: AccountsContext,
  code: string,
): Promise<AuthResponse> {
  const userId = await consumeLoginCode(ctx.db, keyedHash(ctx.codeSecret, code), ctx.clock.now());
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) {
    throw new AppError(
      'LOGIN_CODE_INVALID',
      'This sign-in link has expired or was already used. Sign in again.',
    );
  }
  return issueSession(ctx, user);
}

/** The account already signed in with this Google account, if any. */
export function findGoogleAccount(ctx: AppContext, subject: string): Promise<UserRow | undefined> {
  return findUserByGoogleSubject(ctx.db, subject);
}

/** The account of an address, to link to Google once Google vouches for the address. */
export function findAccountByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(ctx.db, email);
}

/** The address Google vouches for: only a verified one may take over an existing account. */
export function verifiedGoogleEmail(claims: oidc.IDToken): string {
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
  if (!email || claims.email_verified !== true) {
    throw new AppError(
      'GOOGLE_LOGIN_FAILED',
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
  if (!account) throw new AppError('GOOGLE_LOGIN_FAILED', 'This account no longer exists.');
  return { account, wasUnverified };
}

/** A new, verified account that signs in with Google only (no password). */
export async function insertGoogleAccount(
  ctx: AccountsContext,
  account: { email: string; username: string; subject: string; now: Date },
): Promise<UserRow> {
  const { email, username, subject, now } = account;
  // Verified from the start, the player takes part in the season: the board is read again.
  afterCommit(ctx, standingsChanged);
  return insertUser(ctx.db, {
    email,
    username,
    passwordHash: null,
    googleSubject: subject,
    verified: true,
    verifiedAt: now,
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
