import { and, eq, sql } from 'drizzle-orm';
import { ELIGIBILITY, TREE_STAGES } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { plantedTrees, seasonXp, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findSeasonAt } from '../seasons/seasons.repository.ts';

export interface EligibilityContext {
  db: Database;
  clock: Clock;
}

const sapling = TREE_STAGES[ELIGIBILITY.minStage] ?? 'Sapling';

/** Each rule of docs/game-rules.md (Real-world events and eligibility) with the player's progress. */
export async function checkEligibility(ctx: EligibilityContext, userId: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  const season = await findSeasonAt(ctx.db, ctx.clock.now());
  let bestStage = 0;
  let xp = 0;
  if (season) {
    const [tree] = await ctx.db
      .select({ stage: sql<number>`coalesce(max(${plantedTrees.stage}), 0)::int` })
      .from(plantedTrees)
      .where(
        sql`${plantedTrees.userId} = ${userId} and ${plantedTrees.plantedAt} >= ${season.startAt} and ${plantedTrees.plantedAt} < ${season.endAt}`,
      );
    bestStage = tree?.stage ?? 0;
    const [row] = await ctx.db
      .select({ xp: seasonXp.xp })
      .from(seasonXp)
      .where(and(eq(seasonXp.seasonId, season.id), eq(seasonXp.userId, userId)));
    xp = row?.xp ?? 0;
  }
  const noSeason = season ? null : 'No season is running now.';
  const rules = [
    {
      key: 'VERIFIED' as const,
      label: 'Verified account',
      passed: user.verified,
      current: user.verified ? 1 : 0,
      target: 1,
      hint: user.verified ? null : 'Verify your e-mail address.',
    },
    {
      key: 'TREE_STAGE' as const,
      label: `A tree planted this season that reached ${sapling}`,
      passed: season !== undefined && bestStage >= ELIGIBILITY.minStage,
      current: Math.min(bestStage, ELIGIBILITY.minStage),
      target: ELIGIBILITY.minStage,
      hint:
        noSeason ??
        (bestStage >= ELIGIBILITY.minStage
          ? null
          : `Grow a tree planted this season to the ${sapling} stage (best so far: ${TREE_STAGES[bestStage]}).`),
    },
    {
      key: 'SEASON_XP' as const,
      label: `At least ${ELIGIBILITY.minSeasonXp} XP this season`,
      passed: season !== undefined && xp >= ELIGIBILITY.minSeasonXp,
      current: Math.min(xp, ELIGIBILITY.minSeasonXp),
      target: ELIGIBILITY.minSeasonXp,
      hint:
        noSeason ??
        (xp >= ELIGIBILITY.minSeasonXp
          ? null
          : `Earn ${ELIGIBILITY.minSeasonXp - xp} more XP this season.`),
    },
  ];
  return { eligible: rules.every((rule) => rule.passed), season: season?.name ?? null, rules };
}

/** How many players are eligible for the next event. */
export async function countEligiblePlayers(ctx: EligibilityContext) {
  const season = await findSeasonAt(ctx.db, ctx.clock.now());
  if (!season) return { count: 0, season: null };
  const result = await ctx.db.execute(sql`
    select count(*)::int as count
    from season_xp sx
    join users u on u.id = sx.user_id
    where sx.season_id = ${season.id} and sx.xp >= ${ELIGIBILITY.minSeasonXp} and u.verified
      and exists (
        select 1 from planted_trees t
        where t.user_id = u.id and t.stage >= ${ELIGIBILITY.minStage}
          and t.planted_at >= ${season.startAt} and t.planted_at < ${season.endAt})`);
  const count = (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  return { count, season: season.name };
}
