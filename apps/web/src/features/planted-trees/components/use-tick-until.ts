import { useEffect, useRef } from 'react';
import { useNow } from '#shared/hooks/use-now.ts';

/** Retries at most this often, this many times, if the server still says "not yet". */
const RETRY_AFTER_MS = 5_000;
const MAX_TRIES = 5;

/**
 * The current time, ticking every second until `nextAt` (while there is one); when it is
 * reached calls `onReady` (to fetch the tree again). Clocks differ a little, so if the server
 * still answers "not yet" with the same time, it asks again a few seconds later, a few times.
 */
export function useTickUntil(nextAt: string | null, onReady: () => void): number {
  const now = useNow(1000, nextAt !== null);
  const remaining = nextAt === null ? 0 : Date.parse(nextAt) - now;
  const tries = useRef({ nextAt: null as string | null, count: 0, lastAt: 0 });

  useEffect(() => {
    if (nextAt === null || remaining > 0) return;
    const state = tries.current;
    if (state.nextAt !== nextAt) tries.current = { nextAt, count: 0, lastAt: 0 };
    const current = tries.current;
    if (current.count >= MAX_TRIES || (current.count > 0 && now - current.lastAt < RETRY_AFTER_MS))
      return;
    current.count += 1;
    current.lastAt = now;
    onReady();
  }, [nextAt, remaining, now, onReady]);

  return now;
}
