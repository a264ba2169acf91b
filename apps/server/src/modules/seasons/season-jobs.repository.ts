import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { seasonJobs, seasons } from '../../db/schema/index.ts';

export type SeasonJobRow = typeof seasonJobs.$inferSelect;

const ACTIVE = ['queued', 'running'];

export async function insertSeasonJob(
  db: Database,
  values: { action: string; seasonId: number; total: number; startedBy: string; at: Date },
): Promise<SeasonJobRow> {
  const [row] = await db
    .insert(seasonJobs)
    .values({
      action: values.action,
      seasonId: values.seasonId,
      state: 'queued',
      total: values.total,
      startedBy: values.startedBy,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  return row!;
}

/** The action's job that is queued or running, if one is (the unique index allows one). */
export async function findActiveSeasonJob(db: Database, action: string) {
  const [row] = await db
    .select()
    .from(seasonJobs)
    .where(and(eq(seasonJobs.action, action), inArray(seasonJobs.state, ACTIVE)));
  return row;
}

/**
 * The action's latest job for a season, whatever its state; of jobs made at the same instant
 * (a clock that stands still), a failed one.
 */
export async function findLatestSeasonJob(db: Database, action: string, seasonId: number) {
  const [row] = await db
    .select()
    .from(seasonJobs)
    .where(and(eq(seasonJobs.action, action), eq(seasonJobs.seasonId, seasonId)))
    .orderBy(desc(seasonJobs.createdAt), sql`${seasonJobs.state} = 'failed' desc`)
    .limit(1);
  return row;
}

/**
 * A queued or running job that has shown no progress since `staleBefore` (its batch was lost:
 * a worker killed on its last try), marked as moving again at `at`; undefined otherwise.
 */
export async function reviveStaleSeasonJob(db: Database, id: string, staleBefore: Date, at: Date) {
  const [row] = await db
    .update(seasonJobs)
    .set({ updatedAt: at })
    .where(
      and(
        eq(seasonJobs.id, id),
        inArray(seasonJobs.state, ACTIVE),
        sql`${seasonJobs.updatedAt} < ${staleBefore}`,
      ),
    )
    .returning();
  return row;
}

/** Puts a failed job back in the queue, its progress kept; undefined when it is not failed. */
export async function requeueFailedSeasonJob(db: Database, id: string, at: Date) {
  const [row] = await db
    .update(seasonJobs)
    .set({ state: 'queued', error: null, updatedAt: at })
    .where(and(eq(seasonJobs.id, id), eq(seasonJobs.state, 'failed')))
    .returning();
  return row;
}

/** The job, locked until the caller's transaction ends: one batch of a job at a time. */
export async function lockSeasonJob(db: Database, id: string) {
  const [row] = await db.select().from(seasonJobs).where(eq(seasonJobs.id, id)).for('update');
  return row;
}

/** A batch's work counted in, in the batch's own transaction. */
export async function recordSeasonJobBatch(
  db: Database,
  id: string,
  batch: { walked: number; changed: number; cursor: string | null; finished: boolean; at: Date },
): Promise<void> {
  await db
    .update(seasonJobs)
    .set({
      done: sql`${seasonJobs.done} + ${batch.walked}`,
      // Players who signed up during the run are walked too, and trees that matured meanwhile
      // are not: the total follows, and a finished job's total is what it walked.
      total: batch.finished
        ? sql`${seasonJobs.done} + ${batch.walked}`
        : sql`greatest(${seasonJobs.total}, ${seasonJobs.done} + ${batch.walked})`,
      batches: sql`${seasonJobs.batches} + 1`,
      changed: sql`${seasonJobs.changed} + ${batch.changed}`,
      cursor: batch.cursor,
      state: batch.finished ? 'done' : 'running',
      error: null,
      updatedAt: batch.at,
      finishedAt: batch.finished ? batch.at : null,
    })
    .where(eq(seasonJobs.id, id));
}

/** Why a try failed; with `final`, the job stops as failed until an admin resumes it. */
export async function recordSeasonJobFailure(
  db: Database,
  id: string,
  failure: { error: string; final: boolean; at: Date },
): Promise<void> {
  await db
    .update(seasonJobs)
    .set({
      error: failure.error,
      updatedAt: failure.at,
      ...(failure.final ? { state: 'failed' } : {}),
    })
    .where(and(eq(seasonJobs.id, id), inArray(seasonJobs.state, ACTIVE)));
}

/** The job with its season's name, as the admin follows it. */
export async function findSeasonJobWithSeason(db: Database, id: string) {
  const [row] = await db
    .select({ job: seasonJobs, season: seasons.name })
    .from(seasonJobs)
    .innerJoin(seasons, eq(seasons.id, seasonJobs.seasonId))
    .where(eq(seasonJobs.id, id));
  return row;
}

/** Deletes, in batches, the jobs done or failed that last changed before `before`. */
export function deleteFinishedSeasonJobRows(db: Database, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    seasonJobs,
    sql`${seasonJobs.state} in ('done', 'failed') and ${seasonJobs.updatedAt} < ${before}`,
  );
}
