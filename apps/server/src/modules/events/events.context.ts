import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import type { Mailer } from '../../lib/mail.ts';

/** Events send mails (RSVPs, promotions, cancellations, reminders) with links to the game. */
export interface EventsContext extends AppContext {
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
}
