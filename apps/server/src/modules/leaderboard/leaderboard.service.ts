import { LEADERBOARD_SIZE, STANDING_READS_PER_MINUTE } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { readDbOf, type AppContext } from '../../lib/context.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
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

/**
 * The season a board is asked for. `current` and `previous` name a place in the calendar that
 * may be empty (no season running, or the first season still on): that is an answer, not an
 * error, and comes back as undefined. A season id that names no season is a 404.
 */
async function resolveSeason(
  ctx: AppContext,
  which: 'current' | 'previous' | number,
): Promise<SeasonRow | undefined> {
  if (which === 'current') return currentSeason(ctx);
  if (which === 'previous') return previousSeason(ctx);
  const season = await seasonById(ctx, which);
  if (!season) throw new AppError('NOT_FOUND', 'There is no season with this id.');
  return season;
}

/**
 * The top of a season: by season XP, ties to whoever reached that XP first. A past season's
 * XP no longer changes (XP counts for the season running when it is earned), so its
 * standings are frozen at its end. With no such season (`current` between seasons,
 * `previous` in the first season), the board is empty and its season null. The top and the
 * count are read on the read replica when there is one (the board may then lag it a moment);
 * a player's standing below is read on the primary, so their own change shows at once.
 */
export async function getSeasonLeaderboard(
  ctx: AppContext,
  which: 'current' | 'previous' | number,
) {
  const season = await resolveSeason(ctx, which);
  if (!season) return { season: null, entries: [], players: 0 };
  const reads = readDbOf(ctx);
  const [rows, players] = await Promise.all([
    topOfSeason(reads, season.id, LEADERBOARD_SIZE),
    playersIn(reads, season.id),
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

/**
 * The standing as the public profile asks for it: at most STANDING_READS_PER_MINUTE reads a
 * minute from one client network (IPv6 by its /64), counted across instances (the shared rate
 * limiter).
 */
export async function limitStandingReads(
  ctx: AppContext & { rateLimiter: RateLimiter },
  ip: string,
): Promise<void> {
  await enforceRateLimit(
    ctx,
    { key: `standing:${clientNetwork(ip)}`, windowSeconds: 60 },
    STANDING_READS_PER_MINUTE,
    `Too many rank look-ups from your address: at most ${STANDING_READS_PER_MINUTE} a minute.`,
  );
}
