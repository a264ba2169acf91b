import { sql } from 'drizzle-orm';
import { TREE_STAGES, type Dashboard } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { gameDay } from '../../lib/game-day.ts';
import { countEligiblePlayers } from '../eligibility/eligibility.service.ts';
import { findSeasonAt } from '../seasons/seasons.repository.ts';

export interface DashboardContext {
  db: Database;
  clock: Clock;
  timeZone: string;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The last 30 game days, oldest first, with a value for each (0 when nothing happened). */
function lastDays(now: Date, timeZone: string, values: Map<string, number>) {
  const days: { day: string; value: number }[] = [];
  for (let i = 29; i >= 0; i -= 1) {
    const day = gameDay(new Date(now.getTime() - i * 24 * 60 * 60 * 1000), timeZone);
    days.push({ day, value: values.get(day) ?? 0 });
  }
  return days;
}

/** The admin dashboard's figures, each from the tables that hold it. */
export async function getDashboard(ctx: DashboardContext): Promise<Dashboard> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000);
  const today = gameDay(now, ctx.timeZone);
  const tz = ctx.timeZone;
  const [players] = await rows<{ players: number; verified: number; coins: number }>(
    ctx.db,
    sql`select count(*)::int as players, count(*) filter (where verified)::int as verified,
          coalesce(sum(coin_balance), 0)::int as coins
        from users where role = 'USER'`,
  );
  const [active] = await rows<{ count: number }>(
    ctx.db,
    sql`select count(distinct user_id)::int as count from xp_ledger
        where created_at >= ${new Date(now.getTime() - 36 * 60 * 60 * 1000)}
          and to_char(created_at at time zone ${tz}, 'YYYY-MM-DD') = ${today}`,
  );
  const stages = await rows<{ stage: number; count: number }>(
    ctx.db,
    sql`select stage, count(*)::int as count from planted_trees group by stage`,
  );
  const [purchases] = await rows<{ count: number; spent: number }>(
    ctx.db,
    sql`select count(*)::int as count, coalesce(sum(total_price), 0)::int as spent from purchases`,
  );
  const [referrals] = await rows<{ count: number; rewarded: number }>(
    ctx.db,
    sql`select count(*)::int as count, count(rewarded_at)::int as rewarded from referrals`,
  );
  const signUps = await rows<{ day: string; value: number }>(
    ctx.db,
    sql`select to_char(created_at at time zone ${tz}, 'YYYY-MM-DD') as day, count(*)::int as value
        from users where role = 'USER' and created_at >= ${since} group by 1`,
  );
  const xp = await rows<{ day: string; value: number }>(
    ctx.db,
    sql`select to_char(created_at at time zone ${tz}, 'YYYY-MM-DD') as day, sum(amount)::int as value
        from xp_ledger where created_at >= ${since} group by 1`,
  );
  const season = await findSeasonAt(ctx.db, now);
  const stageCounts = new Map(stages.map((row) => [row.stage, row.count]));
  return {
    players: players?.players ?? 0,
    verifiedPlayers: players?.verified ?? 0,
    activeToday: active?.count ?? 0,
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
          daysLeft: Math.ceil((season.endAt.getTime() - now.getTime()) / (24 * 60 * 60 * 1000)),
        }
      : null,
    signUpsPerDay: lastDays(now, tz, new Map(signUps.map((r) => [r.day, r.value]))),
    xpPerDay: lastDays(now, tz, new Map(xp.map((r) => [r.day, r.value]))),
  };
}
