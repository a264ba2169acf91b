import { apiRoutes, pathTo, type GameConfig } from '@punla/contract';
import { api } from './api-client.ts';
import { setGameTimeZone } from './game-zone.ts';

/**
 * Checks the answer by hand: it is read before the first screen, which stays light without the
 * schema library the rest of the app loads later.
 */
export function parseGameConfig(data: unknown): GameConfig {
  const config = data && typeof data === 'object' ? data : {};
  const timeZone = 'timeZone' in config ? config.timeZone : null;
  if (typeof timeZone !== 'string') throw new TypeError('The game config has no time zone.');
  // AI trivia is offered only when the server says so.
  const aiTrivia = 'aiTrivia' in config && config.aiTrivia === true;
  return { timeZone, aiTrivia };
}

let asked: Promise<GameConfig> | undefined;

/**
 * The server's game settings, asked for once per page load (the time zone at start-up and the
 * trivia dialog share the answer); a failed ask is tried again next time.
 */
export function getGameConfig(): Promise<GameConfig> {
  asked ??= api.get(pathTo(apiRoutes.gameConfig), { parse: parseGameConfig }).catch((error) => {
    asked = undefined;
    throw error;
  });
  return asked;
}

/** Forgets the answer, as a new page load does (the unit tests' setup, between tests). */
export function forgetGameConfig(): void {
  asked = undefined;
}

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

/** The zone the server wrote into the page (`<meta name="punla-game-time-zone">`), if any. */
function inlineGameTimeZone(): string | null {
  const meta = document.querySelector('meta[name="punla-game-time-zone"]');
  return meta?.getAttribute('content') || null;
}

let gameTimeZoneReady: Promise<void> = Promise.resolve();

/**
 * Makes the game's time zone known as the app starts: at once when the server wrote it into the
 * page, else from the API, waiting `waitMs` at most (the default zone stays after that, and a
 * late answer still applies to what is drawn after it).
 */
export function startGameTimeZone(waitMs: number): void {
  const inline = inlineGameTimeZone();
  if (inline && setGameTimeZone(inline)) return;
  gameTimeZoneReady = Promise.race([
    loadGameTimeZone(),
    new Promise<void>((resolve) => window.setTimeout(resolve, waitMs)),
  ]);
}

/**
 * Settles when the zone is known (or no longer waited for). The screens' first render waits for
 * it, in parallel with their code, while the first screen's skeleton shows.
 */
export const whenGameTimeZoneKnown = (): Promise<void> => gameTimeZoneReady;
