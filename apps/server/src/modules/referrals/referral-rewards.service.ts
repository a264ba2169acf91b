import {
  REFERRALS_REWARDED_PER_SEASON,
  REFERRAL_QUALIFIES_WHEN,
  REFERRAL_REWARD,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { awardLifetimeXp } from '../../lib/ledgers/xp-ledger.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import { referralRewardNotice, type PlayedBy } from './referrals.notices.ts';
import {
  countRewardedReferrals,
  findPlayProgress,
  findReferralAccount,
  findUnrewardedReferral,
  markRewarded,
  waitForOtherRewardsOf,
} from './referrals.repository.ts';

/**
 * What may have just made a referred friend a player (docs/game-rules.md, Referrals): one of
 * their trees reached Sapling, they claimed their first quest of a game day, or they applied a
 * code after having played already.
 */
export type PlayMoment = 'tree' | 'quests' | 'apply';

type Progress = Awaited<ReturnType<typeof findPlayProgress>>;

/**
 * Whether this moment is the one at which the friend first played: their first tree at
 * Sapling (with fewer than 3 quest days before), or their third quest day (with no tree at
 * Sapling before). A referral is settled at that one moment, paid or (past the season's cap)
 * not, and never again. At an apply, any play before counts.
 */
function firstPlayedAt(moment: PlayMoment, progress: Progress): PlayedBy | null {
  const { questDays } = REFERRAL_QUALIFIES_WHEN;
  const byTree = progress.saplings >= 1;
  const byQuests = progress.questDays >= questDays;
  if (moment === 'tree') return progress.saplings === 1 && !byQuests ? 'tree' : null;
  if (moment === 'quests') return progress.questDays === questDays && !byTree ? 'quests' : null;
  return byTree ? 'tree' : byQuests ? 'quests' : null;
}

/**
 * Pays the referrer of `referredId` when the friend has just played for the first time: 100
 * coins and 50 lifetime XP (never season XP), once, and only up to the cap of rewarded
 * referrals per season. Called inside the transaction of the moment (the tree's growth, the
 * quest's claim, the code's apply), so it sees that moment's own rows: the reward is marked
 * in the same transaction (a conditional update), and rewards of one referrer are counted
 * one at a time, so triggers at the same moment pay once and never past the cap.
 */
export async function rewardReferrerForPlay(
  ctx: AppContext,
  referredId: string,
  moment: PlayMoment,
): Promise<void> {
  const referral = await findUnrewardedReferral(ctx.db, referredId);
  if (!referral) return;
  const playedBy = firstPlayedAt(moment, await findPlayProgress(ctx.db, referredId));
  if (!playedBy) return;
  const now = ctx.clock.now();
  await waitForOtherRewardsOf(ctx.db, referral.referrerId);
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
    description: `${referred?.username ?? 'A friend'} is playing Punla with your code`,
  });
  await awardLifetimeXp(ctx.db, { ...award, amount: REFERRAL_REWARD.referrer.xp });
  await addNotice(
    ctx.db,
    referralRewardNotice({
      referrerId: referral.referrerId,
      referralId: referral.id,
      friend: referred?.username ?? null,
      playedBy,
      at: now,
    }),
  );
}
