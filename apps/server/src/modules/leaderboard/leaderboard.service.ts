import { and, asc, eq, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { seasonXp, seasonXpLevels, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  findPreviousSeason,
  findSeason,
  findSeasonAt,
  type SeasonRow,
} from '../seasons/seasons.repository.ts';

export interface LeaderboardContext {
  db: Database;
  clock: Clock;
}

function summary(season: SeasonRow, now: Date) {
  return {
    id: season.id,
    name: season.name,
    startDate: season.startAt.toISOString(),
    endDate: season.endAt.toISOString(),
    ended: season.endAt.getTime() <= now.getTime(),
  };
}

async function resolveSeason(
  ctx: LeaderboardContext,
  which: 'current' | 'previous' | number,
): Promise<SeasonRow> {
  const now = ctx.clock.now();
  const season =
    which === 'current'
      ? await findSeasonAt(ctx.db, now)
      : which === 'previous'
        ? await findPreviousSeason(ctx.db, now)
        : await findSeason(ctx.db, which);
  if (!season) {
    throw new AppError(
      'NOT_FOUND',
      which === 'current'
        ? 'No season is running now.'
        : which === 'previous'
          ? 'There is no previous season yet.'
          : 'There is no season with this id.',
    );
  }
  return season;
}

async function playersIn(db: Database, seasonId: number): Promise<number> {
  const [row] = await db
    .select({ players: sql<number>`coalesce(sum(${seasonXpLevels.players}), 0)::int` })
    .from(seasonXpLevels)
    .where(eq(seasonXpLevels.seasonId, seasonId));
  return row?.players ?? 0;
}

/**
 * The top of a season: by season XP, ties to whoever reached that XP first. A past season's
 * XP no longer changes (XP counts for the season running when it is earned), so its
 * standings are frozen at its end.
 */
export async function getSeasonLeaderboard(
  ctx: LeaderboardContext,
  which: 'current' | 'previous' | number,
) {
  const season = await resolveSeason(ctx, which);
  const rows = await ctx.db
    .select({ userId: seasonXp.userId, username: users.username, xp: seasonXp.xp })
    .from(seasonXp)
    .innerJoin(users, eq(users.id, seasonXp.userId))
    .where(eq(seasonXp.seasonId, season.id))
    // Matches the ranking index (xp desc nulls last, reached_at, user_id), so the top is read
    // straight from the index instead of sorting every player.
    .orderBy(sql`${seasonXp.xp} desc nulls last`, asc(seasonXp.reachedAt), asc(seasonXp.userId))
    .limit(LEADERBOARD_SIZE);
  return {
    season: summary(season, ctx.clock.now()),
    entries: rows.map((row, index) => ({ rank: index + 1, ...row })),
    players: await playersIn(ctx.db, season.id),
  };
}

/**
 * A player's rank without walking the players above: the players at each higher XP value
 * are counted per value (season_xp_levels), and only the ties are counted one by one.
 */
export async function rankIn(db: Database, seasonId: number, userId: string) {
  const [mine] = await db
    .select()
    .from(seasonXp)
    .where(and(eq(seasonXp.seasonId, seasonId), eq(seasonXp.userId, userId)));
  if (!mine) return { rank: null, xp: 0 };
  const [above] = await db
    .select({ players: sql<number>`coalesce(sum(${seasonXpLevels.players}), 0)::int` })
    .from(seasonXpLevels)
    .where(and(eq(seasonXpLevels.seasonId, seasonId), sql`${seasonXpLevels.xp} > ${mine.xp}`));
  const [ties] = await db
    .select({ players: sql<number>`count(*)::int` })
    .from(seasonXp)
    .where(
      sql`${seasonXp.seasonId} = ${seasonId} and ${seasonXp.xp} = ${mine.xp}
        and (${seasonXp.reachedAt}, ${seasonXp.userId}) < (${mine.reachedAt}, ${mine.userId})`,
    );
  return { rank: (above?.players ?? 0) + (ties?.players ?? 0) + 1, xp: mine.xp };
}

export async function getPlayerStanding(ctx: LeaderboardContext, userId: string) {
  const [user] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'There is no player with this id.');
  const now = ctx.clock.now();
  const standingIn = async (season: SeasonRow | undefined) =>
    season
      ? {
          season: summary(season, now),
          ...(await rankIn(ctx.db, season.id, userId)),
          players: await playersIn(ctx.db, season.id),
        }
      : null;
  return {
    userId,
    username: user.username,
    current: await standingIn(await findSeasonAt(ctx.db, now)),
    previous: await standingIn(await findPreviousSeason(ctx.db, now)),
  };
}
