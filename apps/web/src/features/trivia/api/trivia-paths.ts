/** The addresses of trivia (docs/api.md, Content). */
export const triviaPaths = {
  list: '/api/secure/trivia',
  one: (id: number) => `/api/secure/trivia/${encodeURIComponent(String(id))}`,
  randomDenr: '/api/secure/trivia/random-denr',
  randomAi: '/api/secure/trivia/random-ai',
} as const;
