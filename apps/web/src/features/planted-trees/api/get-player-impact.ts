import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, playerImpact } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export type PlayerImpact = ReturnType<typeof playerImpact.parse>;

export const getPlayerImpact = (userId: string) =>
  api.get(pathTo(apiRoutes.plantedTrees.impact, { userId }), playerImpact);

export const playerImpactQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.impact(userId), queryFn: () => getPlayerImpact(userId) });

export const usePlayerImpact = (userId: string) => useQuery(playerImpactQueryOptions(userId));
