import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, location, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getLocation = (id: number) =>
  api.get(pathTo(apiRoutes.locations.one, { locationId: id }), location);

export const locationQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.locationDetail(id), queryFn: () => getLocation(id) });

export const useLocation = (id: number, enabled = true) =>
  useQuery({ ...locationQueryOptions(id), enabled });
