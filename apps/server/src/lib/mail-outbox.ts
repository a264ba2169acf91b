import type { AppContext } from './context.ts';
import type { MailMessage } from './mail.ts';

/**
 * Where services put the mails they send. A mail is written to the mail queue through the
 * caller's own connection, so inside a transaction it is queued only if the transaction
 * commits, and once committed it is sent however the process ends: a worker takes it, sends
 * it, and tries again with growing pauses when the mail server refuses
 * (jobs/mail-queue.ts; docs/decisions/ on post-commit work). Services never talk to SMTP.
 */
export interface MailOutbox {
  /** Queues the mails (in one statement) on `ctx.db`: the transaction, when in one. */
  put(ctx: AppContext, ...messages: MailMessage[]): Promise<void>;
  /** Mails that failed every try and were given up on, still kept with their reason. */
  failedCount(): Promise<number>;
  /** Mails the mail server refused so far, waiting for their next try. */
  retryingCount(): Promise<number>;
}
