import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes, auditPage, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** The audit log's filters, as the page's address carries them (empty: not filtered). */
export interface AuditFilters {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 25;

/** One page of entries, latest first. */
export const listAuditEntries = (page: number, filters: AuditFilters) =>
  api.get(pathTo(apiRoutes.audit.list, {}, { page, size: AUDIT_PAGE_SIZE, ...filters }), auditPage);

export const auditEntriesQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.auditEntries(filters),
    queryFn: ({ pageParam }) => listAuditEntries(pageParam, filters),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

/** Admins: the audit log under these filters, a page at a time ("Load more"). */
export const useAuditEntries = (filters: AuditFilters) =>
  useInfiniteQuery(auditEntriesQueryOptions(filters));
