import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, marketplaceItem, pathTo, type MarketplaceItemInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface SaveMarketplaceItemRequest {
  /** Absent for a new item. */
  id?: number;
  input: MarketplaceItemInput;
  /** A new picture; the fields then go as multipart text fields next to it. */
  image?: File | null;
}

/** The input with "no species" and "unlimited stock" spelt out as null. */
function withNulls(input: MarketplaceItemInput) {
  return { ...input, speciesId: input.speciesId ?? null, stock: input.stock ?? null };
}

/** The body: JSON, or a multipart form with the fields as text and the picture as `image`. */
export function marketplaceItemBody(input: MarketplaceItemInput, image?: File | null): unknown {
  const fields = withNulls(input);
  if (!image) return fields;
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) {
    // The contract reads an empty text field as null.
    form.append(field, value === null ? '' : String(value));
  }
  form.append('image', image, image.name);
  return form;
}

export function saveMarketplaceItem({ id, input, image }: SaveMarketplaceItemRequest) {
  const body = marketplaceItemBody(input, image);
  return id === undefined
    ? api.postOnce(apiRoutes.marketplace.create, body, marketplaceItem)
    : api.put(pathTo(apiRoutes.marketplace.item, { itemId: id }), body, marketplaceItem);
}

export function useSaveMarketplaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarketplaceItem,
    onSuccess: (item) => {
      queryClient.setQueryData(queryKeys.marketplaceItem(item.id), item);
      return queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceItems() });
    },
  });
}
