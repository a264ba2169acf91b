import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, reportPage } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import type { ReportFilter } from './report-types.ts';

export const REPORTS_PAGE_SIZE = 20;

/** One page of reports, newest first; only those of a status and a type when given. */
export const getReportsPage = (page: number, filter: ReportFilter, size = REPORTS_PAGE_SIZE) =>
  api.get(
    pathTo(
      apiRoutes.reports.list,
      {},
      {
        page,
        size,
        status: filter.status === 'ALL' ? undefined : filter.status,
        type: filter.type === 'ALL' ? undefined : filter.type,
      },
    ),
    reportPage,
  );

export const reportsQueryOptions = (filter: ReportFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reportList(filter.status, filter.type),
    queryFn: ({ pageParam }) => getReportsPage(pageParam, filter),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

/** Admins: the reports of a filter, a page at a time ("Load more"). */
export const useReports = (filter: ReportFilter) => useInfiniteQuery(reportsQueryOptions(filter));
