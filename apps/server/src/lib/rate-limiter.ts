import { RATE_LIMIT_COUNTERS_KEPT_DAYS } from '@punla/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { deleteInBatches } from '../db/delete-in-batches.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { AppError } from './app-error.ts';

export interface RateLimitWindow {
  /** Counter name, e.g. `login-ip:127.0.0.1`. */
  key: string;
  windowSeconds: number;
}

/**
 * Fixed-window counters shared by every instance: in PostgreSQL, or in Redis when
 * REDIS_URL is set. `hit` adds one and returns the new count in one atomic step, so a limit
 * reserves its attempt by hitting first and refusing when the new count is above the cap:
 * parallel requests each see a different count and no more than the cap get through.
 */
export interface RateLimiter {
  /** Reads without counting; only for a check that does no costly work after it. */
  count(window: RateLimitWindow): Promise<number>;
  hit(window: RateLimitWindow): Promise<number>;
  /** Forgets the window's current count (a successful login clears its failures). */
  reset(window: RateLimitWindow): Promise<void>;
  /** Forgets every counter whose key starts with `keyPrefix`, in every window. */
  clear(keyPrefix: string): Promise<void>;
  /** Seconds until the current window ends. */
  retryAfter(window: RateLimitWindow): number;
  /**
   * Resolves when the counters' store answers (Redis's PING), for the readiness probe. Only
   * the Redis store has it: PostgreSQL's is the database, which the probe checks anyway.
   */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

function windowStart(clock: Clock, windowSeconds: number): number {
  const size = windowSeconds * 1000;
  return Math.floor(clock.now().getTime() / size) * size;
}

function retryAfter(clock: Clock, windowSeconds: number): number {
  const end = windowStart(clock, windowSeconds) + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - clock.now().getTime()) / 1000));
}

/**
 * The longest a limit's window may be, for telling which windows have ended: every window of
 * the game is an hour or shorter, a day leaves room.
 */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes, in batches, the PostgreSQL store's counters whose window ended more than
 * RATE_LIMIT_COUNTERS_KEPT_DAYS ago (found by their index on window_start); returns how many
 * were deleted. The scheduled work calls it (jobs/daily-loop.ts); with the Redis store the
 * table stays empty and nothing is deleted.
 */
export function deleteOldRateLimitCounters(db: Database, now: Date): Promise<number> {
  const kept = RATE_LIMIT_COUNTERS_KEPT_DAYS * 24 * 60 * 60 * 1000;
  const before = new Date(now.getTime() - LONGEST_WINDOW_MS - kept);
  return deleteInBatches(db, rateLimitCounters, sql`${rateLimitCounters.windowStart} < ${before}`);
}

export function createPostgresRateLimiter(db: Database, clock: Clock): RateLimiter {
  return {
    async count({ key, windowSeconds }) {
      const start = new Date(windowStart(clock, windowSeconds));
      const rows = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(
          and(
            sql`${rateLimitCounters.key} = ${key}`,
            sql`${rateLimitCounters.windowStart} = ${start}`,
          ),
        );
      return rows[0]?.hits ?? 0;
    },
    async hit({ key, windowSeconds }) {
      const start = new Date(windowStart(clock, windowSeconds));
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: start, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      // Old windows are deleted by the scheduled work, in batches, not by a request.
      return row?.hits ?? 1;
    },
    async reset({ key, windowSeconds }) {
      const start = new Date(windowStart(clock, windowSeconds));
      await db
        .delete(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, start)));
    },
    async clear(keyPrefix) {
      await db
        .delete(rateLimitCounters)
        .where(like(rateLimitCounters.key, `${escapeLike(keyPrefix)}%`));
    },
    retryAfter: ({ windowSeconds }) => retryAfter(clock, windowSeconds),
    async close() {},
  };
}

export function createRedisRateLimiter(url: string, clock: Clock): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // A lost connection is retried by the client and shows where it matters: in the command that
  // fails and in the readiness probe. Without a listener the
  // client prints each failed reconnect as an "unhandled error event".
  redis.on('error', () => undefined);
  const redisKey = (key: string, windowSeconds: number) =>
    `punla:rl:${key}:${windowSeconds}:${windowStart(clock, windowSeconds)}`;
  return {
    async count({ key, windowSeconds }) {
      return Number((await redis.get(redisKey(key, windowSeconds))) ?? 0);
    },
    async hit({ key, windowSeconds }) {
      const name = redisKey(key, windowSeconds);
      const [[, hits]] = (await redis.multi().incr(name).expire(name, windowSeconds).exec()) as [
        [Error | null, number],
      ];
      return hits;
    },
    async reset({ key, windowSeconds }) {
      await redis.del(redisKey(key, windowSeconds));
    },
    async clear(keyPrefix) {
      const pattern = `punla:rl:${escapeGlob(keyPrefix)}*`;
      let cursor = '0';
      do {
        const [next, names] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        if (names.length > 0) await redis.del(...names);
        cursor = next;
      } while (cursor !== '0');
    },
    retryAfter: ({ windowSeconds }) => retryAfter(clock, windowSeconds),
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function escapeGlob(text: string): string {
  return text.replace(/[\\*?[\]]/g, (char) => `\\${char}`);
}

function minutesText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Counts one more hit on the window and refuses with 429 once the limit is passed. */
export async function enforceRateLimit(
  ctx: { rateLimiter: RateLimiter },
  window: RateLimitWindow,
  limit: number,
  what: string,
): Promise<void> {
  const hits = await ctx.rateLimiter.hit(window);
  if (hits > limit) throwRateLimited(ctx, window, what);
}

export function throwRateLimited(
  ctx: { rateLimiter: RateLimiter },
  window: RateLimitWindow,
  what: string,
): never {
  const retryAfterSeconds = ctx.rateLimiter.retryAfter(window);
  throw new AppError('RATE_LIMITED', `${what} Try again in ${minutesText(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  });
}
