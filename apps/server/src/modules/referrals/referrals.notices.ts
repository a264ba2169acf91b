import { REFERRAL_REWARD, withArticle } from '@punla/contract';
import { noticeLinks, type NoticeDraft } from '../../lib/ledgers/notices.ts';

/** The new player's welcome gift, told in their inbox. */
export function welcomeGiftNotice(input: {
  userId: string;
  referralId: string;
  referrerName: string;
  coins: number;
  seedling: string | null;
  at: Date;
}): NoticeDraft {
  const { referrerName, coins, seedling } = input;
  return {
    userId: input.userId,
    kind: 'REFERRAL_GIFT',
    ref: String(input.referralId),
    title: `A welcome gift from ${referrerName}`,
    body: seedling
      ? `You joined with ${referrerName}'s code: ${coins} coins and ${withArticle(`${seedling} seedling`)} are yours.`
      : `You joined with ${referrerName}'s code: ${coins} coins are yours.`,
    link: seedling ? noticeLinks.seedlings : noticeLinks.wallet,
    at: input.at,
  };
}

/** The referrer's reward, once the friend is verified; `friend` is null for an account gone since. */
export function referralRewardNotice(input: {
  referrerId: string;
  referralId: string;
  friend: string | null;
  at: Date;
}): NoticeDraft {
  const { friend } = input;
  // An account gone since: "a friend", with a capital only at the start of the title.
  return {
    userId: input.referrerId,
    kind: 'REFERRAL_REWARD',
    ref: String(input.referralId),
    title: `${friend ?? 'A friend'} joined with your code`,
    body: `You earned ${REFERRAL_REWARD.referrer.coins} coins and ${REFERRAL_REWARD.referrer.xp} XP for bringing ${friend ?? 'a friend'} to Punla. Thank you!`,
    link: noticeLinks.invite,
    at: input.at,
  };
}

/** What the apply answers: the gift, in the player's words. */
export function welcomeMessage(referrerName: string, coins: number, seedling: string | null) {
  const gift = seedling ? ` and ${withArticle(`${seedling} seedling`)}` : '';
  return `Welcome! ${referrerName} brought you here: you get ${coins} coins${gift}.`;
}
