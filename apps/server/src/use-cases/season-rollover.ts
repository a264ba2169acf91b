import type { RolloverAction, SeasonJob } from '@punla/contract';
import { databaseError } from '../db/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { inTransaction, type AppContext } from '../lib/context.ts';
import { addSeedlingToEach } from '../lib/ledgers/inventory-ledger.ts';
import type { SeasonJobQueue } from '../lib/season-job-queue.ts';
import {
  countTreesToMakeDormant,
  makeGrowingTreesDormant,
} from '../modules/planted-trees/planted-trees.service.ts';
import {
  findSeasonJob,
  openSeasonJob,
  recordBatch,
  recordFailure,
  takeSeasonJob,
  type SeasonJobRow,
} from '../modules/seasons/season-jobs.service.ts';
import {
  countPlayersToGift,
  getCurrentSeason,
  recordSeasonGifts,
  seasonById,
} from '../modules/seasons/seasons.service.ts';
import { seasonGiftSpeciesId } from '../modules/trees/trees.service.ts';

/*
 * The admin's season rollover (Manage seasons): actions over every player or tree of the
 * game, run by the job queue in batches of SEASON_JOB_BATCH rows, each in its own transaction
 * with the progress it makes (docs/decisions/029). Each batch is safe to repeat: the gift row
 * (season, player) gives a seedling once, and a dormant tree is no longer growing. A second
 * run of a finished action changes nothing more.
 */

export interface RolloverContext extends AppContext {
  seasonJobs: SeasonJobQueue;
}

/**
 * Rows a batch walks: about a second of work on the database, far below PostgreSQL's limits
 * (the players' ids go as one array parameter), and small enough that a batch tried again
 * redoes little.
 */
export const SEASON_JOB_BATCH = 10_000;

/**
 * Starts an action for the current season, or answers the job already under way (the same
 * action twice at once is one job); a failed one is resumed where it stopped.
 */
export async function startRolloverAction(
  ctx: RolloverContext,
  action: RolloverAction,
  adminId: string,
): Promise<{ jobId: string }> {
  const season = await getCurrentSeason(ctx);
  return inTransaction(ctx, async (tx) => {
    const { job, queued } = await openSeasonJob(tx, {
      action,
      seasonId: season.id,
      startedBy: adminId,
      total: () =>
        action === 'send-free-seedlings'
          ? countPlayersToGift(tx)
          : countTreesToMakeDormant(tx, season.startAt),
    });
    if (queued) await tx.seasonJobs.put(tx, job.id, job.batches);
    return { jobId: job.id };
  });
}

interface BatchDone {
  walked: number;
  changed: number;
  cursor: string | null;
}

async function giftBatch(
  ctx: AppContext,
  job: SeasonJobRow,
  season: { id: number; name: string },
): Promise<BatchDone> {
  const speciesId = await seasonGiftSpeciesId(ctx, season.id);
  if (speciesId === undefined) {
    throw new AppError(
      'VALIDATION_FAILED',
      'There is no common tree species to give. Add one in Manage trees, then resume.',
    );
  }
  const batch = await recordSeasonGifts(ctx, {
    seasonId: season.id,
    at: ctx.clock.now(),
    after: job.cursor,
    limit: SEASON_JOB_BATCH,
  });
  await addSeedlingToEach(ctx.db, batch.gifted, speciesId);
  return { walked: batch.walked, changed: batch.gifted.length, cursor: batch.last ?? job.cursor };
}

async function dormancyBatch(
  ctx: AppContext,
  job: SeasonJobRow,
  season: { startAt: Date },
): Promise<BatchDone> {
  const batch = await makeGrowingTreesDormant(ctx, {
    plantedBefore: season.startAt,
    after: job.cursor,
    limit: SEASON_JOB_BATCH,
  });
  return { walked: batch.walked, changed: batch.changed, cursor: batch.last ?? job.cursor };
}

/**
 * Batch number `batch` of a job, with its progress, in one transaction; queues the next batch
 * in it too while rows are left. A batch that is no longer due (delivered twice, or its job
 * finished or failed) does nothing. A refusal in words (no species to give) stops the job as
 * failed, for an admin to resume once it is put right. Returns whether the job has finished.
 */
export async function runRolloverBatch(
  ctx: RolloverContext,
  jobId: string,
  batch: number,
): Promise<boolean> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const job = await takeSeasonJob(tx, jobId, batch);
      if (!job) return true;
      const season = await seasonById(tx, job.seasonId);
      if (!season) return true;
      const done =
        job.action === 'send-free-seedlings'
          ? await giftBatch(tx, job, season)
          : await dormancyBatch(tx, job, season);
      const finished = done.walked < SEASON_JOB_BATCH;
      await recordBatch(tx, jobId, { ...done, finished });
      if (!finished) await tx.seasonJobs.put(tx, jobId, batch + 1);
      return finished;
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await recordFailure(ctx, jobId, { error: error.message, final: true });
    return true;
  }
}

/**
 * A batch's failure, in words an admin reads beside the Resume button. The database's or the
 * driver's own text stays in the log (the worker logs it); the admin gets the kind of failure
 * (PostgreSQL's error code, when it is one) to quote.
 */
export function recordRolloverFailure(
  ctx: AppContext,
  jobId: string,
  error: unknown,
  final: boolean,
): Promise<void> {
  const code = databaseError(error)?.code;
  const reason = code ? `database error ${code}` : 'the server could not finish it';
  return recordFailure(ctx, jobId, {
    error: final
      ? `A batch failed every try (${reason}). Resume to go on from where it stopped.`
      : `A batch failed (${reason}); it is tried again shortly.`,
    final,
  });
}

const count = new Intl.NumberFormat('en-PH');

function resultMessage(job: SeasonJobRow, season: string): string {
  const { changed } = job;
  const many = count.format(changed);
  if (job.action === 'send-free-seedlings') {
    return changed === 0
      ? `Every verified player already has the free seedling of ${season}: nothing changed.`
      : `${many} player${changed === 1 ? '' : 's'} received a free seedling.`;
  }
  return changed === 0
    ? 'No growing trees from earlier seasons were left: nothing changed.'
    : `${many} tree${changed === 1 ? ' is' : 's are'} now dormant.`;
}

/** A job's progress as the admin follows it; once done, what it changed, in words. */
export async function getRolloverJob(ctx: AppContext, jobId: string): Promise<SeasonJob> {
  const { job, season } = await findSeasonJob(ctx, jobId);
  const state = job.state as SeasonJob['state'];
  return {
    jobId: job.id,
    action: job.action as RolloverAction,
    season,
    state,
    done: job.done,
    total: Math.max(job.total, job.done),
    changed: job.changed,
    ...(state === 'done' ? { message: resultMessage(job, season) } : {}),
    ...(job.error && state !== 'done' ? { error: job.error } : {}),
  };
}
