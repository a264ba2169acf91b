import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboard } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';

export const dashboardPaths = { dashboard: '/api/secure/admin/dashboard' } as const;

/** The admin dashboard's figures. */
export const getDashboard = () => api.get(dashboardPaths.dashboard, dashboard);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'] as const, queryFn: getDashboard, staleTime: 0 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
