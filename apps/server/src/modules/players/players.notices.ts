import { countOf } from '@punla/contract';
import { noticeLinks, type NoticeDraft } from '../../lib/ledgers/notices.ts';

// What a player reads in their inbox when an admin changed their account.

/** The admin's reason as a sentence of its own: with its full stop. */
const sentence = (reason: string) =>
  /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;

/** One thing an adjustment changed: an amount of something, given (> 0) or taken (< 0). */
export interface AdjustedAmount {
  amount: number;
  /** Its name, singular and plural: "coin"/"coins", "XP"/"XP", "Narra seedling"/…. */
  singular: string;
  plural: string;
}

/** "50 coins and 100 XP": the amounts of one side, in words. */
function listed(amounts: AdjustedAmount[]): string {
  const words = amounts.map((a) => countOf(Math.abs(a.amount), a.singular, a.plural));
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The adjustment in words: "gave you 50 coins and took 2 water" (`whom`: "you", a name). */
export function adjustmentWords(amounts: AdjustedAmount[], whom: string): string {
  const given = amounts.filter((a) => a.amount > 0);
  const taken = amounts.filter((a) => a.amount < 0);
  const parts = [];
  if (given.length > 0) parts.push(`gave ${whom} ${listed(given)}`);
  if (taken.length > 0) parts.push(`took ${listed(taken)} from ${whom}`);
  return parts.join(' and ');
}

export function adjustedNotice(draft: {
  userId: string;
  ref: string;
  amounts: AdjustedAmount[];
  reason: string;
  at: Date;
}): NoticeDraft {
  return {
    userId: draft.userId,
    kind: 'ACCOUNT_ADJUSTED',
    ref: draft.ref,
    title: 'An admin changed your account',
    body: `An admin ${adjustmentWords(draft.amounts, 'you')}. The reason: ${sentence(draft.reason)}`,
    link: noticeLinks.profile,
    at: draft.at,
  };
}

export function renamedNotice(draft: {
  userId: string;
  ref: string;
  from: string;
  to: string;
  reason: string;
  at: Date;
}): NoticeDraft {
  return {
    userId: draft.userId,
    kind: 'NAME_CHANGED',
    ref: draft.ref,
    title: 'Your username was changed',
    body:
      `An admin changed your username from ${draft.from} to ${draft.to}. ` +
      `The reason: ${sentence(draft.reason)} Log in with the new name or your e-mail address.`,
    link: noticeLinks.profile,
    at: draft.at,
  };
}
