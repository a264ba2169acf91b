import type * as oidc from 'openid-client';
import type { GoogleLoginError } from '@punla/contract';
import { AppError } from '../lib/app-error.ts';
import { inTransaction, type Actor } from '../lib/context.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import type { AccountsContext } from '../modules/accounts/accounts.context.ts';
import { receivesStarterKit } from '../modules/accounts/accounts.policy.ts';
import {
  findAccountByMailbox,
  findGoogleAccount,
  freeUsername,
  GoogleLoginFailure,
  insertGoogleAccount,
  issueLoginCode,
  linkGoogleSubject,
  refuseGoogleAccountUnderAge,
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
 * Where the web app picks the flow up: its Google landing page with the one-time code and the
 * browser nonce for the cookie the code is bound to, or with the fixed reason the sign-in
 * failed (never a text: the page has its own for each). An unavailable provider stays an
 * error (503).
 */
export async function finishGoogleLogin(
  ctx: AccountsContext,
  callbackPathAndQuery: string,
  state: GoogleLoginState | undefined,
  network: string,
): Promise<{ location: string; browserNonce?: string }> {
  const landing = `${ctx.config.publicUrl}/google-callback`;
  try {
    const claims = await verifiedClaims(ctx, callbackPathAndQuery, state);
    const user = await findOrCreateGoogleUser(ctx, claims, network, state?.birthYear);
    const { code, browserNonce } = await issueLoginCode(ctx, user.id);
    return { location: `${landing}/${encodeURIComponent(code)}`, browserNonce };
  } catch (error) {
    if (error instanceof AppError && error.statusCode !== 503) {
      const reason: GoogleLoginError =
        error instanceof GoogleLoginFailure ? error.reason : 'failed';
      return { location: `${landing}?error=${reason}` };
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
  account: { email: string; subject: string; network: string; birthYear: number | undefined },
  attempt: number,
) {
  const { email, subject, network } = account;
  const username = await freeUsername(ctx, email, attempt);
  const now = ctx.clock.now();
  const birthYear = account.birthYear ?? null;
  return inTransaction(ctx, async (tx) => {
    const created = await insertGoogleAccount(tx, {
      email,
      username,
      subject,
      now,
      network,
      birthYear,
    });
    await grantStarterKit(tx, created.id);
    return created;
  });
}

/**
 * The account of this Google account, else the one of its address's mailbox (linked), else a
 * new one. An address taken by a sign-up between the look-up and the insert (the unique
 * e-mail or mailbox index refuses the insert) is looked up again and linked: Google vouches
 * for the mailbox, as for any account found on it. A new account keeps the birth year the
 * sign-up page chose, and is not made for a player under 13 (`too_young`, nothing written);
 * an existing account signs in whatever year was chosen.
 */
async function findOrCreateGoogleUser(
  ctx: AccountsContext,
  claims: oidc.IDToken,
  network: string,
  birthYear: number | undefined,
) {
  const bySubject = await findGoogleAccount(ctx, claims.sub);
  if (bySubject) return bySubject;
  const email = verifiedGoogleEmail(claims);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const byMailbox = await findAccountByMailbox(ctx, email);
    if (byMailbox) return linkGoogleAccount(ctx, byMailbox, claims.sub);
    refuseGoogleAccountUnderAge(ctx, birthYear);
    try {
      return await createGoogleAccount(
        ctx,
        { email, subject: claims.sub, network, birthYear },
        attempt,
      );
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'users_username_lower_unique') continue;
      if (constraint === 'users_google_subject_unique') {
        // Another request created the same account at the same moment.
        const existing = await findGoogleAccount(ctx, claims.sub);
        if (existing) return existing;
      }
      if (constraint === 'users_email_unique' || constraint === 'users_canonical_email_unique') {
        continue;
      }
      throw error;
    }
  }
  throw new GoogleLoginFailure('failed', 'No account could be made for this address. Try again.');
}
