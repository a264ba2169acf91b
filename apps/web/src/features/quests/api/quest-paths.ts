/** The addresses of a player's daily quests (docs/api.md, Economy). */
const enc = encodeURIComponent;

export const questPaths = {
  today: (userId: string) => `/api/secure/quest/user/${enc(userId)}/today`,
  claim: (userId: string) => `/api/secure/quest/user/${enc(userId)}/claim`,
} as const;
