import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, playerFile } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getPlayerFile = (userId: string) =>
  api.get(pathTo(apiRoutes.players.one, { userId }), playerFile);

export const playerFileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.playerFile(userId),
    queryFn: () => getPlayerFile(userId),
    staleTime: 0,
  });

/** Admins: everything about one player, with the first page of each ledger. */
export const usePlayerFile = (userId: string, enabled = true) =>
  useQuery({ ...playerFileQueryOptions(userId), enabled });
