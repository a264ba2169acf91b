/** The addresses of the leaderboard (docs/api.md, Seasons, leaderboard, places). */
const enc = encodeURIComponent;

/** `current`, `previous` or a season id. */
export type LeaderboardSeason = 'current' | 'previous' | number;

export const leaderboardPaths = {
  season: (season: LeaderboardSeason) => `/api/public/leaderboard/season/${enc(String(season))}`,
  player: (userId: string) => `/api/public/leaderboard/user/${enc(userId)}`,
} as const;

export const leaderboardKeys = {
  all: () => ['leaderboard'] as const,
  season: (season: LeaderboardSeason) => ['leaderboard', 'season', season] as const,
  player: (userId: string) => ['leaderboard', 'player', userId] as const,
};
