import { useEffect } from 'react';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiRoutes, noticePage, noticeReadResult, pathTo, type NoticePage } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** How often an open player page asks whether something new arrived. */
export const INBOX_POLL_MS = 60_000;

export type InboxData = InfiniteData<NoticePage>;

/** One page of the player's inbox, newest first; `before` asks for older notices. */
export const getNoticePage = (userId: string, before?: number) =>
  api.get(
    pathTo(apiRoutes.notifications.ofPlayer, { userId }, before === undefined ? {} : { before }),
    noticePage,
  );

export const inboxQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.inbox(userId),
    queryFn: ({ pageParam }) => getNoticePage(userId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: NoticePage) => last.nextBefore ?? undefined,
    // A modest poll, and a look when the player comes back to the tab.
    refetchInterval: INBOX_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The player's inbox, a page at a time ("Load more"). */
export const useInbox = (userId: string) => useInfiniteQuery(inboxQueryOptions(userId));

/** Unread notices of the whole inbox, as the newest page counted them (0 while loading). */
export const unreadOf = (data: InboxData | undefined): number => data?.pages[0]?.unread ?? 0;

export const markNoticesRead = (userId: string, ids?: number[]) =>
  api.post(pathTo(apiRoutes.notifications.read, { userId }), ids ? { ids } : {}, noticeReadResult);

const READ_MUTATION_KEY = ['notifications', 'read'] as const;

/**
 * Marks notices read (no ids: all of them), and shows it at once: the notices turn read in
 * the loaded pages and the bell takes the count the server answered.
 */
export function useMarkNoticesRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: READ_MUTATION_KEY,
    mutationFn: (ids?: number[]) => markNoticesRead(userId, ids),
    // A poll already on its way would land after this and bring the old count back.
    onMutate: () => queryClient.cancelQueries({ queryKey: queryKeys.inbox(userId) }),
    onSuccess: ({ unread }, ids) => {
      const marked = ids ? new Set(ids) : null;
      queryClient.setQueryData<InboxData>(queryKeys.inbox(userId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unread,
                notices: page.notices.map((notice) =>
                  !marked || marked.has(notice.id) ? { ...notice, read: true } : notice,
                ),
              })),
            }
          : data,
      );
    },
    // Perhaps read elsewhere already: show what the server knows now.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications(userId) }),
  });
}

/**
 * Looks into the inbox again after any action of the player that succeeded: a claim, a
 * purchase or a watering may have granted a reward, and with it written a notice.
 */
export function useInboxRefreshAfterActions(userId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.mutationKey?.[0] === READ_MUTATION_KEY[0]) return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications(userId) });
      }),
    [queryClient, userId],
  );
}
