/**
 * GET answers asked for as the app starts, before the code of the screen that reads them (and
 * the API client) has loaded: the screen's first read of the same address takes the answer
 * already on its way instead of asking again (see app/first-screen-data.ts). An answer nobody
 * took soon is dropped, so a later read never gets an old one. Light on purpose: the app's
 * first script, which runs before the libraries have arrived, uses it.
 */
const TAKE_WITHIN_MS = 15_000;

/**
 * Base address of the API. Empty means the app's own origin: in production the server
 * serves the app and the API together, and in development Vite forwards /api to the local
 * server on port 8080 (see vite.config.ts). VITE_API_BASE_URL points the app elsewhere.
 */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/** The headers of an API call: JSON (unless the body is a form), the bearer token when there is one. */
export function apiHeaders(token: string | null, json = true): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (json) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

interface EarlyAnswer {
  startedAt: number;
  response: Promise<Response>;
}

const early = new Map<string, EarlyAnswer>();

/** Starts a GET of `path` now (once) with the session's token, for the screen's code to take later. */
export function preloadGet(path: string, token: string): void {
  if (early.has(path)) return;
  const response = fetch(`${API_BASE_URL}${path}`, {
    headers: apiHeaders(token),
    credentials: 'include',
  });
  // A failure is the taker's to handle (or nobody's, when the screen changed meanwhile).
  response.catch(() => undefined);
  early.set(path, { startedAt: Date.now(), response });
}

/** The answer started early for `path`, once, while it is recent; else undefined. */
export function takePreloaded(path: string): Promise<Response> | undefined {
  const answer = early.get(path);
  if (!answer) return undefined;
  early.delete(path);
  return Date.now() - answer.startedAt <= TAKE_WITHIN_MS ? answer.response : undefined;
}
