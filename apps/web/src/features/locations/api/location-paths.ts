/** The addresses of the planting locations (docs/api.md, Seasons, leaderboard, places). */
export const locationPaths = {
  list: '/api/secure/location',
  one: (id: number) => `/api/secure/location/${encodeURIComponent(String(id))}`,
} as const;

export const locationKeys = {
  all: () => ['locations'] as const,
  list: () => ['locations', 'list'] as const,
  detail: (id: number) => ['locations', 'detail', id] as const,
};
