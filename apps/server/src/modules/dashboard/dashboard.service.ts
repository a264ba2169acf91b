import { FUNNEL_STEPS, RETENTION_DAYS, TREE_STAGES, type Dashboard } from '@punla/contract';
import { readDbOf, type AppContext } from '../../lib/context.ts';
import type { MailOutbox } from '../../lib/mail-outbox.ts';
import { gameDay } from '../../lib/game-day.ts';
import { countEligiblePlayers } from '../eligibility/eligibility.service.ts';
import { countOpenFairPlayFlags } from '../fair-play/fair-play.service.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import {
  dailyTotalsFrom,
  funnelMetric,
  latestFunnel,
  type Metric,
} from './daily-totals.repository.ts';
import { addDays, firstActiveDay, readFrom } from './daily-totals.service.ts';
import {
  activePlayersOn,
  playerTotals,
  purchaseTotals,
  referralTotals,
  signUpsPerDay,
  treesPerStage,
  xpPerDay,
} from './dashboard.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The last 30 game days, oldest first, ending today. */
function lastDays(now: Date, timeZone: string): string[] {
  const days: string[] = [];
  for (let i = 29; i >= 0; i -= 1) days.push(gameDay(new Date(now.getTime() - i * DAY), timeZone));
  return days;
}

/**
 * Sign-ups and XP of each of `days` (the last 30, ending today), 0 where nothing happened.
 * Finished days come from the daily totals the scheduled work writes (daily-totals.service.ts);
 * from the first day without them on (today, or any day not yet written) they are counted from
 * the rows themselves, so the figures are the same whether or not a day was written yet.
 */
async function perDay(ctx: AppContext, days: string[], firstActive: string | null) {
  const tz = ctx.timeZone;
  const today = days.at(-1) ?? gameDay(ctx.clock.now(), tz);
  const written = await dailyTotalsFrom(ctx.db, days[0] ?? today, ['sign-ups', 'xp']);
  const writtenValue = new Map(written.map((row) => [`${row.metric}:${row.day}`, row.value]));
  // The first day to count live: days before the game's first activity are nothing to count.
  const liveFrom = (metric: Metric) =>
    days.find((day) => day >= (firstActive ?? today) && !writtenValue.has(`${metric}:${day}`)) ??
    today;
  const series = async (
    metric: Metric,
    count: (since: Date) => Promise<{ day: string; value: number }[]>,
  ) => {
    const from = liveFrom(metric);
    const live = new Map((await count(readFrom(from, tz))).map((row) => [row.day, row.value]));
    return days.map((day) => ({
      day,
      value: (day >= from ? live.get(day) : writtenValue.get(`${metric}:${day}`)) ?? 0,
    }));
  };
  const [signUps, xp] = await Promise.all([
    series('sign-ups', (since) => signUpsPerDay(ctx.db, since, tz)),
    series('xp', (since) => xpPerDay(ctx.db, since, tz)),
  ]);
  return { signUps, xp };
}

/** Finished game weeks whose sign-ups' return is shown. */
const COHORT_WEEKS = 8;
/** How far back the last funnel written is looked for (a day is written within 60). */
const FUNNEL_LOOKBACK_DAYS = 60;

/** The Monday of the week of `day` (YYYY-MM-DD): game weeks run Monday to Sunday. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Whether players come back: the daily, weekly and monthly active players of the 30 finished
 * days before today, the return of the sign-ups of the last COHORT_WEEKS finished weeks, and
 * the last funnel written. All read from the daily totals the scheduled work writes
 * (daily-totals.service.ts): a day not rolled up yet is null (and shown as not counted yet),
 * a day before the game's first activity is 0. Today is not among them: the dashboard counts
 * today's active players live (activeToday).
 */
