/** The addresses of planted trees (docs/api.md, Trees). */
const enc = encodeURIComponent;

export const plantedTreePaths = {
  one: (id: string) => `/api/secure/planted-tree/${enc(id)}`,
  list: (userId: string) => `/api/secure/planted-tree/list/${enc(userId)}`,
  plant: (userId: string, inventoryId: string) =>
    `/api/secure/planted-tree/user/${enc(userId)}/inventory/${enc(inventoryId)}`,
  water: '/api/secure/planted-tree/add-water',
  fertilize: '/api/secure/planted-tree/add-fertilizer',
  dailyXp: '/api/secure/planted-tree/daily-xp',
  impact: (userId: string) => `/api/secure/planted-tree/user/${enc(userId)}/impact`,
} as const;
