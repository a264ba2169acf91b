import { deleteExpiredIdempotencyKeys } from '../lib/idempotency.ts';
import { standingsChanged } from '../lib/ledgers/standings-changes.ts';
import { sendEventReminders } from '../modules/events/event-reminders.service.ts';
import { sendDueReminders, type RemindersContext } from '../modules/reminders/reminders.service.ts';
import {
  noticeSeasonEnding,
  noticeSeasonResults,
} from '../modules/seasons/season-notices.service.ts';

export interface DailyLoopReport {
  seasonEndingNotices: number;
  seasonResultNotices: number;
  reminderMails: number;
  eventReminderMails: number;
  expiredIdempotencyKeys: number;
}

/**
 * The game's scheduled work: season-ending warnings, season results, reminder mails, the
 * reminders of tomorrow's planting events, and forgetting the idempotency keys past their
 * time. Each part is once-only by the database (unique notices, one reminder per player and
 * day, one event reminder per RSVP), so a run repeated, or run by two instances at once,
 * changes nothing more. A part that fails is logged and the others still run.
 */
export async function runDailyLoop(ctx: RemindersContext): Promise<DailyLoopReport> {
  const attempt = async (name: string, work: () => Promise<number>) => {
    try {
      return await work();
    } catch (error) {
      ctx.logger.error({ err: error }, `scheduled work "${name}" failed`);
      return 0;
    }
  };
  const report = {
    seasonEndingNotices: await attempt('season ending notices', () => noticeSeasonEnding(ctx)),
    seasonResultNotices: await attempt('season results', () => noticeSeasonResults(ctx)),
    reminderMails: await attempt('reminder mails', () => sendDueReminders(ctx)),
    eventReminderMails: await attempt('event reminders', () => sendEventReminders(ctx)),
    expiredIdempotencyKeys: await attempt('expired idempotency keys', () =>
      deleteExpiredIdempotencyKeys(ctx),
    ),
  };
  // Its transactions have committed: what keeps standings for reuse reads them again.
  standingsChanged();
  return report;
}
