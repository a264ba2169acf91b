import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  GOOGLE_LOGIN_CODE_TTL_SECONDS,
  USERNAME_MAX_LENGTH,
  type AuthResponse,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
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
  updateUser,
  type UserRow,
} from './accounts.repository.ts';
import { grantStarterKit } from '../inventory/inventory.service.ts';
import type { AccountsContext } from './accounts.context.ts';
import { issueSession } from './accounts.service.ts';

/** What the browser carries between the start of the login and Google's answer. */
export interface GoogleLoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const notConfigured = () =>
  new AppError(
    'GOOGLE_NOT_CONFIGURED',
    'Google sign-in is not set up on this server. Log in with your e-mail or username.',
  );

/**
 * The OAuth 2.0 / OpenID Connect authorization-code flow with PKCE, state and nonce.
 * The provider's metadata is discovered once from GOOGLE_ISSUER_URL (tests point it at a
 * local provider).
 */
export function createGoogleLogin(ctx: AccountsContext) {
  const settings = ctx.config.google;
  let configuration: Promise<oidc.Configuration> | undefined;
  const redirectUri = `${ctx.config.publicUrl}/api/public/user/google/callback`;

  function discover(): Promise<oidc.Configuration> {
    if (!settings) throw notConfigured();
    configuration ??= oidc
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        undefined,
        settings.issuerUrl.startsWith('http://')
          ? { execute: [oidc.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        ctx.logger.error({ err: error }, 'Google sign-in discovery failed');
        throw new AppError(
          'GOOGLE_NOT_CONFIGURED',
          'Google sign-in is unavailable right now. Try again later.',
        );
      });
    return configuration;
  }

  return {
    enabled: settings !== undefined,

    async start(): Promise<{ url: string; state: GoogleLoginState }> {
      const config = await discover();
      const state: GoogleLoginState = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: state.state,
        nonce: state.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(state.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, state };
    },

    /** Finishes the flow and returns a one-time code for the web app to exchange. */
    async finish(
      callbackPathAndQuery: string,
      state: GoogleLoginState | undefined,
    ): Promise<string> {
      const config = await discover();
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
    },

    /** Trades the one-time code for a session; a second use or a late one fails. */
    async exchange(code: string): Promise<AuthResponse> {
      const userId = await consumeLoginCode(
        ctx.db,
        keyedHash(ctx.codeSecret, code),
        ctx.clock.now(),
      );
      const user = userId ? await findUserById(ctx.db, userId) : undefined;
      if (!user) {
        throw new AppError(
          'LOGIN_CODE_INVALID',
          'This sign-in link has expired or was already used. Sign in again.',
        );
      }
      return issueSession(ctx, user);
    },
  };
}

export type GoogleLogin = ReturnType<typeof createGoogleLogin>;

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
  const now = ctx.clock.now();
  const byEmail = await findUserByEmail(ctx.db, email);
  if (byEmail) {
    return ctx.db.transaction(async (tx) => {
      const linked = await updateUser(tx, byEmail.id, {
        googleSubject: claims.sub,
        verified: true,
        verifiedAt: byEmail.verifiedAt ?? now,
        updatedAt: now,
      });
      // Google vouches for the address: this verifies the account, with its starter kit.
      if (!byEmail.verified && byEmail.role === 'USER') await grantStarterKit(tx, byEmail.id, now);
      return linked ?? byEmail;
    });
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const username = await freeUsername(ctx, email, attempt);
      return await ctx.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email,
          username,
          passwordHash: null,
          googleSubject: claims.sub,
          verified: true,
          verifiedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await grantStarterKit(tx, created.id, now);
        return created;
      });
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
