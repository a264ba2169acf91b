import {
  apiRoutes,
  inGameDays,
  REMINDERS,
  type ReminderSettings,
  type UnsubscribeResult,
} from '@punla/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type Actor, type AppContext } from '../../lib/context.ts';
import { gameDay, gameDaysBetween, gameHour } from '../../lib/game-day.ts';
import { noticeLinks } from '../../lib/ledgers/notices.ts';
import type { MailOutbox } from '../../lib/mail-outbox.ts';
import { getQuestsToday } from '../quests/quests.service.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import { wiltsAt } from '../planted-trees/care-state.ts';
import { chooseReminder } from './reminder-choice.ts';
import { canChangeReminders } from './reminders.policy.ts';
import { reminderMail } from './reminder-mail.ts';
import {
  claimReminderDay,
  findReminderCandidates,
  findReminderSettings,
  setRemindersEnabled,
} from './reminders.repository.ts';
import { unsubscribeToken, userOfUnsubscribeToken } from './unsubscribe-token.ts';

export interface RemindersContext extends AppContext {
  /** Where its mails go: queued in the caller's transaction, sent after it commits. */
  outbox: MailOutbox;
  publicUrl: string;
  /** Key of the unsubscribe links' hashes (the code key, lib/keys.ts). */
  codeSecret: string;
  logger: FastifyBaseLogger;
}

/** Players read from the database at a time; a run goes through all of them, page by page. */
const CANDIDATES_PER_PAGE = 500;

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
  actor: Actor,
  userId: string,
  enabled: boolean,
): Promise<ReminderSettings> {
  if (!canChangeReminders(actor, userId)) {
    throw new AppError('FORBIDDEN', 'Only the player can turn their reminders on or off.');
  }
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
 * Queues today's reminder for each player who asked for them and has something worth one,
 * between REMINDERS.fromHour and untilHour of the game's time zone. At most one mail a day per
 * player: the day is claimed in the database in the transaction that queues the mail, so
 * instances running this at once queue it once, and the mail queue tries again what the mail
 * server refuses. Every player is looked at on every run (page by page, by id), so none waits
 * behind others. Returns the mails queued.
 */
export async function sendDueReminders(ctx: RemindersContext): Promise<number> {
  const now = ctx.clock.now();
  const hour = gameHour(now, ctx.timeZone);
  if (hour < REMINDERS.fromHour || hour >= REMINDERS.untilHour) return 0;
  const today = gameDay(now, ctx.timeZone);
  const season = await currentSeason(ctx);
  const seasonEndsAt = season?.endAt ?? null;
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const page = await findReminderCandidates(ctx.db, today, after, CANDIDATES_PER_PAGE);
    for (const player of page) {
      if (await remindPlayer(ctx, { player, now, hour, today, seasonEndsAt })) sent += 1;
    }
    if (page.length < CANDIDATES_PER_PAGE) return sent;
    after = page[page.length - 1]?.userId ?? null;
  }
}

type Candidate = Awaited<ReturnType<typeof findReminderCandidates>>[number];

/** Chooses the player's reminder, takes the day for it and queues its mail: true when one was. */
async function remindPlayer(
  ctx: RemindersContext,
  run: { player: Candidate; now: Date; hour: number; today: string; seasonEndsAt: Date | null },
): Promise<boolean> {
  const { player, now, today, seasonEndsAt } = run;
  const situation = {
    now,
    hour: run.hour,
    timeZone: ctx.timeZone,
    tree: player.tree,
    seasonEndsAt,
  };
  let kind = chooseReminder({ ...situation, questRewardsWaiting: 0 });
  // Today's quests are read only when a reward waiting could be the reminder: from the gentle
  // hour, when nothing more urgent is due (most runs read nothing per player).
  if ((kind === null || kind === 'TREE_CAN_BE_WATERED') && run.hour >= REMINDERS.gentleFromHour) {
    const quests = await getQuestsToday(ctx, player.userId);
    const waiting = quests.quests.filter((q) => q.done && !q.claimed).length;
    kind = chooseReminder({ ...situation, questRewardsWaiting: waiting });
  }
  if (!kind) return false;
  const token = encodeURIComponent(unsubscribeToken(ctx.codeSecret, player.userId));
  const when = (instant: Date) => inGameDays(gameDaysBetween(now, instant, ctx.timeZone));
  const mail = reminderMail({
    kind,
    to: player.email,
    username: player.username,
    speciesName: player.speciesName,
    wiltsWhen: player.tree ? when(wiltsAt(player.tree)) : '',
    // A season ending at midnight ends with the day before it.
    seasonEndsWhen: seasonEndsAt ? when(new Date(seasonEndsAt.getTime() - 1)) : '',
    publicUrl: ctx.publicUrl,
    unsubscribePage: `${ctx.publicUrl}${noticeLinks.unsubscribe}?token=${token}`,
    unsubscribePost: `${ctx.publicUrl}${apiRoutes.reminders.unsubscribe}?token=${token}`,
  });
  // The day is taken and the mail queued together: a day taken always has its mail, and a
  // mail the server refuses is tried again by the queue, not by a second reminder.
  return inTransaction(ctx, async (tx) => {
    const day = { userId: player.userId, day: today, kind, at: now };
    if (!(await claimReminderDay(tx.db, day))) return false;
    await ctx.outbox.put(tx, mail);
    return true;
  });
}
