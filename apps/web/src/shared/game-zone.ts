/**
 * The game's time zone itself, apart from the formatters of game-time.ts: the app sets it as it
 * starts, and the first screens need no more than that.
 */
export const DEFAULT_GAME_TIME_ZONE = 'Asia/Manila';

let gameTimeZone = DEFAULT_GAME_TIME_ZONE;

/** The IANA name of the game's time zone. */
export const getGameTimeZone = (): string => gameTimeZone;

/** Whether this runtime knows the IANA zone name. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Makes `timeZone` the game's zone; a name the runtime does not know is refused (false). */
export function setGameTimeZone(timeZone: string): boolean {
  if (!isTimeZone(timeZone)) return false;
  gameTimeZone = timeZone;
  return true;
}
