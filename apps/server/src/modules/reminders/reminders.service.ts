import { REMINDERS, type ReminderSettings, type UnsubscribeResult } from '@punla/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { gameDay, gameHour } from '../../lib/game-day.ts';
import type { Mailer } from '../../lib/mail.ts';
import { apiRoutes } from '@punla/contract';
import { getQuestsToday } from '../quests/quests.service.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import { chooseReminder } from './reminder-choice.ts';
import { reminderMail } from './reminder-mail.ts';
import {
  claimReminderDay,
  findReminderCandidates,
  findReminderSettings,
  releaseReminderDay,
  setRemindersEnabled,
} from './reminders.repository.ts';
import { unsubscribeToken, userOfUnsubscribeToken } from './unsubscribe-token.ts';

export interface RemindersContext extends AppContext {
  mailer: Mailer;
  publicUrl: string;
  /** Key of the unsubscribe links' hashes (the code key, lib/keys.ts). */
  codeSecret: string;
  logger: FastifyBaseLogger;
}

/** Players looked at per run; the job runs every few minutes, so the rest wait for the next. */
const CANDIDATES_PER_RUN = 500;
const DAY = 86_400_000;

export async function getReminderSettings(
  ctx: AppContext,
  userId: string,
): Promise<ReminderSettings> {
  const row = await findReminderSettings(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'This player does not exist.');
  return { enabled: row.enabled };
}

export async function setReminderSettings(
  ctx: AppContext,
  userId: string,
  enabled: boolean,
): Promise<ReminderSettings> {
  const row = await setRemindersEnabled(ctx.db, userId, enabled, ctx.clock.now());
  if (!row) throw new AppError('NOT_FOUND', 'This player does not exist.');
  return { enabled };
}

/** The one-click unsubscribe of a reminder mail: turns that player's reminders off. */
export async function unsubscribe(
  ctx: RemindersContext,
  token: string,
): Promise<UnsubscribeResult> {
  const userId = userOfUnsubscribeToken(ctx.codeSecret, token);
  const row = userId && (await setRemindersEnabled(ctx.db, userId, false, ctx.clock.now()));
  if (!row) {
    throw new AppError(
      'UNSUBSCRIBE_LINK_INVALID',
      'This unsubscribe link is not valid. You can turn reminders off in your Profile.',
    );
  }
  return { email: row.email };
}

/**
 * Sends today's reminder to each player who asked for them and has something worth one,
 * between REMINDERS.fromHour and untilHour of the game's time zone. At most one mail a day per
 * player: the day is claimed in the database before the mail goes (and given back if it
 * cannot go), so instances running this at once send it once. Returns the mails sent.
 */
export async function sendDueReminders(ctx: RemindersContext): Promise<number> {
  const now = ctx.clock.now();
  const hour = gameHour(now, ctx.timeZone);
  if (hour < REMINDERS.fromHour || hour >= REMINDERS.untilHour) return 0;
  const today = gameDay(now, ctx.timeZone);
  const season = await currentSeason(ctx);
  const seasonEndsAt = season?.endAt ?? null;
  const candidates = await findReminderCandidates(ctx.db, today, CANDIDATES_PER_RUN);
  let sent = 0;
  for (const player of candidates) {
    const quests = await getQuestsToday(ctx, player.userId);
    const kind = chooseReminder({
      now,
      today,
      tree: player.tree,
      seasonEndsAt,
      questRewardsWaiting: quests.quests.filter((q) => q.done && !q.claimed).length,
    });
    if (!kind) continue;
    const claimed = await claimReminderDay(ctx.db, {
      userId: player.userId,
      day: today,
      kind,
      at: now,
    });
    if (!claimed) continue;
    const token = encodeURIComponent(unsubscribeToken(ctx.codeSecret, player.userId));
    const mail = reminderMail({
      kind,
      to: player.email,
      username: player.username,
      speciesName: player.speciesName,
      seasonDaysLeft: seasonEndsAt
        ? Math.ceil((seasonEndsAt.getTime() - now.getTime()) / DAY)
        : null,
      publicUrl: ctx.publicUrl,
      unsubscribePage: `${ctx.publicUrl}/unsubscribe?token=${token}`,
      unsubscribePost: `${ctx.publicUrl}${apiRoutes.reminders.unsubscribe}?token=${token}`,
    });
    try {
      await ctx.mailer.send(mail);
      sent += 1;
    } catch (error) {
      await releaseReminderDay(ctx.db, player.userId, today);
      ctx.logger.error({ err: error, userId: player.userId }, 'a reminder mail could not be sent');
    }
  }
  return sent;
}
