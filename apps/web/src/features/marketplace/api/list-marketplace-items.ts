import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, marketplaceItemList } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Players get what is for sale; admins get every item. */
export const listMarketplaceItems = () => api.get(apiRoutes.marketplace.items, marketplaceItemList);

export const marketplaceItemsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.marketplaceItems(), queryFn: listMarketplaceItems });

export const useMarketplaceItems = () => useQuery(marketplaceItemsQueryOptions());
