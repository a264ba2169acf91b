import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes, ownReportPage, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const OWN_REPORTS_PAGE_SIZE = 10;

/** One page of the player's own reports, newest first, with the admins' replies. */
export const getOwnReportsPage = (userId: string, page: number, size = OWN_REPORTS_PAGE_SIZE) =>
  api.get(pathTo(apiRoutes.reports.ofPlayer, { userId }, { page, size }), ownReportPage);

export const ownReportsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ownReports(userId),
    queryFn: ({ pageParam }) => getOwnReportsPage(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

/** The player's "My reports", a page at a time ("Show older reports"). */
export const useOwnReports = (userId: string) => useInfiniteQuery(ownReportsQueryOptions(userId));
