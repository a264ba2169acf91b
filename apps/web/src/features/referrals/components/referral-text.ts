import {
  REFERRALS_REWARDED_PER_SEASON,
  REFERRAL_QUALIFIES_WHEN,
  TREE_STAGES,
  type ReferralRewardStatus,
  type ReferredUser,
} from '@punla/contract';

// The words of the Invite friends tab about the referrer's reward, in one place (to be moved
// into a translation catalogue).

const sapling = TREE_STAGES[REFERRAL_QUALIFIES_WHEN.treeStage] ?? 'Sapling';
const days = REFERRAL_QUALIFIES_WHEN.questDays;

/** When the reward comes, after "You get … for each friend who". */
export const REWARD_WHEN_TEXT = `really plays: their first tree reaching ${sapling}, or quests claimed on ${days} different days (up to ${REFERRALS_REWARDED_PER_SEASON} friends a season).`;
/** Referral XP counts for the level only. */
export const REWARD_XP_NOTE = 'The XP adds to your level, not to your season XP.';

export const REWARD_BADGE: Record<ReferralRewardStatus, string> = {
  PAID: 'Reward paid',
  PENDING: 'Reward pending',
  CAPPED: 'Not paid',
};

/** What the friend's row says about the reward. */
export function rewardNote(friend: Pick<ReferredUser, 'username'>, status: ReferralRewardStatus) {
  switch (status) {
    case 'PAID':
      return `${friend.username} is playing: your reward is paid.`;
    case 'PENDING':
      return `Pays when ${friend.username} plays: a tree reaching ${sapling} or quests on ${days} days.`;
    case 'CAPPED':
      return `Not paid: ${friend.username} played after you reached this season's limit of ${REFERRALS_REWARDED_PER_SEASON} rewarded friends.`;
  }
}

/** The reward's state, also from a server of the last release (which sends only `rewarded`). */
export const rewardStatusOf = (friend: ReferredUser): ReferralRewardStatus =>
  friend.reward ?? (friend.rewarded ? 'PAID' : 'PENDING');

/** "1 paid · 2 pending". */
export function friendsMetaText(paid: number, pending: number): string {
  return pending > 0 ? `${paid} paid · ${pending} pending` : `${paid} paid`;
}
