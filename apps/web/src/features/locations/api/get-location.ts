import { queryOptions, useQuery } from '@tanstack/react-query';
import { location } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { locationKeys, locationPaths } from './location-paths.ts';

export const getLocation = (id: number) => api.get(locationPaths.one(id), location);

export const locationQueryOptions = (id: number) =>
  queryOptions({ queryKey: locationKeys.detail(id), queryFn: () => getLocation(id) });

export const useLocation = (id: number, enabled = true) =>
  useQuery({ ...locationQueryOptions(id), enabled });
