import { LEADERBOARD_SIZE } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import {
  currentSeason,
  previousSeason,
  seasonById,
  type SeasonRow,
} from '../seasons/seasons.service.ts';
import { findUsername, playersIn, rankIn, topOfSeason } from './leaderboard.repository.ts';

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
  ctx: AppContext,
  which: 'current' | 'previous' | number,
): Promise<SeasonRow> {
  const season =
    which === 'current'
      ? await currentSeason(ctx)
      : which === 'previous'
        ? await previousSeason(ctx)
        : await seasonById(ctx, which);
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

/**
 * The top of a season: by season XP, ties to whoever reached that XP first. A past season's
 * XP no longer changes (XP counts for the season running when it is earned), so its
 * standings are frozen at its end.
 */
export async function getSeasonLeaderboard(
  ctx: AppContext,
  which: 'current' | 'previous' | number,
) {
  const season = await resolveSeason(ctx, which);
  const [rows, players] = await Promise.all([
    topOfSeason(ctx.db, season.id, LEADERBOARD_SIZE),
    playersIn(ctx.db, season.id),
  ]);
  return {
    season: summary(season, ctx.clock.now()),
    entries: rows.map((row, index) => ({ rank: index + 1, ...row })),
    players,
  };
}

/** A player's rank in a season (null without XP there), among the season's players. */
async function seasonStanding(ctx: AppContext, season: SeasonRow, userId: string) {
  return {
    season: summary(season, ctx.clock.now()),
    ...(await rankIn(ctx.db, season.id, userId)),
    players: await playersIn(ctx.db, season.id),
  };
}

export async function getPlayerStanding(ctx: AppContext, userId: string) {
  const username = await findUsername(ctx.db, userId);
  if (username === undefined) throw new AppError('NOT_FOUND', 'There is no player with this id.');
  const standingIn = async (season: SeasonRow | undefined) =>
    season ? seasonStanding(ctx, season, userId) : null;
  return {
    userId,
    username,
    current: await standingIn(await currentSeason(ctx)),
    previous: await standingIn(await previousSeason(ctx)),
  };
}
