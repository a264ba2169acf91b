import type { z } from 'zod';
import type {
  messageResponse,
  ResetPasswordByLinkInput,
  ResetPasswordInput,
  verifyEmailResponse,
} from '@punla/contract';
import { inTransaction, type Actor, type AppContext } from '../lib/context.ts';
import type { AccountsContext } from '../modules/accounts/accounts.context.ts';
import { receivesStarterKit } from '../modules/accounts/accounts.policy.ts';
import { clearLoginLockout } from '../modules/accounts/login-limits.ts';
import {
  checkPasswordReset,
  setPasswordFromReset,
} from '../modules/accounts/password-reset.service.ts';
import {
  checkVerificationCode,
  markVerified,
  useVerificationCode,
} from '../modules/accounts/verification.service.ts';
import { grantStarterKit } from '../modules/inventory/inventory.service.ts';
import {
  queueBehindReferralApplies,
  settleReferralsOnVerification,
} from '../modules/referrals/referrals.service.ts';

/*
 * A player whose mailbox is proven (by the verification code, or by a password reset's code)
 * becomes a verified player with a starter kit and their referral settled: steps of accounts,
 * inventory and referrals, in the one transaction that uses the code up. Google sign-in, which
 * proves the mailbox too, is use-cases/sign-in-with-google.ts.
 */

/**
 * What a proven mailbox brings, inside the caller's transaction: the account is verified and,
 * only for the call that verified it, the starter kit and the pending referral follow.
 */
export async function onboardPlayer(
  tx: AppContext,
  account: Pick<Actor, 'id' | 'role'>,
): Promise<void> {
  // Before the account's row changes: a verification that settles a pending code queues
  // behind referral applies in the order they take (referrals.service.ts).
  await queueBehindReferralApplies(tx);
  if (!(await markVerified(tx, account.id))) return;
  if (receivesStarterKit(account)) await grantStarterKit(tx, account.id);
  await settleReferralsOnVerification(tx, account.id);
}

/** Verifies the account with the mailed code, once; the starter kit and referrals follow. */
export async function verifyEmail(
  ctx: AccountsContext,
  input: { email: string; code: string; network: string },
): Promise<z.infer<typeof verifyEmailResponse>> {
  const { user, codeHash } = await checkVerificationCode(ctx, input);
  await inTransaction(ctx, async (tx) => {
    await useVerificationCode(tx, user.id, codeHash);
    await onboardPlayer(tx, user);
  });
  return { verified: true, message: 'Your account is verified.' };
}

/**
 * Sets a new password with the mailed code, once. Every session ends, and the account counts
 * as verified: the code proved the mailbox, so the starter kit and a pending referral follow
 * as they do at verification.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: ResetPasswordInput | ResetPasswordByLinkInput,
  network: string,
): Promise<z.infer<typeof messageResponse>> {
  const reset = await checkPasswordReset(ctx, input, network);
  await inTransaction(ctx, async (tx) => {
    await setPasswordFromReset(tx, reset);
    await onboardPlayer(tx, reset.user);
  });
  // The mailbox was proven: wrong passwords typed before, from any address, no longer lock.
  await clearLoginLockout(ctx, reset.user.id);
  return { message: 'Your new password is set. Log in with it.' };
}
