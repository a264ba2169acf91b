import { REMINDERS } from '@punla/contract';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../lib/mail.ts';
import type { MailOutbox } from '../lib/mail-outbox.ts';
import { measureJob, noMetrics, type Metrics } from '../lib/metrics.ts';
import type { SeasonJobQueue } from '../lib/season-job-queue.ts';
import { createMailOutbox, MAIL_QUEUE, mailQueueOptions, startMailWorker } from './mail-queue.ts';
import {
  createSeasonJobQueue,
  SEASON_JOB_QUEUE,
  seasonJobQueueOptions,
  startSeasonJobWorker,
} from './season-job-queue.ts';

/** The queue of the daily loop's runs (jobs/daily-loop.ts). */
const DAILY_LOOP_QUEUE = 'daily-loop';

export interface JobQueue {
  /** Where services put mails (lib/mail-outbox.ts); usable once the queue has started. */
  outbox: MailOutbox;
  /** Where the season rollover puts its batches; usable once the queue has started. */
  seasonJobs: SeasonJobQueue;
  /** Creates the queues and starts the workers (and the daily loop's schedule, when asked). */
  start(): Promise<void>;
  /**
   * Puts one run of the daily loop on the queue now; one instance's worker will take it (the
   * two-instance test uses it to run the work through the queue).
   */
  enqueueDailyLoop(): Promise<void>;
  /** Waits until no mail is waiting or being sent (tests read the inbox after it). */
  mailsSettled(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  timeZone: string;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  mailKey: string;
  /** The game's clock: a mail's `sendBefore` is an instant of the game. */
  clock: Clock;
  /** Schedules the daily loop and runs its jobs on this instance. */
  scheduledJobs: boolean;
  runDailyLoop: () => Promise<unknown>;
  /** One batch of a season job (use-cases/season-rollover.ts); every instance works them. */
  runSeasonJobBatch: (jobId: string, batch: number) => Promise<unknown>;
  recordSeasonJobFailure: (jobId: string, error: unknown, final: boolean) => Promise<void>;
  /** How often an idle worker asks for a job (tests shorten it). */
  pollingIntervalSeconds?: number;
  /** The first pause before a refused mail is tried again (tests shorten it). */
  mailRetryDelaySeconds?: number;
  /** How many times a refused mail is tried again before it is given up (tests lower it). */
  mailRetryLimit?: number;
  /** Where each job's outcome and time are recorded (none when METRICS_PORT is unset). */
  metrics?: Metrics;
}

/**
 * The job queue, on PostgreSQL with pg-boss (its tables in the `pgboss` schema), through the
 * app's own connection pool: the mail queue and the season rollover's batches, which every
 * instance works on, and the daily loop, whose cron schedule lives in the database, so however
 * many instances run, each tick makes one job, and the queue's stately policy keeps at most
 * one waiting and one running.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, logger } = options;
  const metrics = options.metrics ?? noMetrics;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    schedule: options.scheduledJobs,
    // How often an instance looks for jobs whose worker died (a mail's, within 10 s).
    superviseIntervalSeconds: 10,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 10;
  let mailWorker: string | undefined;
  const outbox = createMailOutbox({
    boss,
    database,
    mailKey: options.mailKey,
    wake: () => {
      if (mailWorker) boss.notifyWorker(mailWorker);
    },
  });
  let seasonWorker: string | undefined;
  const seasonJobs = createSeasonJobQueue(boss, () => {
    if (seasonWorker) boss.notifyWorker(seasonWorker);
  });
  return {
    outbox,
    seasonJobs,
    async start() {
      await boss.start();
      const mailOptions = mailQueueOptions(
        options.mailRetryDelaySeconds ?? 30,
        options.mailRetryLimit,
      );
      await boss.createQueue(MAIL_QUEUE, mailOptions);
      // A queue made by an earlier start keeps its settings unless told: today's apply.
      await boss.updateQueue(MAIL_QUEUE, mailOptions);
      mailWorker = await startMailWorker({
        boss,
        mailer: options.mailer,
        mailKey: options.mailKey,
        clock: options.clock,
        logger,
        pollingIntervalSeconds,
        metrics,
      });
      await boss.createQueue(SEASON_JOB_QUEUE, seasonJobQueueOptions);
      await boss.updateQueue(SEASON_JOB_QUEUE, seasonJobQueueOptions);
      seasonWorker = await startSeasonJobWorker({
        boss,
        logger,
        pollingIntervalSeconds,
        runBatch: options.runSeasonJobBatch,
        recordFailure: options.recordSeasonJobFailure,
        metrics,
      });
      if (!options.scheduledJobs) return;
      await boss.createQueue(DAILY_LOOP_QUEUE, {
        policy: 'stately',
        retryLimit: 2,
        expireInSeconds: 15 * 60,
      });
      await boss.schedule(DAILY_LOOP_QUEUE, REMINDERS.cron, null, { tz: options.timeZone });
      await boss.work(DAILY_LOOP_QUEUE, { pollingIntervalSeconds }, async () => {
        await measureJob(metrics, DAILY_LOOP_QUEUE, options.runDailyLoop);
      });
    },
    async enqueueDailyLoop() {
      await boss.send(DAILY_LOOP_QUEUE, null);
    },
    async mailsSettled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await database.executeSql(
          `select count(*)::int as waiting from pgboss.job
            where name = $1 and state in ('created', 'retry', 'active')`,
          [MAIL_QUEUE],
        );
        if ((rows[0] as { waiting: number }).waiting === 0) return;
        if (Date.now() > deadline) throw new Error('Mails are still waiting to be sent.');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
