import type {
  FairPlayFlag,
  FairPlayFlagPage,
  FairPlayFlagStatus,
  ReviewFairPlayFlagInput,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type Actor, type AppContext } from '../../lib/context.ts';
import {
  countFlags,
  findFlag,
  holdingStatuses,
  insertFlags,
  listFlagRows,
  listOpenFlagRowsOf,
  recordReview,
  type FlagDraft,
} from './fair-play.repository.ts';
import { reviewWords, toFairPlayFlag } from './fair-play.view.ts';

export type { FlagDraft } from './fair-play.repository.ts';

/*
 * Signs that a player may not be playing fair, raised for an admin's review
 * (docs/game-rules.md, Fair play). A flag takes nothing away: it only holds the player's event
 * eligibility until an admin clears it (the player takes part again) or confirms it (they stay
 * out of events), with a reason. The player is never told of a flag; their eligibility says
 * calmly that their account is being reviewed.
 */

/** Raises flags, each once (player, kind, ref); returns how many were new. */
export function raiseFlags(ctx: AppContext, drafts: FlagDraft[]): Promise<number> {
  return insertFlags(ctx.db, drafts, ctx.clock.now());
}

/** Where the player's reviews leave their event eligibility. */
export interface FairPlayReview {
  /** `pending` while a flag is open, `confirmed` once one is confirmed; null when free. */
  state: 'pending' | 'confirmed' | null;
  /** What the player reads on their eligibility page; null when free. */
  message: string | null;
  /** The RSVP's refusal, in the same calm words; null when free. */
  refusal: string | null;
}

export async function getFairPlayReview(ctx: AppContext, userId: string): Promise<FairPlayReview> {
  const statuses = await holdingStatuses(ctx.db, userId);
  if (statuses.includes('confirmed')) {
    return {
      state: 'confirmed',
      message: reviewWords.confirmed,
      refusal: reviewWords.confirmedRefusal,
    };
  }
  if (statuses.includes('open')) {
    return { state: 'pending', message: reviewWords.pending, refusal: reviewWords.refusal };
  }
  return { state: null, message: null, refusal: null };
}

/** A page of flags for the admins: open ones first, with every player's username. */
export async function listFairPlayFlags(
  ctx: AppContext,
  query: { page: number; size: number; status?: FairPlayFlagStatus | undefined },
): Promise<FairPlayFlagPage> {
  const { page, size, status } = query;
  const [total, open, rows] = await Promise.all([
    countFlags(ctx.db, status),
    countFlags(ctx.db, 'open'),
    listFlagRows(ctx.db, { limit: size, offset: (page - 1) * size }, status),
  ]);
  return { items: rows.map(toFairPlayFlag), page, size, total, open };
}

/** The player's flags waiting for a review (their file in the admins' Players area). */
export async function listOpenFlagsOf(ctx: AppContext, userId: string): Promise<FairPlayFlag[]> {
  return (await listOpenFlagRowsOf(ctx.db, userId)).map(toFairPlayFlag);
}

/** How many flags wait for a review (the admin dashboard's figure). */
export function countOpenFairPlayFlags(ctx: AppContext): Promise<number> {
  return countFlags(ctx.db, 'open');
}

/**
 * An admin's decision on an open flag, with the reason: once (the conditional update decides,
 * so of two reviews at once one is recorded and the other answers 409). The player is not told.
 */
export async function reviewFairPlayFlag(
  ctx: AppContext,
  admin: Actor,
  flagId: number,
  input: ReviewFairPlayFlagInput,
): Promise<FairPlayFlag> {
  return inTransaction(ctx, async (tx) => {
    const flag = await findFlag(tx.db, flagId);
    if (!flag) throw new AppError('NOT_FOUND', 'There is no flag with this id.');
    const reviewed = await recordReview(tx.db, {
      id: flagId,
      status: input.decision === 'clear' ? 'cleared' : 'confirmed',
      by: admin.id,
      reason: input.reason,
      at: tx.clock.now(),
    });
    if (!reviewed) {
      throw new AppError(
        'ALREADY_REVIEWED',
        flag.flag.status === 'open'
          ? 'Another admin reviewed this flag a moment ago.'
          : `This flag has already been reviewed: it is ${flag.flag.status}.`,
      );
    }
    const after = await findFlag(tx.db, flagId);
    if (!after) throw new AppError('NOT_FOUND', 'There is no flag with this id.');
    return toFairPlayFlag(after);
  });
}
