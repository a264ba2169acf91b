import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, walletResponse } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const WALLET_PAGE_SIZE = 20;

/** One page of the ledger, newest first, with the balance as it is now (the session sync copies it). */
export const getWalletPage = (userId: string, page: number, size = WALLET_PAGE_SIZE) =>
  api.get(pathTo(apiRoutes.wallet.ofPlayer, { userId }, { page, size }), walletResponse);

export const walletHistoryQueryOptions = (userId: string, size = WALLET_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: queryKeys.walletHistory(userId, size),
    queryFn: ({ pageParam }) => getWalletPage(userId, pageParam, size),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

/** Every ledger entry, a page at a time ("Load more"). */
export const useWalletHistory = (userId: string, enabled = true) =>
  useInfiniteQuery({ ...walletHistoryQueryOptions(userId), enabled });
