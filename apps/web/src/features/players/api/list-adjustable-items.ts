import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, marketplaceItemList } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Every marketplace item (admins get those off sale too): what an adjustment can give or take. */
export const listAdjustableItems = () => api.get(apiRoutes.marketplace.items, marketplaceItemList);

export const adjustableItemsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.marketplaceItems(), queryFn: listAdjustableItems });

export const useAdjustableItems = (enabled: boolean) =>
  useQuery({ ...adjustableItemsQueryOptions(), enabled });
