import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, marketplaceItem, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getMarketplaceItem = (itemId: number) =>
  api.get(pathTo(apiRoutes.marketplace.item, { itemId }), marketplaceItem);

export const marketplaceItemQueryOptions = (itemId: number) =>
  queryOptions({
    queryKey: queryKeys.marketplaceItem(itemId),
    queryFn: () => getMarketplaceItem(itemId),
  });

export const useMarketplaceItem = (itemId: number, enabled = true) =>
  useQuery({ ...marketplaceItemQueryOptions(itemId), enabled });
