import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { executorOf } from '../db/sql-executor.ts';
import { afterCommit } from '../lib/context.ts';
import { measureJob, noMetrics, type Metrics } from '../lib/metrics.ts';
import type { SeasonJobQueue } from '../lib/season-job-queue.ts';

/** The queue of the season rollover's batches: one job a batch, each naming its season job. */
export const SEASON_JOB_QUEUE = 'season-job';

interface BatchData {
  jobId: string;
  /** Which batch of the job this is: a batch delivered twice finds the job past it. */
  batch: number;
}

/**
 * A batch is tried again after 5, 10, 20 … seconds when it fails (the database restarting, a
 * deploy stopping the worker mid-batch: its transaction rolled back, nothing was done twice),
 * five times, before the season job is marked failed for an admin to resume. A worker that
 * stops showing signs of life for 30 seconds has died: its batch goes to another.
 */
export const seasonJobQueueOptions = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
  heartbeatSeconds: 30,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
};

export function createSeasonJobQueue(boss: PgBoss, wake: () => void): SeasonJobQueue {
  return {
    async put(ctx, jobId, batch) {
      await boss.insert(SEASON_JOB_QUEUE, [{ data: { jobId, batch } satisfies BatchData }], {
        db: executorOf(ctx.db),
      });
      afterCommit(ctx, wake);
    },
  };
}

/**
 * Works the batches: each runs `runBatch` (which queues the next one in its own transaction,
 * and stops the job itself on a refusal in words, e.g. no species to give). Any other failure
 * is written on the season job for the admin to read, and the last try's stops the job as
 * failed. Returns the worker's id, for waking it.
 */
export function startSeasonJobWorker(options: {
  boss: PgBoss;
  logger: FastifyBaseLogger;
  pollingIntervalSeconds: number;
  runBatch: (jobId: string, batch: number) => Promise<unknown>;
  recordFailure: (jobId: string, error: unknown, final: boolean) => Promise<void>;
  /** Each batch's outcome and time, under the queue `season-job`. */
  metrics?: Metrics;
}): Promise<string> {
  const { boss, logger, metrics = noMetrics } = options;
  return boss.work(
    SEASON_JOB_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async ([job]: JobWithMetadata<BatchData>[]) => {
      if (!job) return;
      try {
        await measureJob(metrics, SEASON_JOB_QUEUE, () =>
          options.runBatch(job.data.jobId, job.data.batch),
        );
      } catch (error) {
        const final = job.retryCount >= job.retryLimit;
        logger[final ? 'error' : 'warn'](
          { err: error, seasonJob: job.data.jobId, try: job.retryCount + 1 },
          final
            ? 'a season job batch failed every try; the job stops until an admin resumes it'
            : 'a season job batch failed; it is tried again shortly',
        );
        // Written when it can be: a database that is down now is why the batch failed. A job
        // whose last failure could not be written shows no progress, and the admin's next
        // start takes it up again (SEASON_JOB_STALE_MS).
        await options
          .recordFailure(job.data.jobId, error, final)
          .catch((failure: unknown) =>
            logger.error(
              { err: failure, seasonJob: job.data.jobId },
              'a season job failure went unrecorded',
            ),
          );
        if (!final) throw error;
      }
    },
  );
}
