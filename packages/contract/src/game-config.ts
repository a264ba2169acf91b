import { z } from 'zod';

/** What the web app needs to know of the server's game settings before it shows a date. */
export const gameConfig = z.object({
  /** The IANA time zone of the game day (`GAME_TIMEZONE` on the server). */
  timeZone: z.string(),
  /** Whether the server has an AI service for trivia (`AI_BASE_URL` and `AI_MODEL`). */
  aiTrivia: z.boolean(),
});
export type GameConfig = z.infer<typeof gameConfig>;
