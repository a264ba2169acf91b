import {
  REFERRAL_QUALIFIES_WHEN,
  REFERRAL_REWARD,
  TREE_STAGES,
  withArticle,
} from '@punla/contract';
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

/** How a friend first played: a tree that reached Sapling, or quests on 3 game days. */
export type PlayedBy = 'tree' | 'quests';

const playedWords: Record<PlayedBy, string> = {
  tree: `grew a tree to ${TREE_STAGES[REFERRAL_QUALIFIES_WHEN.treeStage] ?? 'Sapling'}`,
  quests: `claimed quests on ${REFERRAL_QUALIFIES_WHEN.questDays} different days`,
};

/**
 * The referrer's reward, once the friend has played (REFERRAL_QUALIFIES_WHEN); `friend` is null
 * for an account gone since.
 */
export function referralRewardNotice(input: {
  referrerId: string;
  referralId: string;
  friend: string | null;
  playedBy: PlayedBy;
  at: Date;
}): NoticeDraft {
  const { friend } = input;
  // An account gone since: "a friend", with a capital only at the start of the title.
  return {
    userId: input.referrerId,
    kind: 'REFERRAL_REWARD',
    ref: String(input.referralId),
    title: `${friend ?? 'A friend'} is playing Punla with your code`,
    body: `${friend ?? 'Your friend'} ${playedWords[input.playedBy]}: you earned ${REFERRAL_REWARD.referrer.coins} coins and ${REFERRAL_REWARD.referrer.xp} XP for bringing them to Punla. Thank you!`,
    link: noticeLinks.invite,
    at: input.at,
  };
}

/** What the apply answers: the gift, in the player's words. */
export function welcomeMessage(referrerName: string, coins: number, seedling: string | null) {
  const gift = seedling ? ` and ${withArticle(`${seedling} seedling`)}` : '';
  return `Welcome! ${referrerName} brought you here: you get ${coins} coins${gift}.`;
}
