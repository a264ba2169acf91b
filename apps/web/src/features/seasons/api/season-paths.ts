/** The addresses of the seasons (docs/api.md, Seasons, leaderboard, places). */
export const seasonPaths = {
  list: '/api/secure/season',
  one: (id: number) => `/api/secure/season/${encodeURIComponent(String(id))}`,
  disablePreviousSeasonTrees: '/api/secure/season/disable-previous-season-trees',
  sendFreeSeedlings: '/api/secure/season/send-free-seedlings',
} as const;

export const seasonKeys = {
  all: () => ['seasons'] as const,
  list: () => ['seasons', 'list'] as const,
};
