import type { AppContext } from './context.ts';

/**
 * Where the season rollover puts the next batch of an action (jobs/season-job-queue.ts).
 * Written through the caller's connection, so inside a transaction a batch is queued only if
 * the transaction commits: the batch that queues the next one commits both or neither.
 */
export interface SeasonJobQueue {
  /** Queues batch number `batch` (the job's batches done so far) of the job. */
  put(ctx: AppContext, jobId: string, batch: number): Promise<void>;
}
