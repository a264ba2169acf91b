import type * as oidc from 'openid-client';
import { AppError } from '../lib/app-error.ts';
import { inTransaction, type Actor } from '../lib/context.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import type { AccountsContext } from '../modules/accounts/accounts.context.ts';
import { receivesStarterKit } from '../modules/accounts/accounts.policy.ts';
import {
  findAccountByEmail,
  findGoogleAccount,
  freeUsername,
  insertGoogleAccount,
  issueLoginCode,
  linkGoogleSubject,
  verifiedClaims,
  verifiedGoogleEmail,
  type GoogleLoginState,
} from '../modules/accounts/google-login.service.ts';
import { endAllSessions } from '../modules/accounts/sessions.service.ts';
import { grantStarterKit } from '../modules/inventory/inventory.service.ts';

/*
 * Google's callback (the flow itself is modules/accounts/google-login.service.ts): the account
 * Google vouches for is found, linked or created, and one that becomes verified here gets its
 * starter kit (inventory) in the transaction that verifies it.
 */

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
    const claims = await verifiedClaims(ctx, callbackPathAndQuery, state);
    const user = await findOrCreateGoogleUser(ctx, claims);
    const code = await issueLoginCode(ctx, user.id);
    return `${landing}/${encodeURIComponent(code)}`;
  } catch (error) {
    if (error instanceof AppError && error.statusCode !== 503) {
      return `${landing}?error=${encodeURIComponent(error.message)}`;
    }
    throw error;
  }
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
  user: Pick<Actor, 'id' | 'role'>,
  subject: string,
) {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const { account, wasUnverified } = await linkGoogleSubject(tx, user.id, subject, now);
    if (!wasUnverified) return account;
    if (receivesStarterKit(user)) await grantStarterKit(tx, user.id);
    return endAllSessions(tx, user.id);
  });
}

async function createGoogleAccount(
  ctx: AccountsContext,
  email: string,
  subject: string,
  attempt: number,
) {
  const username = await freeUsername(ctx, email, attempt);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const created = await insertGoogleAccount(tx, { email, username, subject, now });
    await grantStarterKit(tx, created.id);
    return created;
  });
}

async function findOrCreateGoogleUser(ctx: AccountsContext, claims: oidc.IDToken) {
  const bySubject = await findGoogleAccount(ctx, claims.sub);
  if (bySubject) return bySubject;
  const email = verifiedGoogleEmail(claims);
  const byEmail = await findAccountByEmail(ctx, email);
  if (byEmail) return linkGoogleAccount(ctx, byEmail, claims.sub);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await createGoogleAccount(ctx, email, claims.sub, attempt);
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'users_username_lower_unique') continue;
      if (constraint) {
        // Another request created the same account at the same moment.
        const existing = await findGoogleAccount(ctx, claims.sub);
        if (existing) return existing;
      }
      throw error;
    }
  }
  throw new AppError('GOOGLE_LOGIN_FAILED', 'No free username could be found. Try again.');
}
