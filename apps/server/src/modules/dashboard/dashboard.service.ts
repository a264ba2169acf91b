import { TREE_STAGES, type Dashboard } from '@punla/contract';
import { readDbOf, type AppContext } from '../../lib/context.ts';
import type { MailOutbox } from '../../lib/mail-outbox.ts';
import { gameDay } from '../../lib/game-day.ts';
import { countEligiblePlayers } from '../eligibility/eligibility.service.ts';
import { countOpenFairPlayFlags } from '../fair-play/fair-play.service.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import { dailyTotalsFrom, type DailyMetric } from './daily-totals.repository.ts';
import { firstActiveDay, readFrom } from './daily-totals.service.ts';
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
async function perDay(ctx: AppContext, days: string[]) {
  const tz = ctx.timeZone;
  const today = days.at(-1) ?? gameDay(ctx.clock.now(), tz);
  const [written, firstActive] = await Promise.all([
    dailyTotalsFrom(ctx.db, days[0] ?? today, ['sign-ups', 'xp']),
    firstActiveDay(ctx),
  ]);
  const writtenValue = new Map(written.map((row) => [`${row.metric}:${row.day}`, row.value]));
  // The first day to count live: days before the game's first activity are nothing to count.
  const liveFrom = (metric: DailyMetric) =>
    days.find((day) => day >= (firstActive ?? today) && !writtenValue.has(`${metric}:${day}`)) ??
    today;
  const series = async (
    metric: DailyMetric,
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
  const { signUps, xp } = await perDay(ctx, days);
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
    openFairPlayFlags: await countOpenFairPlayFlags(ctx),
  };
}
