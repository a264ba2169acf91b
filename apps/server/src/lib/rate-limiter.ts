import { and, lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

export interface RateLimitWindow {
  /** Counter name, e.g. `login-ip:127.0.0.1`. */
  key: string;
  windowSeconds: number;
}

/**
 * Fixed-window counters shared by every instance: in PostgreSQL, or in Redis when
 * REDIS_URL is set. `count` reads, `hit` adds one and returns the new count.
 */
export interface RateLimiter {
  count(window: RateLimitWindow): Promise<number>;
  hit(window: RateLimitWindow): Promise<number>;
  /** Seconds until the current window ends. */
  retryAfter(window: RateLimitWindow): number;
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

export function createPostgresRateLimiter(db: Database, clock: Clock): RateLimiter {
  let hitsSinceCleanup = 0;
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
      hitsSinceCleanup += 1;
      if (hitsSinceCleanup >= 500) {
        hitsSinceCleanup = 0;
        // Windows are at most a day long; older counters only take space.
        const dayAgo = new Date(clock.now().getTime() - 24 * 60 * 60 * 1000);
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, dayAgo));
      }
      return row?.hits ?? 1;
    },
    retryAfter: ({ windowSeconds }) => retryAfter(clock, windowSeconds),
    async close() {},
  };
}

export function createRedisRateLimiter(url: string, clock: Clock): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
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
    retryAfter: ({ windowSeconds }) => retryAfter(clock, windowSeconds),
    async close() {
      await redis.quit();
    },
  };
}
