/** The addresses of the marketplace (docs/api.md, Economy). */
const enc = encodeURIComponent;

export const marketplacePaths = {
  items: '/api/secure/marketplace/items',
  create: '/api/secure/marketplace/item',
  item: (itemId: number) => `/api/secure/marketplace/item/${enc(String(itemId))}`,
  buy: (itemId: number, userId: string) =>
    `/api/secure/marketplace/item/${enc(String(itemId))}/user/${enc(userId)}/buy`,
  /** The species catalog, for the species of a seedling item. */
  species: '/api/secure/tree',
} as const;
