import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type referralCodeResponse,
  type referralCount,
  type referredUsers,
} from '@punla/contract';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { applyCode, noAccount } from './apply-code.service.ts';
import {
  clearPendingReferralCode,
  countReferralsOf,
  findReferralAccount,
  listReferredRows,
  setReferralCodeIfNone,
  waitForOtherReferralApplies,
} from './referrals.repository.ts';
import { toReferredUser } from './referrals.view.ts';

export interface ReferralsContext extends AppContext {
  /** The web app's address, for the shareable link. */
  publicUrl: string;
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The player's code: made once, then always the same. */
export async function generateReferralCode(
  ctx: ReferralsContext,
  userId: string,
): Promise<z.infer<typeof referralCodeResponse>> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const user = await findReferralAccount(ctx.db, userId);
    if (!user) throw noAccount();
    const code = user.referralCode;
    if (code) return { referralCode: code, link: `${ctx.publicUrl}/${code}` };
    try {
      await setReferralCodeIfNone(ctx.db, userId, newCode());
    } catch (error) {
      // Another player has that code: draw again.
      if (!violatedUniqueConstraint(error)) throw error;
    }
  }
  throw new AppError('INTERNAL', 'No free referral code could be found. Try again.');
}

/**
 * Takes the referral lock for the caller's transaction before it changes a player's row: a
 * verification that settles a pending code must queue behind applies in the same order they
 * do, or the two can deadlock (each holding what the other waits for).
 */
export function queueBehindReferralApplies(ctx: AppContext): Promise<void> {
  return waitForOtherReferralApplies(ctx.db);
}

/**
 * At verification: applies the code given at sign-up (if it is still valid; an invalid one is
 * dropped). The referrer is not paid for a verification: only once the friend plays
 * (referral-rewards.service.ts). Call inside the transaction that verifies the player.
 */
export async function settleReferralsOnVerification(ctx: AppContext, userId: string) {
  const user = await findReferralAccount(ctx.db, userId);
  if (!user) return;
  if (user.pendingReferralCode && !user.referredCode) {
    const pending = user.pendingReferralCode;
    try {
      // A savepoint: a refused code must not undo the verification around it.
      await inTransaction(ctx, (savepoint) => applyCode(savepoint, userId, pending));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await clearPendingReferralCode(ctx.db, userId);
    }
  }
}

export function countReferrals(
  ctx: AppContext,
  userId: string,
): Promise<z.infer<typeof referralCount>> {
  return countReferralsOf(ctx.db, userId);
}

export async function listReferredUsers(
  ctx: AppContext,
  userId: string,
): Promise<z.infer<typeof referredUsers>> {
  return (await listReferredRows(ctx.db, userId)).map(toReferredUser);
}
