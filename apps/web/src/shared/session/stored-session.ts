/**
 * The session as stored in the browser, read without the session store: the app's first script
 * reads it before the store (and the libraries it needs) has loaded.
 */

/** The one localStorage key of the session (docs/spec-notes.md §3, §9). */
export const SESSION_STORAGE_KEY = 'punla.session';

/** The stored token and player, when there is a session; null without one or unreadable. */
export function readStoredSession(): {
  token: string;
  user: { id: string; verified: boolean };
} | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    const state =
      stored && typeof stored === 'object' && 'state' in stored ? stored.state : undefined;
    if (!state || typeof state !== 'object') return null;
    const token = 'token' in state ? state.token : null;
    const user = 'loggedUser' in state ? state.loggedUser : null;
    if (typeof token !== 'string' || !user || typeof user !== 'object') return null;
    const id = 'id' in user ? user.id : null;
    const verified = 'verified' in user && user.verified === true;
    return typeof id === 'string' ? { token, user: { id, verified } } : null;
  } catch {
    return null;
  }
}
