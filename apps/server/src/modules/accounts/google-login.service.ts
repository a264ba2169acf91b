import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  GOOGLE_LOGIN_CODE_TTL_SECONDS,
  USERNAME_MAX_LENGTH,
  type AuthResponse,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/context.ts';
import { keyedHash, randomToken } from '../../lib/secrets.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import {
  consumeLoginCode,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  findUserByUsername,
  insertLoginCode,
  insertUser,
  markUserVerified,
  updateUser,
  type UserRow,
} from './accounts.repository.ts';
import { grantStarterKit } from '../inventory/inventory.service.ts';
import { receivesStarterKit } from './accounts.policy.ts';
import type { AccountsContext } from './accounts.context.ts';
import { issueSession } from './accounts.service.ts';
import { endAllSessions } from './sessions.service.ts';

/*
 * The OAuth 2.0 / OpenID Connect authorization-code flow with PKCE, state and nonce: the
 * browser is sent to Google with a state it carries back (in a signed cookie), Google sends it
 * back to our callback, and the web app trades the one-time code it lands with for a session.
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
async function verifiedClaims(
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

/** Finishes the flow and returns a one-time code for the web app to exchange. */
async function issueLoginCode(
  ctx: AccountsContext,
  callbackPathAndQuery: string,
  state: GoogleLoginState | undefined,
): Promise<string> {
  const claims = await verifiedClaims(ctx, callbackPathAndQuery, state);
  const user = await findOrCreateGoogleUser(ctx, claims);
  const code = randomToken();
  const now = ctx.clock.now();
  await insertLoginCode(ctx.db, {
    codeHash: keyedHash(ctx.codeSecret, code),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GOOGLE_LOGIN_CODE_TTL_SECONDS * 1000),
  });
  return code;
}

/**
 * Where the web app picks the flow up: its Google landing page with the one-time code, or
 * with the reason the sign-in failed. An unavailable provider stays an error (503).
 */
export async function finishGoogleLogin(
  ctx: AccountsContext,
  callbackPathAndQuery: string,
  state: GoogleLoginState | undefined,
): Promise<string> {
  const landing = `${ctx.config.publicUrl}/google-callback`;
  try {
    const code = await issueLoginCode(ctx, callbackPathAndQuery, state);
    return `${landing}/${encodeURIComponent(code)}`;
  } catch (error) {
    if (error instanceof AppError && error.statusCode !== 503) {
      return `${landing}?error=${encodeURIComponent(error.message)}`;
    }
    throw error;
  }
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

/**
 * Google vouches for the address: linking verifies the account, with its starter kit.
 *
 * An account whose address was never verified may have been made by someone else: anyone can
 * sign up with another person's address and a password of their own, and log in. Linking such
 * an account keeps nothing its maker chose to get back in: the password is removed and every
 * session ends (the token version rises), so only the mailbox's owner, through Google or a
 * password reset, can use the account from now on. Refusing the link instead would leave the
 * real owner unable to sign in with Google until they found and finished the verification
 * mail (docs/decisions/012).
 */
async function linkGoogleAccount(
  ctx: AccountsContext,
  user: UserRow,
  subject: string,
): Promise<UserRow> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    // The flip from unverified decides, not the row read earlier: a code verified meanwhile
    // proved the mailbox, and then the account is kept as it is.
    const wasUnverified = await markUserVerified(tx.db, user.id, now);
    const linked = await updateUser(tx.db, user.id, {
      googleSubject: subject,
      ...(wasUnverified ? { passwordHash: null } : {}),
      updatedAt: now,
    });
    if (!linked) throw new AppError('GOOGLE_LOGIN_FAILED', 'This account no longer exists.');
    if (!wasUnverified) return linked;
    if (receivesStarterKit(user)) await grantStarterKit(tx, user.id);
    return endAllSessions(tx, user.id);
  });
}

async function createGoogleAccount(
  ctx: AccountsContext,
  email: string,
  subject: string,
  attempt: number,
): Promise<UserRow> {
  const username = await freeUsername(ctx, email, attempt);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const created = await insertUser(tx.db, {
      email,
      username,
      passwordHash: null,
      googleSubject: subject,
      verified: true,
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await grantStarterKit(tx, created.id);
    return created;
  });
}

async function findOrCreateGoogleUser(
  ctx: AccountsContext,
  claims: oidc.IDToken,
): Promise<UserRow> {
  const bySubject = await findUserByGoogleSubject(ctx.db, claims.sub);
  if (bySubject) return bySubject;
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
  // Only an address Google has verified may take over an existing account.
  if (!email || claims.email_verified !== true) {
    throw new AppError(
      'GOOGLE_LOGIN_FAILED',
      'Your Google account has no verified e-mail address.',
    );
  }
  const byEmail = await findUserByEmail(ctx.db, email);
  if (byEmail) return linkGoogleAccount(ctx, byEmail, claims.sub);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await createGoogleAccount(ctx, email, claims.sub, attempt);
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'users_username_lower_unique') continue;
      if (constraint) {
        // Another request created the same account at the same moment.
        const existing = await findUserByGoogleSubject(ctx.db, claims.sub);
        if (existing) return existing;
      }
      throw error;
    }
  }
  throw new AppError('GOOGLE_LOGIN_FAILED', 'No free username could be found. Try again.');
}

/** A username from the e-mail's local part: letters, digits and _ only. */
async function freeUsername(ctx: AccountsContext, email: string, attempt: number): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '_').slice(0, 14) || 'player';
  const padded = base.length < 3 ? `${base}_player` : base;
  if (attempt === 0 && !(await findUserByUsername(ctx.db, padded))) return padded;
  return `${padded}_${randomBytes(2).toString('hex')}`.slice(0, USERNAME_MAX_LENGTH);
}
