import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, realTreeList } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const listRealTrees = (userId: string) =>
  api.get(pathTo(apiRoutes.events.realTrees, { userId }), realTreeList);

export const realTreesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.realTrees(userId), queryFn: () => listRealTrees(userId) });

export const useRealTrees = (userId: string) => useQuery(realTreesQueryOptions(userId));
