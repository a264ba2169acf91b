import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { api, noContent } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** An item that was ever bought cannot be deleted (409); it is taken off sale instead. */
export const deleteMarketplaceItem = (itemId: number) =>
  api.delete(pathTo(apiRoutes.marketplace.item, { itemId }), noContent);

export function useDeleteMarketplaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMarketplaceItem,
    onSuccess: (_answer, itemId) => {
      queryClient.removeQueries({ queryKey: queryKeys.marketplaceItem(itemId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceItems() });
    },
  });
}
