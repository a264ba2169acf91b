import { standingsVersion } from '../../lib/ledgers/standings-changes.ts';

/** How old a kept board may be, in the game clock's milliseconds. */
export const BOARD_MAX_AGE_MS = 1000;

interface Kept<T> {
  board: Promise<T>;
  version: number;
  at: number;
}

/**
 * The season boards as last read, kept for reuse. The top 100 is the same for everyone and
 * read far more often than it changes, so it is read once and shared:
 * - a board is read again once this process made a change that can move a standing
 *   (lib/ledgers/standings-changes.ts), so the instance that made it shows it at once;
 * - and at the latest after BOARD_MAX_AGE_MS, so changes made by another instance show within
 *   a second;
 * - requests that arrive while a board is being read wait for that one read.
 * A change made while a board was being read leaves that board already out of date. Only
 * boards that exist are kept (a failed read is dropped), so the keys are bounded by the
 * seasons there are. The players' standings are kept the same way, at most `maxEntries` of
 * them (the oldest read goes first).
 */
export function createBoardCache<T>(now: () => number, maxEntries = Number.POSITIVE_INFINITY) {
  const kept = new Map<string, Kept<T>>();
  return {
    get(key: string, read: () => Promise<T>): Promise<T> {
      const hit = kept.get(key);
      const age = hit ? now() - hit.at : 0;
      if (hit && hit.version === standingsVersion() && age >= 0 && age < BOARD_MAX_AGE_MS) {
        return hit.board;
      }
      const entry: Kept<T> = { board: read(), version: standingsVersion(), at: now() };
      // Newest last: past `maxEntries` (one per player, for standings) the oldest goes.
      kept.delete(key);
      kept.set(key, entry);
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      // A failed read is not kept: the next request tries again.
      entry.board.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.board;
    },
  };
}
