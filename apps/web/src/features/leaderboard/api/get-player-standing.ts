import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, playerStanding } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export type PlayerStanding = ReturnType<typeof playerStanding.parse>;
export type Standing = NonNullable<PlayerStanding['current']>;

/** A player's rank and XP in the current and the previous season. */
export const getPlayerStanding = (userId: string) =>
  api.get(pathTo(apiRoutes.leaderboard.player, { userProfileId: userId }), playerStanding);

export const playerStandingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.leaderboardPlayer(userId),
    queryFn: () => getPlayerStanding(userId),
    staleTime: 0,
  });

export const usePlayerStanding = (userId: string | undefined) =>
  useQuery({ ...playerStandingQueryOptions(userId ?? ''), enabled: Boolean(userId) });
