import { queryOptions, useQuery } from '@tanstack/react-query';
import { seasonLeaderboard } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { leaderboardKeys, leaderboardPaths, type LeaderboardSeason } from './leaderboard-paths.ts';

export type SeasonLeaderboard = ReturnType<typeof seasonLeaderboard.parse>;
export type LeaderboardEntry = SeasonLeaderboard['entries'][number];

/** The top players of a season (the top 100), with how many players earned XP in it. */
export const getSeasonLeaderboard = (season: LeaderboardSeason) =>
  api.get(leaderboardPaths.season(season), seasonLeaderboard);

/** Standings move with every watering, so a visit always asks again (the cache shows first). */
export const seasonLeaderboardQueryOptions = (season: LeaderboardSeason) =>
  queryOptions({
    queryKey: leaderboardKeys.season(season),
    queryFn: () => getSeasonLeaderboard(season),
    staleTime: 0,
  });

export const useSeasonLeaderboard = (season: LeaderboardSeason) =>
  useQuery(seasonLeaderboardQueryOptions(season));
