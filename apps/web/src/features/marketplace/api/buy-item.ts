import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, buyResult, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { updateCachedProfile } from '#shared/session/cached-profile.ts';

export interface BuyItemRequest {
  itemId: number;
  quantity: number;
}

export const buyItem = (userId: string, { itemId, quantity }: BuyItemRequest) =>
  api.postOnce(pathTo(apiRoutes.marketplace.buy, { itemId, userId }), { quantity }, buyResult);

/**
 * Buys packs of an item. The cached profile's wallet balance (and so the coin pill) follows
 * the server's answer at once; the inventories, the wallet history and the catalog (stock) are fetched again.
 */
export function useBuyItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BuyItemRequest) => buyItem(userId, request),
    onSuccess: (result) => {
      updateCachedProfile(queryClient, userId, () => ({ walletBalance: result.walletBalance }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceItems() });
    },
    // Sold out or taken off sale meanwhile: the catalog on screen is old.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceItems() }),
  });
}
