import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  REFERRALS_REWARDED_PER_SEASON,
  REFERRAL_APPLY_WITHIN_DAYS,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_REWARD,
} from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { referrals, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeedlings } from '../../lib/ledgers/inventory-ledger.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { awardXp } from '../../lib/ledgers/xp-ledger.ts';
import { findSeasonAt } from '../seasons/seasons.repository.ts';
import { randomCommonSpecies } from '../trees/trees.repository.ts';

export interface ReferralsContext {
  db: Database;
  clock: Clock;
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
export async function generateReferralCode(ctx: ReferralsContext, userId: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const [user] = await ctx.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
    if (user.code) return { referralCode: user.code, link: `${ctx.publicUrl}/${user.code}` };
    try {
      await ctx.db
        .update(users)
        .set({ referralCode: newCode() })
        .where(and(eq(users.id, userId), isNull(users.referralCode)));
    } catch (error) {
      // Another player has that code: draw again.
      if (!violatedUniqueConstraint(error)) throw error;
    }
  }
  throw new AppError('INTERNAL', 'No free referral code could be found. Try again.');
}

async function referrerOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ referrerId: referrals.referrerId })
    .from(referrals)
    .where(eq(referrals.referredId, userId));
  return row?.referrerId;
}

/**
 * Applies a code for a player (docs/game-rules.md, Referrals): once, within 7 days of sign-up, never one's
 * own, never in a cycle. The new player is paid at once; the referrer when the new player is
 * verified. Call inside a transaction.
 */
export async function applyReferralCode(
  tx: Database,
  ctx: Pick<ReferralsContext, 'clock'>,
  userId: string,
  code: string,
) {
  const now = ctx.clock.now();
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  if (user.referredCode)
    throw new AppError('REFERRAL_NOT_ALLOWED', 'You have already used a referral code.');
  const ageDays = (now.getTime() - user.createdAt.getTime()) / (24 * 60 * 60 * 1000);
  if (ageDays > REFERRAL_APPLY_WITHIN_DAYS) {
    throw new AppError(
      'REFERRAL_NOT_ALLOWED',
      `A referral code can be used only within ${REFERRAL_APPLY_WITHIN_DAYS} days of signing up.`,
    );
  }
  const [referrer] = await tx.select().from(users).where(eq(users.referralCode, code));
  if (!referrer || referrer.role !== 'USER') {
    throw new AppError('REFERRAL_INVALID', 'There is no player with this referral code.');
  }
  if (referrer.id === userId)
    throw new AppError('REFERRAL_NOT_ALLOWED', 'You cannot use your own referral code.');
  // No cycles: the applicant must not be anywhere up the referrer's chain.
  let ancestor: string | undefined = referrer.id;
  for (let depth = 0; ancestor && depth < 100; depth += 1) {
    ancestor = await referrerOf(tx, ancestor);
    if (ancestor === userId) {
      throw new AppError(
        'REFERRAL_NOT_ALLOWED',
        'You cannot use the code of a player you brought to Punla.',
      );
    }
  }
  const claimed = await tx
    .update(users)
    .set({ referredCode: code, pendingReferralCode: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.referredCode)))
    .returning({ id: users.id });
  if (claimed.length === 0)
    throw new AppError('REFERRAL_NOT_ALLOWED', 'You have already used a referral code.');
  const [referral] = await tx
    .insert(referrals)
    .values({ referrerId: referrer.id, referredId: userId, code, createdAt: now })
    .returning();
  if (!referral) throw new Error('The referral was not recorded.');
  const coins = await moveCoins(tx, {
    userId,
    amount: REFERRAL_REWARD.newPlayer.coins,
    reason: 'referral-welcome',
    ref: referral.id,
    description: `Welcome gift for joining with ${referrer.username}'s code`,
    at: now,
  });
  const gift = await randomCommonSpecies(tx);
  if (gift) await addSeedlings(tx, userId, gift.id, REFERRAL_REWARD.newPlayer.commonSeedlings);
  if (user.verified) await rewardReferrer(tx, userId, now);
  return {
    referredCode: code,
    coins,
    seedling: gift?.name ?? null,
    referrerName: referrer.username,
  };
}

/**
 * Pays the referrer of a newly verified player, once, and only up to the cap of rewarded
 * referrals per season. Call inside the transaction that verifies the player.
 */
export async function rewardReferrer(tx: Database, referredId: string, now: Date): Promise<void> {
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.referredId, referredId), isNull(referrals.rewardedAt)));
  if (!referral) return;
  // The cap counts the referrals rewarded in the season running now (all of them when no
  // season runs, the strictest reading).
  const season = await findSeasonAt(tx, now);
  const [count] = await tx
    .select({ rewarded: sql<number>`count(*)::int` })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, referral.referrerId),
        isNotNull(referrals.rewardedAt),
        season
          ? sql`${referrals.rewardedAt} >= ${season.startAt} and ${referrals.rewardedAt} < ${season.endAt}`
          : undefined,
      ),
    );
  if ((count?.rewarded ?? 0) >= REFERRALS_REWARDED_PER_SEASON) return;
  const marked = await tx
    .update(referrals)
    .set({ rewardedAt: now })
    .where(and(eq(referrals.id, referral.id), isNull(referrals.rewardedAt)))
    .returning({ id: referrals.id });
  if (marked.length === 0) return;
  const [referred] = await tx
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, referredId));
  await moveCoins(tx, {
    userId: referral.referrerId,
    amount: REFERRAL_REWARD.referrer.coins,
    reason: 'referral',
    ref: referral.id,
    description: `${referred?.username ?? 'A friend'} joined Punla with your code`,
    at: now,
  });
  await awardXp(tx, {
    userId: referral.referrerId,
    amount: REFERRAL_REWARD.referrer.xp,
    reason: 'referral',
    ref: referral.id,
    at: now,
  });
}

/**
 * At verification: applies the code given at sign-up (if it is still valid; an invalid one is
 * dropped) and pays the referrer of a player who applied a code before verifying.
 */
export async function settleReferralsOnVerification(
  tx: Database,
  clock: Clock,
  userId: string,
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  if (user.pendingReferralCode && !user.referredCode) {
    try {
      // A savepoint: a refused code must not undo the verification around it.
      await tx.transaction((savepoint) =>
        applyReferralCode(savepoint, { clock }, userId, user.pendingReferralCode ?? ''),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await tx.update(users).set({ pendingReferralCode: null }).where(eq(users.id, userId));
    }
    return;
  }
  await rewardReferrer(tx, userId, clock.now());
}

export async function countReferrals(db: Database, userId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      rewarded: sql<number>`count(${referrals.rewardedAt})::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, userId));
  return { count: row?.count ?? 0, rewarded: row?.rewarded ?? 0 };
}

export async function listReferredUsers(db: Database, userId: string) {
  const rows = await db
    .select({
      username: users.username,
      joinedAt: users.createdAt,
      verified: users.verified,
      rewardedAt: referrals.rewardedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(referrals.referredId, users.id))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt));
  return rows.map((row) => ({
    username: row.username,
    joinedAt: row.joinedAt.toISOString(),
    verified: row.verified,
    rewarded: row.rewardedAt !== null,
  }));
}
