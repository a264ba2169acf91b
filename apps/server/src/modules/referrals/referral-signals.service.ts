import { REFERRALS_NEVER_PLAY, REFERRAL_CLUSTER_WITHIN_HOURS } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { raiseFlags, type FlagDraft } from '../fair-play/fair-play.service.ts';
import { findReferrersOfIdleFriends, findSignupOrigins } from './referrals.repository.ts';

// The referral signals raised for the admins' review (docs/game-rules.md, Fair play): they
// take nothing away; the fair-play module holds the player's event eligibility until a review.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * When a code is applied: a referee whose account was made from the same network, or the same
 * browser, as the referrer's, within REFERRAL_CLUSTER_WITHIN_HOURS of it, is flagged, and so is
 * the referrer (ref: the referral; related: the other one): the referrer is who a second
 * account would pay, so their eligibility waits for the review too. An account without the
 * hashes (made before they were kept) is never flagged by them. Call in the apply's
 * transaction.
 */
export async function flagReferralCluster(
  ctx: AppContext,
  referral: { id: string; referrerId: string; referredId: string },
): Promise<void> {
  const origins = await findSignupOrigins(ctx.db, [referral.referrerId, referral.referredId]);
  const referrer = origins.find((row) => row.id === referral.referrerId);
  const referee = origins.find((row) => row.id === referral.referredId);
  if (!referrer || !referee) return;
  const apart = Math.abs(referee.createdAt.getTime() - referrer.createdAt.getTime());
  if (apart > REFERRAL_CLUSTER_WITHIN_HOURS * HOUR) return;
  const hoursApart = Math.round((apart / HOUR) * 10) / 10;
  // Both sides: the referee may be a second account, and the referrer is who it pays.
  const flags = [
    {
      userId: referee.id,
      ref: referral.id,
      relatedUserId: referrer.id,
      evidence: { hoursApart, side: 'referee' },
    },
    {
      userId: referrer.id,
      ref: referral.id,
      relatedUserId: referee.id,
      evidence: { hoursApart, side: 'referrer' },
    },
  ];
  const drafts: FlagDraft[] = [];
  if (referrer.networkHash && referrer.networkHash === referee.networkHash) {
    drafts.push(...flags.map((flag) => ({ ...flag, kind: 'REFERRAL_SAME_NETWORK' as const })));
  }
  if (referrer.deviceHash && referrer.deviceHash === referee.deviceHash) {
    drafts.push(...flags.map((flag) => ({ ...flag, kind: 'REFERRAL_SAME_DEVICE' as const })));
  }
  await raiseFlags(ctx, drafts);
}

/**
 * The daily loop's check: a referrer with REFERRALS_NEVER_PLAY.referees or more friends who
 * joined more than REFERRALS_NEVER_PLAY.olderThanDays ago and never played is flagged. The
 * ref is the count of such friends rounded down to the threshold's multiple, so the same
 * referrer is flagged again only when that count has grown by another threshold (5, 10, …),
 * never twice for the same figures. Returns the flags raised.
 */
export async function flagReferrersOfIdleFriends(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const { referees, olderThanDays } = REFERRALS_NEVER_PLAY;
  const rows = await findReferrersOfIdleFriends(ctx.db, {
    minReferees: referees,
    madeBefore: new Date(now.getTime() - olderThanDays * DAY),
  });
  return raiseFlags(
    ctx,
    rows.map((row) => ({
      userId: row.referrerId,
      kind: 'REFERRALS_NEVER_PLAY',
      ref: `idle:${Math.floor(row.idle / referees) * referees}`,
      relatedUserId: null,
      evidence: {
        idle: row.idle,
        referees: row.referees,
        olderThanDays,
        oldestDays: Math.floor((now.getTime() - row.since.getTime()) / DAY),
      },
    })),
  );
}
