/** The addresses of the species catalog (docs/api.md, Trees). */
export const speciesPaths = {
  list: '/api/secure/tree',
  one: (id: number) => `/api/secure/tree/${encodeURIComponent(String(id))}`,
} as const;
