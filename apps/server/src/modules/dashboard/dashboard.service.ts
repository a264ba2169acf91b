import { TREE_STAGES, type Dashboard } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import type { MailOutbox } from '../../lib/mail-outbox.ts';
import { gameDay } from '../../lib/game-day.ts';
import { countEligiblePlayers } from '../eligibility/eligibility.service.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import {
  activePlayersOn,
  playerTotals,
  purchaseTotals,
  referralTotals,
  signUpsPerDay,
  treesPerStage,
  xpPerDay,
} from './dashboard.repository.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The last 30 game days, oldest first, with a value for each (0 when nothing happened). */
function lastDays(now: Date, timeZone: string, values: { day: string; value: number }[]) {
  const byDay = new Map(values.map((row) => [row.day, row.value]));
  const days: { day: string; value: number }[] = [];
  for (let i = 29; i >= 0; i -= 1) {
    const day = gameDay(new Date(now.getTime() - i * DAY), timeZone);
    days.push({ day, value: byDay.get(day) ?? 0 });
  }
  return days;
}

/** The dashboard also counts the mails given up on, which the mail queue keeps. */
export interface DashboardContext extends AppContext {
  outbox: MailOutbox;
}

/** The admin dashboard's figures, each from the tables that hold it. */
export async function getDashboard(ctx: DashboardContext): Promise<Dashboard> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - 31 * DAY);
  const tz = ctx.timeZone;
  const players = await playerTotals(ctx.db);
  const activeToday = await activePlayersOn(
    ctx.db,
    gameDay(now, tz),
    new Date(now.getTime() - 36 * HOUR),
    tz,
  );
  const stages = await treesPerStage(ctx.db);
  const purchases = await purchaseTotals(ctx.db);
  const referrals = await referralTotals(ctx.db);
  const signUps = await signUpsPerDay(ctx.db, since, tz);
  const xp = await xpPerDay(ctx.db, since, tz);
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
    signUpsPerDay: lastDays(now, tz, signUps),
    xpPerDay: lastDays(now, tz, xp),
    failedMails: await ctx.outbox.failedCount(),
  };
}
