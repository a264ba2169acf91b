import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { executorOf } from '../db/sql-executor.ts';
import { afterCommit } from '../lib/context.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../lib/mail.ts';
import type { MailOutbox } from '../lib/mail-outbox.ts';
import { measureJob, noMetrics, type Metrics } from '../lib/metrics.ts';
import { openMail, sealMail, type SealedMail } from '../lib/mail-seal.ts';

/** The queue every mail goes through. */
export const MAIL_QUEUE = 'mail';

/**
 * How many tries a mail gets after its first (with pauses from 30 s doubling up to an hour,
 * about six hours of a mail server that refuses), and how long a sent or failed one is kept.
 */
const MAIL_RETRIES = 12;
const MAIL_KEPT_SECONDS = 7 * 24 * 60 * 60;
/** A batch taken at once by one instance's worker; several instances share a long queue. */
const MAIL_BATCH = 20;

/**
 * The queue's settings: tries with pauses that grow (about 1, 2, 4 … times `retryDelaySeconds`,
 * at most an hour) while the mail server refuses; a try whose worker stops showing signs of
 * life for 10 seconds (its process killed while sending) is tried again, as is one that runs
 * past two minutes; what failed every try stays, with its reason, for a week (the admin's
 * dashboard counts it).
 */
export function mailQueueOptions(retryDelaySeconds: number, retryLimit = MAIL_RETRIES) {
  return {
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    expireInSeconds: 2 * 60,
    heartbeatSeconds: 10,
    deleteAfterSeconds: MAIL_KEPT_SECONDS,
  };
}

/**
 * The outbox services put their mails in: each mail sealed (lib/mail-seal.ts) and inserted
 * into pg-boss's table through the caller's connection, so it belongs to the caller's
 * transaction. Once that commits, this instance's worker is woken to send it at once; the
 * other instances' workers find what it leaves on their next poll.
 */
export function createMailOutbox(options: {
  boss: PgBoss;
  database: DatabaseHandle;
  mailKey: string;
  wake: () => void;
}): MailOutbox {
  const { boss, database, mailKey, wake } = options;
  return {
    async put(ctx, ...messages) {
      if (messages.length === 0) return;
      const jobs = messages.map((message) => ({ data: sealMail(mailKey, message) }));
      await boss.insert(MAIL_QUEUE, jobs, { db: executorOf(ctx.db) });
      afterCommit(ctx, wake);
    },
    failedCount: () => countMails(database, 'failed'),
    retryingCount: () => countMails(database, 'retry'),
  };
}

/** The mails in the queue in pg-boss's state `state`. */
async function countMails(database: DatabaseHandle, state: 'failed' | 'retry'): Promise<number> {
  const { rows } = await database.executeSql(
    `select count(*)::int as count from pgboss.job where name = $1 and state = $2`,
    [MAIL_QUEUE, state],
  );
  return (rows[0] as { count: number } | undefined)?.count ?? 0;
}

/**
 * Sends what the queue holds, a batch at a time, each mail on its own: one the mail server
 * refuses is tried again later without holding up the others. Returns the worker's id, for
 * waking it.
 */
export function startMailWorker(options: {
  boss: PgBoss;
  mailer: Mailer;
  mailKey: string;
  clock: Clock;
  logger: FastifyBaseLogger;
  pollingIntervalSeconds: number;
  /** Each mail's try, under the queue `mail`, and the mails sent and failed. */
  metrics?: Metrics;
}): Promise<string> {
  const { boss, mailer, mailKey, clock, logger, metrics = noMetrics } = options;
  const trySending = async (job: JobWithMetadata<SealedMail>) => {
    const mail = openMail(mailKey, job.data);
    if (mail.sendBefore && clock.now().getTime() > Date.parse(mail.sendBefore)) {
      // A code that has expired helps nobody: the player asks for a new one.
      logger.info({ job: job.id }, 'a mail came too late to be of use and was not sent');
      return { id: job.id, status: 'completed' as const, output: { sent: false } };
    }
    await mailer.send(mail);
    metrics.mailSent();
    return { id: job.id, status: 'completed' as const };
  };
  const sendOne = async (job: JobWithMetadata<SealedMail>) => {
    try {
      return await measureJob(metrics, MAIL_QUEUE, () => trySending(job));
    } catch (error) {
      const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
      const last = job.retryCount >= job.retryLimit;
      metrics.mailFailed(last);
      // The mail's address and text stay out of the log: a code or a ticket may be in it.
      logger[last ? 'error' : 'warn'](
        { job: job.id, try: job.retryCount + 1, reason },
        last
          ? 'a mail failed every try and was given up'
          : 'a mail could not be sent; it is tried again later',
      );
      return { id: job.id, status: 'failed' as const, output: { reason } };
    }
  };
  return boss.work(
    MAIL_QUEUE,
    {
      batchSize: MAIL_BATCH,
      burstWhenBatchFull: true,
      includeMetadata: true,
      perJobResults: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    },
    (jobs: JobWithMetadata<SealedMail>[]) => Promise.all(jobs.map(sendOne)),
  );
}

/** A mail server's answer without the addresses it may quote (`550 <ana@example.org> …`). */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"',;:]+@[^\s<>"',;:]+/g, '(address)');
}
