import { apiRoutes, pathTo, type GameConfig } from '@punla/contract';
import { api } from './api-client.ts';
import { setGameTimeZone } from './game-time.ts';

/**
 * Checks the answer by hand: it is read before the first screen, which stays light without the
 * schema library the rest of the app loads later.
 */
export function parseGameConfig(data: unknown): GameConfig {
  const timeZone = data && typeof data === 'object' && 'timeZone' in data ? data.timeZone : null;
  if (typeof timeZone !== 'string') throw new TypeError('The game config has no time zone.');
  return { timeZone };
}

export const getGameConfig = () =>
  api.get(pathTo(apiRoutes.gameConfig), { parse: parseGameConfig });

/**
 * Asks the server once for the game's time zone and makes it the one game dates are read in.
 * Resolves either way: when the server cannot say, the default zone stays.
 */
export async function loadGameTimeZone(): Promise<void> {
  try {
    setGameTimeZone((await getGameConfig()).timeZone);
  } catch {
    // The default zone stays.
  }
}
