/** The addresses of a player's inventories (docs/api.md, Trees). */
const enc = encodeURIComponent;

export const inventoryPaths = {
  seedlings: (userId: string) => `/api/secure/inventory/user/${enc(userId)}`,
  resources: (userId: string) => `/api/secure/resource-inventory/user/${enc(userId)}`,
  freeWater: (userId: string) => `/api/secure/resource-inventory/user/${enc(userId)}/reset-count`,
} as const;
