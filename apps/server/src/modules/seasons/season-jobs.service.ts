import { FINISHED_SEASON_JOBS_KEPT_DAYS } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import {
  deleteFinishedSeasonJobRows,
  findActiveSeasonJob,
  findLatestSeasonJob,
  findSeasonJobWithSeason,
  insertSeasonJob,
  lockSeasonJob,
  recordSeasonJobBatch,
  recordSeasonJobFailure,
  requeueFailedSeasonJob,
  reviveStaleSeasonJob,
  type SeasonJobRow,
} from './season-jobs.repository.ts';

export type { SeasonJobRow } from './season-jobs.repository.ts';

/*
 * The jobs of the season rollover's actions (docs/decisions/029): the row an admin follows,
 * and the cursor the batches move. What each batch does is use-cases/season-rollover.ts's.
 */

/**
 * How long a queued or running job may show no progress before it is taken for lost: longer
 * than a batch's every try with its pauses (season-job-queue.ts), far longer than a batch.
 */
export const SEASON_JOB_STALE_MS = 20 * 60 * 1000;

/**
 * The action's job to follow, inside the caller's transaction: the one queued or running if
 * there is one (an admin's second tap, or another admin's), put on the queue again if it has
 * shown no progress for SEASON_JOB_STALE_MS (its batch was lost); else this season's failed one
 * put back in the queue where it stopped; else a new one counting `total()` rows. `queued` says
 * whether the caller must put it on the job queue (it is new, resumed or revived).
 */
export async function openSeasonJob(
  ctx: AppContext,
  open: { action: string; seasonId: number; startedBy: string; total: () => Promise<number> },
): Promise<{ job: SeasonJobRow; queued: boolean }> {
  const now = ctx.clock.now();
  const active = await findActiveSeasonJob(ctx.db, open.action);
  if (active) {
    const staleBefore = new Date(now.getTime() - SEASON_JOB_STALE_MS);
    const revived = await reviveStaleSeasonJob(ctx.db, active.id, staleBefore, now);
    return revived ? { job: revived, queued: true } : { job: active, queued: false };
  }
  const latest = await findLatestSeasonJob(ctx.db, open.action, open.seasonId);
  if (latest?.state === 'failed') {
    const resumed = await requeueFailedSeasonJob(ctx.db, latest.id, now);
    if (resumed) return { job: resumed, queued: true };
  }
  const total = await open.total();
  try {
    // Its own savepoint: a refused insert leaves the caller's transaction usable.
    const job = await inTransaction(ctx, (tx) =>
      insertSeasonJob(tx.db, { ...open, total, at: now }),
    );
    return { job, queued: true };
  } catch (error) {
    // Two admins at the same moment: the unique index let one job in; both follow it. A short
    // job may have finished before this read, so the season's latest one is the winner then.
    if (!violatedUniqueConstraint(error)) throw error;
    const winner =
      (await findActiveSeasonJob(ctx.db, open.action)) ??
      (await findLatestSeasonJob(ctx.db, open.action, open.seasonId));
    if (!winner) throw error;
    return { job: winner, queued: false };
  }
}

/**
 * The job for its batch number `batch`, locked until the caller's transaction ends (two tries
 * of the same batch take turns); undefined when it is no longer queued or running, or when
 * that batch is done already (a batch delivered twice).
 */
export async function takeSeasonJob(
  ctx: AppContext,
  jobId: string,
  batch: number,
): Promise<SeasonJobRow | undefined> {
  const job = await lockSeasonJob(ctx.db, jobId);
  if (!job || (job.state !== 'queued' && job.state !== 'running')) return undefined;
  return job.batches === batch ? job : undefined;
}

export function recordBatch(
  ctx: AppContext,
  jobId: string,
  batch: { walked: number; changed: number; cursor: string | null; finished: boolean },
): Promise<void> {
  return recordSeasonJobBatch(ctx.db, jobId, { ...batch, at: ctx.clock.now() });
}

export function recordFailure(
  ctx: AppContext,
  jobId: string,
  failure: { error: string; final: boolean },
): Promise<void> {
  return recordSeasonJobFailure(ctx.db, jobId, { ...failure, at: ctx.clock.now() });
}

export async function findSeasonJob(ctx: AppContext, jobId: string) {
  const found = await findSeasonJobWithSeason(ctx.db, jobId);
  if (!found) throw new AppError('NOT_FOUND', 'There is no season job with this id.');
  return found;
}

/**
 * Forgets the jobs done or failed FINISHED_SEASON_JOBS_KEPT_DAYS after they last changed
 * (docs/game-rules.md, What is kept). A failed job forgotten is not resumed: the action's next
 * start makes a new job, whose batches skip what was done (each is safe to do twice).
 */
export function deleteFinishedSeasonJobs(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - FINISHED_SEASON_JOBS_KEPT_DAYS * 86_400_000);
  return deleteFinishedSeasonJobRows(ctx.db, before);
}
