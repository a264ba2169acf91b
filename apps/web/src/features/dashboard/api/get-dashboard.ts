import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, dashboard } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** The admin dashboard's figures. */
export const getDashboard = () => api.get(apiRoutes.dashboard.admin, dashboard);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard(), queryFn: getDashboard, staleTime: 0 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
