import type { FairPlayFlag, FairPlayFlagKind, FairPlayFlagStatus } from '@punla/contract';
import type { FlagRow } from './fair-play.repository.ts';

/*
 * The words of the flags as the admins read them, in one place (to be moved into a
 * translation catalogue with the rest). A flag's evidence holds figures only; these say what
 * they mean. A flag is never shown to the player it is about.
 */

type Evidence = Record<string, unknown>;

const num = (evidence: Evidence, key: string): number | null => {
  const value = evidence[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

const hours = (value: number | null) =>
  value === null ? 'within a day' : value < 1 ? 'within the hour' : `${Math.round(value)} h apart`;

/** A referral cluster, from the referee's side or the referrer's (`evidence.side`). */
function sameOrigin(what: 'network' | 'browser', related: string, evidence: Evidence): string {
  const when = hours(num(evidence, 'hoursApart'));
  return evidence.side === 'referrer'
    ? `Brought ${related} with their code; ${related}'s account was made from the same ${what}, ${when}.`
    : `Joined with ${related}'s code, from the same ${what} as ${related}'s account, made ${when}.`;
}

const evidenceWords: Record<FairPlayFlagKind, (related: string, evidence: Evidence) => string> = {
  SHARED_MAILBOX: (related, evidence) => {
    const accounts = num(evidence, 'accounts');
    return `Shares a mailbox with ${related}${accounts ? ` (${accounts} accounts on one mailbox)` : ''}.`;
  },
  REFERRAL_SAME_NETWORK: (related, evidence) => sameOrigin('network', related, evidence),
  REFERRAL_SAME_DEVICE: (related, evidence) => sameOrigin('browser', related, evidence),
  REFERRALS_NEVER_PLAY: (_related, evidence) => {
    const idle = num(evidence, 'idle') ?? 0;
    const referees = num(evidence, 'referees') ?? idle;
    const days = num(evidence, 'olderThanDays');
    return `${idle} of ${referees} friends who joined with their code never played${days ? ` in more than ${days} days` : ''}.`;
  },
};

/** A flag as the admins' list shows it. */
export function toFairPlayFlag(row: FlagRow): FairPlayFlag {
  const { flag } = row;
  const kind = flag.kind as FairPlayFlagKind;
  const relatedName = row.relatedUsername ?? 'an account deleted since';
  const words = evidenceWords[kind] as (typeof evidenceWords)[FairPlayFlagKind] | undefined;
  return {
    id: flag.id,
    kind,
    status: flag.status as FairPlayFlagStatus,
    player: { id: flag.userId, username: row.username },
    related:
      flag.relatedUserId && row.relatedUsername
        ? { id: flag.relatedUserId, username: row.relatedUsername }
        : null,
    evidence: words ? words(relatedName, flag.evidence as Evidence) : kind,
    createdAt: flag.createdAt.toISOString(),
    review: flag.reviewedAt
      ? {
          at: flag.reviewedAt.toISOString(),
          by: row.reviewerUsername,
          reason: flag.reviewReason ?? '',
        }
      : null,
  };
}

/** The player's review, in the calm words the eligibility page shows them (no accusation). */
export const reviewWords = {
  pending:
    'Your account is being reviewed, as we do from time to time to keep the events fair. Your eligibility will show again once the review is done; you can keep playing meanwhile.',
  confirmed:
    'After a review, your account cannot take part in planting events. You can keep playing Punla.',
  refusal:
    'Your account is being reviewed, as we do from time to time to keep the events fair. You can RSVP once the review is done.',
  confirmedRefusal: 'After a review, your account cannot take part in planting events.',
} as const;
