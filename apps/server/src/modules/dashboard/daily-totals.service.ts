import {
  ACTIVITY_DAYS_KEPT_DAYS,
  DAILY_TOTALS_BACKFILL_DAYS,
  RETENTION_DAYS,
  TREE_STAGES,
} from '@punla/contract';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { gameDay, zonedMidnight } from '../../lib/game-day.ts';
import {
  daysWithActivity,
  deleteActivityDaysBefore,
  daysWritten,
  earliestActivity,
  writeActiveCounts,
  writeActivityDay,
  writeDailyTotals,
  writeFunnel,
  writeReturns,
} from './daily-totals.repository.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A game day is counted once it has been over this long: an action begun before midnight
 * (its rows dated then) has committed by then. The scheduled work runs every 10 minutes, so a
 * day is counted in the first run from ten past midnight.
 */
const SETTLE_MS = 5 * 60 * 1000;
/**
 * Steps in one run at most, each a read of one day's rows: writing a day's activity rows, or
 * rolling the day up. A first run on a large game has up to 89 days of activity and 60 days to
 * roll up: the rest follow in the next runs, oldest first.
 */
const STEPS_PER_RUN = 20;
/** The days counted as a month of active players (mau): the day and the 29 before it. */
const MONTH_DAYS = 30;
/** The stage a tree reaches that the funnel counts (and the events ask for by default). */
const SAPLING_STAGE = TREE_STAGES.indexOf('Sapling');
/**
 * How much wider than the game day its rows are read: the SQL tells each row's day by its
 * date in the game's zone, this only bounds the rows read (a clock change at midnight moves
 * the day's start by an hour or so).
 */
const READ_MARGIN_MS = 3 * HOUR;

/** The calendar day `days` after `day` (YYYY-MM-DD; negative for before). */
export function addDays(day: string, days: number): string {
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

/** Where the rows of the game day `day` are read: a little wider than the day itself. */
function readSpan(day: string, timeZone: string) {
  const until = new Date(midnightOf(addDays(day, 1), timeZone).getTime() + READ_MARGIN_MS);
  return { from: readFrom(day, timeZone), until };
}

/**
 * Rolls the finished game day `day` up, in one transaction: its sign-ups, XP and players who
 * earned XP; its daily, weekly and monthly active players over activity_days (which holds the
 * 30 days ending with it); the return of the players who signed up 1, 7 and 30 days before
 * it; and, when `withFunnel` (the newest finished day), the funnel as it stands now.
 */
async function rollUpDay(ctx: AppContext, day: string, withFunnel: boolean): Promise<void> {
  const tz = ctx.timeZone;
  await inTransaction(ctx, async (tx) => {
    await writeDailyTotals(tx.db, day, readSpan(day, tz), tz);
    await writeActiveCounts(tx.db, day);
    const cohorts = RETENTION_DAYS.map((after) => {
      const signedUpOn = addDays(day, -after);
      return { after, day: signedUpOn, read: readSpan(signedUpOn, tz) };
    });
    await writeReturns(tx.db, day, cohorts, tz);
    if (withFunnel) await writeFunnel(tx.db, day, SAPLING_STAGE);
  });
}

/**
 * Rolls up each finished game day not yet rolled up, oldest first: yesterday, and any missed
 * day back to the game's first activity but no further than DAILY_TOTALS_BACKFILL_DAYS. Before
 * a day is rolled up, the players who played on it are written into activity_days, and so are
 * those of the 29 days before the first day rolled up, so that its monthly count is whole.
 * A day's activity rows and its totals are each written once and never change; a run
 * repeated, or on two instances at once, writes nothing more
 * (docs/decisions/038-daily-rollups-for-the-dashboard.md). Returns the days rolled up.
 */
export async function rollUpDailyTotals(ctx: AppContext): Promise<number> {
  const tz = ctx.timeZone;
  const lastDay = addDays(gameDay(new Date(ctx.clock.now().getTime() - SETTLE_MS), tz), -1);
  const firstActive = await firstActiveDay(ctx);
  if (!firstActive) return 0;
  const backfillFrom = addDays(lastDay, 1 - DAILY_TOTALS_BACKFILL_DAYS);
  const firstDay = firstActive > backfillFrom ? firstActive : backfillFrom;
  if (firstDay > lastDay) return 0;
  const monthBefore = addDays(firstDay, 1 - MONTH_DAYS);
  const activityFrom = firstActive > monthBefore ? firstActive : monthBefore;
  const [rolledUp, withActivity] = await Promise.all([
    daysWritten(ctx.db, firstDay, lastDay),
    daysWithActivity(ctx.db, activityFrom, lastDay),
  ]);
  let steps = 0;
  let days = 0;
  for (let day = activityFrom; day <= lastDay; day = addDays(day, 1)) {
    if (!withActivity.has(day)) {
      if (steps === STEPS_PER_RUN) break;
      await writeActivityDay(ctx.db, day, readSpan(day, tz), tz);
      steps += 1;
    }
    if (day >= firstDay && !rolledUp.has(day)) {
      if (steps === STEPS_PER_RUN) break;
      await rollUpDay(ctx, day, day === lastDay);
      steps += 1;
      days += 1;
    }
  }
  return days;
}

/**
 * Forgets which players played on the game days more than ACTIVITY_DAYS_KEPT_DAYS ago
 * (docs/game-rules.md, What is kept): the rollups above read activity_days at most
 * DAILY_TOTALS_BACKFILL_DAYS + MONTH_DAYS - 1 days back, and the days' totals, once written,
 * never read them again. Returns the rows deleted.
 */
export function deleteOldActivityDays(ctx: AppContext): Promise<number> {
  const today = gameDay(ctx.clock.now(), ctx.timeZone);
  return deleteActivityDaysBefore(ctx.db, addDays(today, -ACTIVITY_DAYS_KEPT_DAYS));
}
