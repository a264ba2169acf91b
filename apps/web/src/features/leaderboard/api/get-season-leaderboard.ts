import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, seasonLeaderboard } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** `current`, `previous` or a season id. */
export type LeaderboardSeason = 'current' | 'previous' | number;

export type SeasonLeaderboard = ReturnType<typeof seasonLeaderboard.parse>;
export type LeaderboardEntry = SeasonLeaderboard['entries'][number];

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
