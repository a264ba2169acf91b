import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { plantedTrees, seasonXp, users } from '../../db/schema/index.ts';

// Eligibility is a read-only view of a player's account, trees and season XP (the accounts,
// planted-trees and seasons domains' tables), so its queries read them here; the count over
// every player also leaves out those a fair-play review holds (the fair-play domain's flags).

/** A season's range: [startAt, endAt). */
interface SeasonRange {
  id: number;
  startAt: Date;
  endAt: Date;
}

export async function findPlayer(db: Database, userId: string) {
  const [user] = await db
    .select({ verified: users.verified, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The highest stage of the player's trees planted in the season (null when none). */
export async function bestStageIn(db: Database, season: SeasonRange, userId: string) {
  const [tree] = await db
    .select({ stage: sql<number | null>`max(${plantedTrees.stage})::int` })
    .from(plantedTrees)
    .where(
      sql`${plantedTrees.userId} = ${userId} and ${plantedTrees.plantedAt} >= ${season.startAt} and ${plantedTrees.plantedAt} < ${season.endAt}`,
    );
  return tree?.stage ?? null;
}

export async function seasonXpOf(db: Database, season: SeasonRange, userId: string) {
  const [row] = await db
    .select({ xp: seasonXp.xp })
    .from(seasonXp)
    .where(and(eq(seasonXp.seasonId, season.id), eq(seasonXp.userId, userId)));
  return row?.xp ?? 0;
}

/**
 * The verified players with the XP and a tree of the stage the rules ask, in the season, whom
 * no fair-play review holds and no admin suspended: a count
 * over every player, bigint in SQL and a number here (db/int8.ts).
 */
export async function countEligible(
  db: Database,
  season: SeasonRange,
  rules: { minSeasonXp: number; minStage: number },
): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as count
    from season_xp sx
    join users u on u.id = sx.user_id
    where sx.season_id = ${season.id} and sx.xp >= ${rules.minSeasonXp} and u.verified
      and u.suspended_at is null
      and not exists (
        select 1 from fair_play_flags f
        where f.user_id = u.id and f.status in ('open', 'confirmed'))
      and exists (
        select 1 from planted_trees t
        where t.user_id = u.id and t.stage >= ${rules.minStage}
          and t.planted_at >= ${season.startAt} and t.planted_at < ${season.endAt})`);
  const [row] = (result as unknown as { rows: { count: string }[] }).rows;
  return row ? int8ToNumber(row.count) : 0;
}
