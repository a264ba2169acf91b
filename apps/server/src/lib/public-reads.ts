import { PUBLIC_READS_PER_MINUTE } from '@punla/contract';
import { clientNetwork } from './client-network.ts';
import type { AppContext } from './context.ts';
import { enforceRateLimit, type RateLimiter } from './rate-limiter.ts';
import type { SharedCache } from './shared-cache.ts';

/** The app's context with the cache of public answers (one per app). */
export interface CachedReadContext extends AppContext {
  publicCache: SharedCache;
}

/** What a public read needs: the cache of public answers and the shared limits. */
export interface PublicReadContext extends CachedReadContext {
  rateLimiter: RateLimiter;
}

/**
 * One more public read of `route` from the client's network (IPv6 by its /64): at most
 * PUBLIC_READS_PER_MINUTE a minute per route, counted across instances, else 429 with how long
 * to wait. Counted before the answer is looked up, so a flood is refused before any work.
 */
export function limitPublicReads(
  ctx: Pick<PublicReadContext, 'rateLimiter'>,
  route: string,
  ip: string,
): Promise<void> {
  return enforceRateLimit(
    ctx,
    { key: `public-read:${route}:${clientNetwork(ip)}`, windowSeconds: 60 },
    PUBLIC_READS_PER_MINUTE,
    `Too many requests from your address: at most ${PUBLIC_READS_PER_MINUTE} a minute.`,
  );
}