async function comingBack(ctx: AppContext, today: string, firstActive: string | null) {
  const yesterday = addDays(today, -1);
  const trendDays = Array.from({ length: 30 }, (_, index) => addDays(yesterday, index - 29));
  const thisWeek = mondayOf(today);
  const weeks = Array.from({ length: COHORT_WEEKS }, (_, index) =>
    addDays(thisWeek, 7 * (index - COHORT_WEEKS)),
  ).filter((start) => firstActive !== null && addDays(start, 6) >= firstActive);
  const returnMetrics = RETENTION_DAYS.flatMap(
    (after) => [`cohort-d${after}`, `returned-d${after}`] as const,
  );
  const from = weeks[0] && weeks[0] < trendDays[0]! ? weeks[0] : trendDays[0]!;
  const [written, funnel] = await Promise.all([
    dailyTotalsFrom(ctx.db, from, ['dau', 'wau', 'mau', 'sign-ups', ...returnMetrics]),
    latestFunnel(ctx.db, addDays(today, -FUNNEL_LOOKBACK_DAYS)),
  ]);
  const value = new Map(written.map((row) => [`${row.metric}:${row.day}`, row.value]));
  /** A metric of a day: 0 before the game's first activity, null while not written. */
  const of = (metric: Metric, day: string) =>
    firstActive === null || day < firstActive ? 0 : (value.get(`${metric}:${day}`) ?? null);
  /** The sum of a metric over a week's days, or null while a day of it is not written. */
  const weekSum = (metric: Metric, start: string) => {
    let sum = 0;
    for (let index = 0; index < 7; index += 1) {
      const day = of(metric, addDays(start, index));
      if (day === null) return null;
      sum += day;
    }
    return sum;
  };
  const returnOf = (start: string, after: number) => {
    const players = weekSum(`cohort-d${after}`, start);
    const returned = weekSum(`returned-d${after}`, start);
    return players === null || returned === null ? null : { returned, players };
  };
  return {
    activePlayers: trendDays.map((day) => ({
      day,
      daily: of('dau', day),
      weekly: of('wau', day),
      monthly: of('mau', day),
    })),
    retention: weeks.map((start) => ({
      weekStart: start,
      weekEnd: addDays(start, 6),
      players: weekSum('sign-ups', start),
      d1: returnOf(start, 1),
      d7: returnOf(start, 7),
      d30: returnOf(start, 30),
    })),
    funnel: funnel && {
      countedOn: funnel.day,
      steps: FUNNEL_STEPS.map((step) => ({
        step,
        count: funnel.counts.get(funnelMetric(step)) ?? 0,
      })),
    },
  };
}

/** The dashboard also counts the mails given up on, which the mail queue keeps. */
export interface DashboardContext extends AppContext {
  outbox: MailOutbox;
}

/** The admin dashboard's figures, each from the tables that hold it. */
export async function getDashboard(context: DashboardContext): Promise<Dashboard> {
  // Figures only: read on the read replica when there is one.
  const ctx = { ...context, db: readDbOf(context) };
  const now = ctx.clock.now();
  const tz = ctx.timeZone;
  const days = lastDays(now, tz);
  const today = gameDay(now, tz);
  const players = await playerTotals(ctx.db);
  const activeToday = await activePlayersOn(ctx.db, today, readFrom(today, tz), tz);
  const stages = await treesPerStage(ctx.db);
  const purchases = await purchaseTotals(ctx.db);
  const referrals = await referralTotals(ctx.db);
  const firstActive = await firstActiveDay(ctx);
  const { signUps, xp } = await perDay(ctx, days, firstActive);
  const returning = await comingBack(ctx, today, firstActive);
  const season = await currentSeason(ctx);
  const stageCounts = new Map(stages.map((row) => [row.stage, row.count]));
  return {
    players: players?.players ?? 0,
    verifiedPlayers: players?.verified ?? 0,
    activeToday,
    treesByStage: TREE_STAGES.map((name, stage) => ({
      stage,
      name,
      count: stageCounts.get(stage) ?? 0,
    })),
    treesPlanted: stages.reduce((sum, row) => sum + row.count, 0),
    eligiblePlayers: (await countEligiblePlayers(ctx)).count,
    coinsInCirculation: players?.coins ?? 0,
    purchases: { count: purchases?.count ?? 0, coinsSpent: purchases?.spent ?? 0 },
    referrals: { count: referrals?.count ?? 0, rewarded: referrals?.rewarded ?? 0 },
    currentSeason: season
      ? {
          id: season.id,
          name: season.name,
          endDate: season.endAt.toISOString(),
          daysLeft: Math.ceil((season.endAt.getTime() - now.getTime()) / DAY),
        }
      : null,
    signUpsPerDay: signUps,
    xpPerDay: xp,
    failedMails: await ctx.outbox.failedCount(),
    retryingMails: await ctx.outbox.retryingCount(),
    openFairPlayFlags: await countOpenFairPlayFlags(ctx),
    suspendedPlayers: players?.suspended ?? 0,
    ...returning,
  };
}
