import { REFERRALS_REWARDED_PER_SEASON, REFERRAL_REWARD } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { awardXp } from '../../lib/ledgers/xp-ledger.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import { referralRewardNotice } from './referrals.notices.ts';
import {
  countRewardedReferrals,
  findReferralAccount,
  findUnrewardedReferral,
  markRewarded,
} from './referrals.repository.ts';

/**
 * Pays the referrer of a newly verified player, once, and only up to the cap of rewarded
 * referrals per season. Call inside the transaction that verifies the player.
 */
export async function rewardReferrer(
  ctx: AppContext,
  referredId: string,
  now: Date,
): Promise<void> {
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
  await addNotice(
    ctx.db,
    referralRewardNotice({
      referrerId: referral.referrerId,
      referralId: referral.id,
      friend: referred?.username ?? null,
      at: now,
    }),
  );
}
