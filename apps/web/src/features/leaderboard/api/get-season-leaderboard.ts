import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, seasonLeaderboard } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** `current`, `previous` or a season id. */
export type LeaderboardSeason = 'current' | 'previous' | number;

/** A board as the server answers it: its season null when there is no such season. */
export type SeasonLeaderboardAnswer = ReturnType<typeof seasonLeaderboard.parse>;
/** A board of a season that exists. */
export type SeasonLeaderboard = SeasonLeaderboardAnswer & {
  season: NonNullable<SeasonLeaderboardAnswer['season']>;
};
export type LeaderboardEntry = SeasonLeaderboard['entries'][number];

/** Whether the answer is a season's board (not the empty answer of "no such season"). */
export const hasSeason = (board: SeasonLeaderboardAnswer): board is SeasonLeaderboard =>
  board.season !== null;

/** The top players of a season (the top 100), with how many players earned XP in it. */
export const getSeasonLeaderboard = (season: LeaderboardSeason) =>
  api.get(pathTo(apiRoutes.leaderboard.season, { season }), seasonLeaderboard);

/** Standings move with every watering, so a visit always asks again (the cache shows first). */
export const seasonLeaderboardQueryOptions = (season: LeaderboardSeason) =>
  queryOptions({
    queryKey: queryKeys.leaderboardSeason(season),
    queryFn: () => getSeasonLeaderboard(season),
    staleTime: 0,
  });

export const useSeasonLeaderboard = (season: LeaderboardSeason) =>
  useQuery(seasonLeaderboardQueryOptions(season));
