import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationList } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { locationKeys, locationPaths } from './location-paths.ts';

/** Every planting location, the newest activity first. */
export const listLocations = () => api.get(locationPaths.list, locationList);

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationKeys.list(), queryFn: listLocations });

export const useLocations = () => useQuery(locationsQueryOptions());
