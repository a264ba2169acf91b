import { queryOptions, useQuery } from '@tanstack/react-query';
import { resources } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { inventoryPaths } from './inventory-paths.ts';

/** Water, fertilizer and today's free-water state. */
export const getResources = (userId: string) =>
  api.get(inventoryPaths.resources(userId), resources);

export const resourcesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.resources(userId), queryFn: () => getResources(userId) });

export const useResources = (userId: string) => useQuery(resourcesQueryOptions(userId));
