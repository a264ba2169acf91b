import { EVENT_REMINDER_FROM_HOUR } from '@punla/contract';
import { gameHour, nextGameDayStart } from '../../lib/game-day.ts';
import { eventReminderMail } from './events.notices.ts';
import type { EventsContext } from './events.context.ts';
import { findEventRecord, releaseReminder, takeDueReminders } from './events.repository.ts';

/**
 * The reminder mail on the game day before an event, to every confirmed player, once per
 * RSVP: each reminder is taken (marked) in the database before its mail goes, so runs on two
 * instances at once never send it twice, and a mail that fails is given back for a later run.
 * Returns the number of mails sent.
 */
export async function sendEventReminders(ctx: EventsContext): Promise<number> {
  const now = ctx.clock.now();
  if (gameHour(now, ctx.timeZone) < EVENT_REMINDER_FROM_HOUR) return 0;
  const tomorrow = nextGameDayStart(now, ctx.timeZone);
  const dayAfter = nextGameDayStart(tomorrow, ctx.timeZone);
  const due = await takeDueReminders(ctx.db, tomorrow, dayAfter, now);
  const events = new Map<number, Awaited<ReturnType<typeof findEventRecord>>>();
  let sent = 0;
  for (const reminder of due) {
    if (!events.has(reminder.eventId)) {
      events.set(reminder.eventId, await findEventRecord(ctx.db, reminder.eventId));
    }
    const event = events.get(reminder.eventId)?.event;
    if (!event) continue;
    try {
      await ctx.mailer.send(
        eventReminderMail({
          to: reminder.email,
          username: reminder.username,
          event,
          ticketCode: reminder.ticketCode,
          timeZone: ctx.timeZone,
          publicUrl: ctx.publicUrl,
        }),
      );
      sent += 1;
    } catch (error) {
      ctx.logger.warn({ err: error }, 'an event reminder could not be sent; it is kept for later');
      await releaseReminder(ctx.db, reminder.eventId, reminder.userId);
    }
  }
  return sent;
}
