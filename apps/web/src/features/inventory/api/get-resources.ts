import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, resources } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Water, fertilizer and today's free-water state. */
export const getResources = (userId: string) =>
  api.get(pathTo(apiRoutes.inventory.resources, { userId }), resources);

export const resourcesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.resources(userId), queryFn: () => getResources(userId) });

export const useResources = (userId: string) => useQuery(resourcesQueryOptions(userId));
