/** The answers kept by the shared cache; each name is a label of its metric. */
export type SharedCacheName = 'public-stats' | 'game-summary' | 'impact' | 'support-page';

interface Entry {
  value?: unknown;
  expiresAt: number;
  pending?: Promise<unknown>;
}

export interface SharedCache {
  /**
   * The kept answer of `name` while it is younger than `ttlMs`; otherwise `compute`'s, kept
   * from then on. Calls that find it missing or expired at the same moment share one
   * `compute`; a failed one is not kept, so the next call tries again.
   */
  get<T>(name: SharedCacheName, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  /** Forgets the answer of `name` (the support page once an admin changed it here). */
  forget(name: SharedCacheName): void;
}

/**
 * Answers that anyone may ask for and that read whole tables, kept in this process so that a
 * stream of calls costs one count per TTL. Each instance keeps its own: the answers may differ
 * between instances by at most a TTL. `now` is the game's clock; `filled` is told each compute
 * (the metrics count them).
 */
export function createSharedCache(
  now: () => number,
  filled: (name: SharedCacheName) => void = () => {},
): SharedCache {
  const entries = new Map<SharedCacheName, Entry>();
  return {
    get<T>(name: SharedCacheName, ttlMs: number, compute: () => Promise<T>): Promise<T> {
      let entry = entries.get(name);
      if (!entry) {
        entry = { expiresAt: 0 };
        entries.set(name, entry);
      }
      if ('value' in entry && now() < entry.expiresAt) return Promise.resolve(entry.value as T);
      if (!entry.pending) {
        const kept = entry;
        filled(name);
        kept.pending = compute()
          .then((value) => {
            kept.value = value;
            kept.expiresAt = now() + ttlMs;
            return value;
          })
          .finally(() => {
            kept.pending = undefined;
          });
      }
      return entry.pending as Promise<T>;
    },
    forget(name) {
      entries.delete(name);
    },
  };
}
