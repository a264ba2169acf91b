import { REMINDERS } from '@punla/contract';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/** The queue of the daily loop's runs (jobs/daily-loop.ts). */
const DAILY_LOOP_QUEUE = 'daily-loop';

export interface JobQueue {
  /**
   * Puts one run of the daily loop on the queue now; one instance's worker will take it (the
   * two-instance test uses it to run the work through the queue).
   */
  enqueueDailyLoop(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The scheduled jobs, on PostgreSQL with pg-boss (its tables in the `pgboss` schema): the
 * cron schedule lives in the database, so however many instances run, each tick makes one
 * job, and the queue's stately policy keeps at most one waiting and one running. pg-boss works
 * through the app's own connection pool.
 */
export async function startJobQueue(options: {
  database: DatabaseHandle;
  timeZone: string;
  logger: FastifyBaseLogger;
  run: () => Promise<unknown>;
  /** How often an idle worker asks for a job (tests shorten it). */
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const { database, logger } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(DAILY_LOOP_QUEUE, {
    policy: 'stately',
    retryLimit: 2,
    expireInSeconds: 15 * 60,
  });
  await boss.schedule(DAILY_LOOP_QUEUE, REMINDERS.cron, null, { tz: options.timeZone });
  await boss.work(
    DAILY_LOOP_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 },
    async () => {
      await options.run();
    },
  );
  return {
    async enqueueDailyLoop() {
      await boss.send(DAILY_LOOP_QUEUE, null);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
