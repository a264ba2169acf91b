import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { marketplacePaths } from './marketplace-paths.ts';

/** 204 No Content. */
const noContent = { parse: () => null };

/** An item that was ever bought cannot be deleted (409); it is taken off sale instead. */
export const deleteMarketplaceItem = (itemId: number) =>
  api.delete(marketplacePaths.item(itemId), noContent);

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
