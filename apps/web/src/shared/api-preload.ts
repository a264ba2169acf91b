/**
 * GET answers asked for as the app starts, before the code of the screen that reads them has
 * loaded: the screen's first read of the same address takes the answer already on its way
 * instead of asking again (see app/first-screen-data.ts). An answer nobody took soon is
 * dropped, so a later read never gets an old one.
 */
const TAKE_WITHIN_MS = 15_000;

interface EarlyAnswer {
  startedAt: number;
  data: Promise<unknown>;
}

const early = new Map<string, EarlyAnswer>();

/** Starts reading `path` now (once) with `read`, for the screen's code to take later. */
export function preloadGet(path: string, read: (path: string) => Promise<unknown>): void {
  if (early.has(path)) return;
  const data = read(path);
  // A failure is the taker's to handle (or nobody's, when the screen changed meanwhile).
  data.catch(() => undefined);
  early.set(path, { startedAt: Date.now(), data });
}

/** The answer started early for `path`, once, while it is recent; else undefined. */
export function takePreloaded(path: string): Promise<unknown> | undefined {
  const answer = early.get(path);
  if (!answer) return undefined;
  early.delete(path);
  return Date.now() - answer.startedAt <= TAKE_WITHIN_MS ? answer.data : undefined;
}
