import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, reportPage } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import type { ReportStatus } from './report-types.ts';

export const REPORTS_PAGE_SIZE = 20;

/** One page of reports, newest first; only those of a status when one is given. */
export const getReportsPage = (page: number, status?: ReportStatus, size = REPORTS_PAGE_SIZE) =>
  api.get(pathTo(apiRoutes.reports.list, {}, { page, size, status }), reportPage);

export const reportsQueryOptions = (status: ReportStatus | 'ALL') =>
  infiniteQueryOptions({
    queryKey: queryKeys.reportList(status),
    queryFn: ({ pageParam }) => getReportsPage(pageParam, status === 'ALL' ? undefined : status),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

/** Admins: the reports of a status, a page at a time ("Load more"). */
export const useReports = (status: ReportStatus | 'ALL') =>
  useInfiniteQuery(reportsQueryOptions(status));
