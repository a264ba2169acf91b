import { DAILY_TOTALS_BACKFILL_DAYS } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { gameDay, zonedMidnight } from '../../lib/game-day.ts';
import { daysWritten, earliestActivity, writeDailyTotals } from './daily-totals.repository.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A game day is counted once it has been over this long: an action begun before midnight
 * (its rows dated then) has committed by then. The scheduled work runs every 10 minutes, so a
 * day is counted in the first run from ten past midnight.
 */
const SETTLE_MS = 5 * 60 * 1000;
/**
 * Days counted in one run at most (a first run on a large game has up to 60 to count, each a
 * read of the day's XP rows): the rest follow in the next runs, oldest first.
 */
const DAYS_PER_RUN = 10;
/**
 * How much wider than the game day its rows are read: the SQL tells each row's day by its
 * date in the game's zone, this only bounds the rows read (a clock change at midnight moves
 * the day's start by an hour or so).
 */
const READ_MARGIN_MS = 3 * HOUR;

/** The calendar day `days` after `day` (YYYY-MM-DD; negative for before). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

function midnightOf(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedMidnight(year, month, date, timeZone);
}

/** Where reading the rows of the game days from `day` on begins: a little before it starts. */
export function readFrom(day: string, timeZone: string): Date {
  return new Date(midnightOf(day, timeZone).getTime() - READ_MARGIN_MS);
}

/** The game day of the game's first sign-up or XP, or null in an empty game. */
export async function firstActiveDay(ctx: AppContext): Promise<string | null> {
  const earliest = await earliestActivity(ctx.db);
  return earliest && gameDay(earliest, ctx.timeZone);
}

/**
 * Writes the dashboard's totals (sign-ups, XP, active players) of each finished game day not
 * yet written, oldest first: yesterday's, and any missed day back to the game's first activity
 * but no further than DAILY_TOTALS_BACKFILL_DAYS. A day's totals are written once and never
 * change; a run repeated, or on two instances at once, writes nothing more. Returns the days
 * written.
 */
export async function rollUpDailyTotals(ctx: AppContext): Promise<number> {
  const tz = ctx.timeZone;
  const lastDay = addDays(gameDay(new Date(ctx.clock.now().getTime() - SETTLE_MS), tz), -1);
  const firstActive = await firstActiveDay(ctx);
  if (!firstActive) return 0;
  const backfillFrom = addDays(lastDay, 1 - DAILY_TOTALS_BACKFILL_DAYS);
  const firstDay = firstActive > backfillFrom ? firstActive : backfillFrom;
  if (firstDay > lastDay) return 0;
  const written = await daysWritten(ctx.db, firstDay, lastDay);
  const missing: string[] = [];
  for (let day = firstDay; day <= lastDay && missing.length < DAYS_PER_RUN; day = addDays(day, 1)) {
    if (!written.has(day)) missing.push(day);
  }
  for (const day of missing) {
    const until = new Date(midnightOf(addDays(day, 1), tz).getTime() + READ_MARGIN_MS);
    await writeDailyTotals(ctx.db, day, { from: readFrom(day, tz), until }, tz);
  }
  return missing.length;
}
