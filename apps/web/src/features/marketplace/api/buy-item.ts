import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, buyResult, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { useSessionStore } from '#shared/session/session-store.ts';

export interface BuyItemRequest {
  itemId: number;
  quantity: number;
}

export const buyItem = (userId: string, { itemId, quantity }: BuyItemRequest) =>
  api.post(pathTo(apiRoutes.marketplace.buy, { itemId, userId }), { quantity }, buyResult);

/**
 * Buys packs of an item. The wallet balance in the session follows the server's answer at
 * once; the inventories, the wallet history and the catalog (stock) are fetched again.
 */
export function useBuyItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BuyItemRequest) => buyItem(userId, request),
    onSuccess: (result) => {
      useSessionStore.getState().setWalletBalance(result.walletBalance);
      queryClient.setQueryData(queryKeys.profile(userId), (profile) =>
        profile && typeof profile === 'object'
          ? { ...profile, walletBalance: result.walletBalance }
          : profile,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceItems() });
    },
    // Sold out or taken off sale meanwhile: the catalog on screen is old.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceItems() }),
  });
}
