import type { z } from 'zod';
import {
  REFERRAL_APPLY_WITHIN_DAYS,
  REFERRAL_REWARD,
  type applyReferralResult,
} from '@punla/contract';
import { databaseError, violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { addSeedlings } from '../../lib/ledgers/inventory-ledger.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { coinBalance, moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { canEarnRewards } from '../accounts/accounts.policy.ts';
import { checkIfVerified } from '../accounts/accounts.service.ts';
import { drawCommonSpecies } from '../trees/trees.service.ts';
import { rewardReferrerForPlay } from './referral-rewards.service.ts';
import { flagReferralCluster } from './referral-signals.service.ts';
import { welcomeGiftNotice, welcomeMessage } from './referrals.notices.ts';
import { canRefer } from './referrals.policy.ts';
import {
  findAccountByReferralCode,
  findReferralAccount,
  findReferrerOf,
  insertReferral,
  markReferred,
  waitForOtherReferralApplies,
  type ReferralAccount,
} from './referrals.repository.ts';

// Using a friend's referral code: the checks (once, in time, never one's own, no cycle), the
// welcome gift, the fair-play check of where the two accounts were made, and the referrer's
// reward when the player has already played.

export const noAccount = () => new AppError('NOT_FOUND', 'There is no account with this id.');
const alreadyUsed = () =>
  new AppError('REFERRAL_NOT_ALLOWED', 'You have already used a referral code.');

/** No cycles: the applicant must not be anywhere up the referrer's chain. */
async function refuseCycle(ctx: AppContext, referrerId: string, userId: string): Promise<void> {
  let ancestor: string | undefined = referrerId;
  for (let depth = 0; ancestor && depth < 100; depth += 1) {
    ancestor = await findReferrerOf(ctx.db, ancestor);
    if (ancestor === userId) {
      throw new AppError(
        'REFERRAL_NOT_ALLOWED',
        'You cannot use the code of a player you brought to Punla.',
      );
    }
  }
}

/** Whose code this is, if the player may use it: once, in time, never their own, no cycle. */
async function findReferrerFor(
  ctx: AppContext,
  user: ReferralAccount,
  code: string,
  now: Date,
): Promise<ReferralAccount> {
  if (user.referredCode) throw alreadyUsed();
  const ageDays = (now.getTime() - user.createdAt.getTime()) / (24 * 60 * 60 * 1000);
  if (ageDays > REFERRAL_APPLY_WITHIN_DAYS) {
    throw new AppError(
      'REFERRAL_NOT_ALLOWED',
      `A referral code can be used only within ${REFERRAL_APPLY_WITHIN_DAYS} days of signing up.`,
    );
  }
  const referrer = await findAccountByReferralCode(ctx.db, code);
  if (!referrer || !canRefer(referrer)) {
    throw new AppError('REFERRAL_INVALID', 'There is no player with this referral code.');
  }
  if (referrer.id === user.id)
    throw new AppError('REFERRAL_NOT_ALLOWED', 'You cannot use your own referral code.');
  await refuseCycle(ctx, referrer.id, user.id);
  return referrer;
}

/**
 * Applies a code for a player (docs/game-rules.md, Referrals): once, within 7 days of sign-up, never one's
 * own, never in a cycle. The new player is paid at once; the referrer once the new player has
 * played (at once, if they have already). Call inside a transaction: applies are serialized, so that the cycle check sees
 * every other apply and two players using each other's codes at once never both succeed.
 */
export async function applyCode(ctx: AppContext, userId: string, code: string) {
  await waitForOtherReferralApplies(ctx.db);
  const now = ctx.clock.now();
  const user = await findReferralAccount(ctx.db, userId);
  if (!user) throw noAccount();
  const referrer = await findReferrerFor(ctx, user, code, now);
  if (!(await markReferred(ctx.db, userId, code, now))) throw alreadyUsed();
  const referral = await insertReferral(ctx.db, {
    referrerId: referrer.id,
    referredId: userId,
    code,
    createdAt: now,
  });
  const coins = await moveCoins(ctx.db, {
    userId,
    amount: REFERRAL_REWARD.newPlayer.coins,
    reason: 'referral-welcome',
    ref: referral.id,
    description: `Welcome gift for joining with ${referrer.username}'s code`,
    at: now,
  });
  const gift = await drawCommonSpecies(ctx);
  if (gift) await addSeedlings(ctx.db, userId, gift.id, REFERRAL_REWARD.newPlayer.commonSeedlings);
  await addNotice(
    ctx.db,
    welcomeGiftNotice({
      userId,
      referralId: referral.id,
      referrerName: referrer.username,
      coins,
      seedling: gift?.name ?? null,
      at: now,
    }),
  );
  await flagReferralCluster(ctx, { id: referral.id, referrerId: referrer.id, referredId: userId });
  await rewardReferrerForPlay(ctx, userId, 'apply');
  return {
    referredCode: code,
    coins,
    seedling: gift?.name ?? null,
    referrerName: referrer.username,
  };
}

/**
 * Applies a code for the player, in one transaction, and tells them what it brought. The
 * welcome gift is a reward, so an unverified account keeps its code for verification instead
 * (the code given at sign-up is applied then).
 */
export async function applyReferralCode(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<z.infer<typeof applyReferralResult>> {
  if (!canEarnRewards(await checkIfVerified(ctx, userId))) {
    throw new AppError('FORBIDDEN', 'Verify your e-mail address to use a referral code.');
  }
  try {
    return await inTransaction(ctx, async (tx) => {
      const applied = await applyCode(tx, userId, code);
      return {
        referredCode: applied.referredCode,
        coins: applied.coins,
        seedling: applied.seedling,
        walletBalance: (await coinBalance(tx.db, userId)) ?? 0,
        message: welcomeMessage(applied.referrerName, applied.coins, applied.seedling),
      };
    });
  } catch (error) {
    // Two applies at once: the unique referral of this player lets one through.
    if (violatedUniqueConstraint(error)) throw alreadyUsed();
    // The apply waited for a verification that was waiting for it (the referrer being
    // verified at that very moment); the database gave up this side. Nothing was changed.
    if (databaseError(error)?.code === '40P01') {
      throw new AppError(
        'REFERRAL_NOT_ALLOWED',
        'Another referral was being recorded at the same moment. Please try again.',
      );
    }
    throw error;
  }
}
