import {
  FAIR_PLAY_REASON_MIN_LENGTH,
  type FairPlayFlagKind,
  type FairPlayFlagStatus,
} from '@punla/contract';
import type { FlagFilter } from '../api/list-fair-play-flags.ts';

// The words of the fair-play page, in one place (to be moved into a translation catalogue).

export const PAGE_TITLE = 'Fair play';
export const PAGE_LEAD =
  'Signs that a player may not be playing fair. A flag takes nothing away: while it is open the player’s event eligibility waits for your review.';

export const FILTERS: { value: FlagFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'cleared', label: 'Cleared' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'all', label: 'All' },
];
export const FILTER_LABEL = 'Show flags';

export const EMPTY_TEXT: Record<FlagFilter, string> = {
  open: 'Nothing to review. Every flag has been looked at.',
  cleared: 'No cleared flags yet.',
  confirmed: 'No confirmed flags yet.',
  all: 'No flags yet.',
};

/** "3 open flags", "1 cleared flag", "4 flags". */
export function countText(total: number, filter: FlagFilter): string {
  const noun = total === 1 ? 'flag' : 'flags';
  return filter === 'all' ? `${total} ${noun}` : `${total} ${filter} ${noun}`;
}

export const KIND_LABEL: Record<FairPlayFlagKind, string> = {
  SHARED_MAILBOX: 'Shared mailbox',
  REFERRAL_SAME_NETWORK: 'Referral, same network',
  REFERRAL_SAME_DEVICE: 'Referral, same browser',
  REFERRALS_NEVER_PLAY: 'Friends never play',
};

export const STATUS_LABEL: Record<FairPlayFlagStatus, string> = {
  open: 'Open',
  cleared: 'Cleared',
  confirmed: 'Confirmed',
};

export const relatedText = (username: string) => `Related to ${username}`;
export const raisedText = (when: string) => `Raised ${when}`;
export const reviewedText = (status: FairPlayFlagStatus, by: string | null, when: string) =>
  `${STATUS_LABEL[status]} by ${by ?? 'an admin no longer here'} on ${when}`;

export const ACTIONS = {
  clear: {
    button: 'Clear',
    title: (username: string) => `Clear the flag on ${username}?`,
    message:
      'Nothing was wrong: the player takes part in events again (if they meet the rules). The player is not told of the flag.',
    confirm: 'Clear flag',
    done: 'Flag cleared. The player’s eligibility is free again.',
  },
  confirm: {
    button: 'Confirm',
    title: (username: string) => `Confirm the flag on ${username}?`,
    message:
      'The player keeps playing but stays out of planting events. The player is not told of the flag; their eligibility says their account was reviewed.',
    confirm: 'Confirm flag',
    done: 'Flag confirmed. The player stays out of events.',
  },
} as const;

/** The buttons' names for a screen reader: "Clear the flag on sprout". */
export const actionLabel = (decision: 'clear' | 'confirm', username: string) =>
  `${ACTIONS[decision].button} the flag on ${username}`;

export const REASON_LABEL = 'Reason';
export const REASON_DESCRIPTION = `What you checked and why you decided so, in at least ${FAIR_PLAY_REASON_MIN_LENGTH} characters. Other admins read it.`;
export const REASON_TOO_SHORT = `Write the reason in at least ${FAIR_PLAY_REASON_MIN_LENGTH} characters.`;
export const CANCEL_LABEL = 'Not now';
export const LIST_LABEL = 'Fair-play flags';
export const LOADING_LABEL = 'Loading the flags';
