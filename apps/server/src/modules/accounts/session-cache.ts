import type { Role } from '@punla/contract';

export interface Session {
  role: Role;
  tokenVersion: number;
}

export interface SessionCache {
  resolve(userId: string): Promise<Session | undefined>;
  /** The user's session changed (a notification, or a change made here): read it again. */
  forget(userId: string): void;
  /** Whether changes are being heard; while not, every check reads the database. */
  setListening(listening: boolean): void;
}

const KEPT_MS = 60_000;
const KEPT_SESSIONS = 50_000;

/**
 * Every request checks its token against the account's role and token version. They change
 * rarely (a password change, "log out of all devices"), so they are kept in memory, and the
 * database tells every instance the moment one changes (a trigger's NOTIFY, heard through
 * `listen`): an ended session is refused everywhere within milliseconds. While the
 * notifications are not heard (at start, or after the connection was lost), nothing is kept.
 *
 * A read that overlapped a change could bring back the old value after it was forgotten; so
 * a value is kept only if nothing was forgotten while it was being read.
 */
export function createSessionCache(
  lookup: (userId: string) => Promise<Session | undefined>,
  now: () => number = Date.now,
): SessionCache {
  const kept = new Map<string, { session: Session | undefined; at: number }>();
  let listening = false;
  let changes = 0;
  return {
    async resolve(userId) {
      const hit = listening ? kept.get(userId) : undefined;
      if (hit && now() - hit.at < KEPT_MS) return hit.session;
      const before = changes;
      const session = await lookup(userId);
      if (listening && changes === before) {
        if (kept.size >= KEPT_SESSIONS) kept.delete(kept.keys().next().value as string);
        kept.set(userId, { session, at: now() });
      }
      return session;
    },
    forget(userId) {
      changes += 1;
      kept.delete(userId);
    },
    setListening(value) {
      changes += 1;
      listening = value;
      kept.clear();
    },
  };
}
