import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, locationList } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Every planting location, the newest activity first. */
export const listLocations = () => api.get(apiRoutes.locations.list, locationList);

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.locationList(), queryFn: listLocations });

export const useLocations = () => useQuery(locationsQueryOptions());
