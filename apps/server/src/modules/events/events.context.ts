import type { AppContext } from '../../lib/context.ts';
import type { MailOutbox } from '../../lib/mail-outbox.ts';

/** Events send mails (RSVPs, promotions, cancellations, reminders) with links to the game. */
export interface EventsContext extends AppContext {
  /** Where its mails go: queued in the caller's transaction, sent after it commits. */
  outbox: MailOutbox;
  publicUrl: string;
}
