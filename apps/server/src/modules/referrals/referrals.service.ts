import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  REFERRALS_REWARDED_PER_SEASON,
  REFERRAL_APPLY_WITHIN_DAYS,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_REWARD,
  withArticle,
  type applyReferralResult,
  type referralCodeResponse,
  type referralCount,
  type referredUsers,
} from '@punla/contract';
import { databaseError, violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { addSeedlings } from '../../lib/ledgers/inventory-ledger.ts';
import { addNotice, noticeLinks } from '../../lib/ledgers/notices.ts';
import { coinBalance, moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { awardXp } from '../../lib/ledgers/xp-ledger.ts';
import { canEarnRewards } from '../accounts/accounts.policy.ts';
import { checkIfVerified } from '../accounts/accounts.service.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import { drawCommonSpecies } from '../trees/trees.service.ts';
import { canRefer } from './referrals.policy.ts';
import {
  clearPendingReferralCode,
  countReferralsOf,
  countRewardedReferrals,
  findAccountByReferralCode,
  findReferralAccount,
  findReferrerOf,
  findUnrewardedReferral,
  insertReferral,
  listReferredRows,
  markReferred,
  markRewarded,
  setReferralCodeIfNone,
  waitForOtherReferralApplies,
  type ReferralAccount,
} from './referrals.repository.ts';

export interface ReferralsContext extends AppContext {
  /** The web app's address, for the shareable link. */
  publicUrl: string;
}

const noAccount = () => new AppError('NOT_FOUND', 'There is no account with this id.');
const alreadyUsed = () =>
  new AppError('REFERRAL_NOT_ALLOWED', 'You have already used a referral code.');

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
 * own, never in a cycle. The new player is paid at once; the referrer when the new player is
 * verified. Call inside a transaction: applies are serialized, so that the cycle check sees
 * every other apply and two players using each other's codes at once never both succeed.
 */
async function applyCode(ctx: AppContext, userId: string, code: string) {
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
  await addNotice(ctx.db, {
    userId,
    kind: 'REFERRAL_GIFT',
    ref: String(referral.id),
    title: `A welcome gift from ${referrer.username}`,
    body: gift
      ? `You joined with ${referrer.username}'s code: ${coins} coins and ${withArticle(`${gift.name} seedling`)} are yours.`
      : `You joined with ${referrer.username}'s code: ${coins} coins are yours.`,
    link: gift ? noticeLinks.seedlings : noticeLinks.wallet,
    at: now,
  });
  if (user.verified) await rewardReferrer(ctx, userId, now);
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
        message: `Welcome! ${applied.referrerName} brought you here: you get ${applied.coins} coins${applied.seedling ? ` and ${withArticle(`${applied.seedling} seedling`)}` : ''}.`,
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

/**
 * Pays the referrer of a newly verified player, once, and only up to the cap of rewarded
 * referrals per season. Call inside the transaction that verifies the player.
 */
async function rewardReferrer(ctx: AppContext, referredId: string, now: Date): Promise<void> {
  const referral = await findUnrewardedReferral(ctx.db, referredId);
  if (!referral) return;
  // The cap counts the referrals rewarded in the season running now (all of them when no
  // season runs, the strictest reading).
  const season = await currentSeason(ctx);
  const rewarded = await countRewardedReferrals(ctx.db, referral.referrerId, season);
  if (rewarded >= REFERRALS_REWARDED_PER_SEASON) return;
  if (!(await markRewarded(ctx.db, referral.id, now))) return;
  const referred = await findReferralAccount(ctx.db, referredId);
  const award = { userId: referral.referrerId, reason: 'referral', ref: referral.id, at: now };
  await moveCoins(ctx.db, {
    ...award,
    amount: REFERRAL_REWARD.referrer.coins,
    description: `${referred?.username ?? 'A friend'} joined Punla with your code`,
  });
  await awardXp(ctx.db, { ...award, amount: REFERRAL_REWARD.referrer.xp });
  // An account gone since: "a friend", with a capital only at the start of the title.
  const friend = referred?.username;
  await addNotice(ctx.db, {
    userId: referral.referrerId,
    kind: 'REFERRAL_REWARD',
    ref: String(referral.id),
    title: `${friend ?? 'A friend'} joined with your code`,
    body: `You earned ${REFERRAL_REWARD.referrer.coins} coins and ${REFERRAL_REWARD.referrer.xp} XP for bringing ${friend ?? 'a friend'} to Punla. Thank you!`,
    link: noticeLinks.invite,
    at: now,
  });
}

/**
 * At verification: applies the code given at sign-up (if it is still valid; an invalid one is
 * dropped) and pays the referrer of a player who applied a code before verifying. Call inside
 * the transaction that verifies the player.
 */
/**
 * Takes the referral lock for the caller's transaction before it changes a player's row: a
 * verification that settles a pending code must queue behind applies in the same order they
 * do, or the two can deadlock (each holding what the other waits for).
 */
export function queueBehindReferralApplies(ctx: AppContext): Promise<void> {
  return waitForOtherReferralApplies(ctx.db);
}

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
    return;
  }
  await rewardReferrer(ctx, userId, ctx.clock.now());
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
  const rows = await listReferredRows(ctx.db, userId);
  return rows.map((row) => ({
    username: row.username,
    joinedAt: row.joinedAt.toISOString(),
    verified: row.verified,
    rewarded: row.rewardedAt !== null,
  }));
}
