import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  FAIR_PLAY_FLAGS_PAGE_SIZE,
  apiRoutes,
  fairPlayFlagPage,
  pathTo,
  type FairPlayFlagStatus,
} from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export type FlagFilter = FairPlayFlagStatus | 'all';

/** One page of flags: open first, then reviewed; only those of a status when one is given. */
export const listFairPlayFlags = (page: number, status?: FairPlayFlagStatus) =>
  api.get(
    pathTo(apiRoutes.fairPlay.flags, {}, { page, size: FAIR_PLAY_FLAGS_PAGE_SIZE, status }),
    fairPlayFlagPage,
  );

export const fairPlayFlagsQueryOptions = (filter: FlagFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.fairPlayFlags(filter),
    queryFn: ({ pageParam }) => listFairPlayFlags(pageParam, filter === 'all' ? undefined : filter),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

/** Admins: the fair-play flags of a filter, a page at a time ("Load more"). */
export const useFairPlayFlags = (filter: FlagFilter) =>
  useInfiniteQuery(fairPlayFlagsQueryOptions(filter));
