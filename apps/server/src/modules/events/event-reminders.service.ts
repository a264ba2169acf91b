import { EVENT_REMINDER_FROM_HOUR } from '@punla/contract';
import { inTransaction } from '../../lib/context.ts';
import { gameHour, nextGameDayStart } from '../../lib/game-day.ts';
import { eventReminderMail } from './events.notices.ts';
import type { EventsContext } from './events.context.ts';
import { findEventRecord, takeDueReminders } from './events.repository.ts';

/**
 * The reminder mail on the game day before an event, to every confirmed player, once per
 * RSVP: the reminders are taken (marked) and their mails queued in one transaction, so runs
 * on two instances at once never queue one twice, and the mail queue's workers, on every
 * instance, share the sending and try again what the mail server refuses. Returns the number
 * of mails queued.
 */
export async function sendEventReminders(ctx: EventsContext): Promise<number> {
  const now = ctx.clock.now();
  if (gameHour(now, ctx.timeZone) < EVENT_REMINDER_FROM_HOUR) return 0;
  const tomorrow = nextGameDayStart(now, ctx.timeZone);
  const dayAfter = nextGameDayStart(tomorrow, ctx.timeZone);
  return inTransaction(ctx, async (tx) => {
    const due = await takeDueReminders(tx.db, tomorrow, dayAfter, now);
    const events = new Map<number, Awaited<ReturnType<typeof findEventRecord>>>();
    const mails = [];
    for (const reminder of due) {
      if (!events.has(reminder.eventId)) {
        events.set(reminder.eventId, await findEventRecord(tx.db, reminder.eventId));
      }
      const event = events.get(reminder.eventId)?.event;
      if (!event) continue;
      mails.push(
        eventReminderMail({
          to: reminder.email,
          username: reminder.username,
          event,
          ticketCode: reminder.ticketCode,
          timeZone: ctx.timeZone,
          publicUrl: ctx.publicUrl,
        }),
      );
    }
    await ctx.outbox.put(tx, ...mails);
    return mails.length;
  });
}
