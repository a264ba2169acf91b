import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { createManualClock } from './clock.ts';
import {
  createPostgresRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './rate-limiter.ts';

/*
 * Both backends must reserve atomically: parallel hits each get their own count. The
 * PostgreSQL one runs on the test database (embedded, or DATABASE_URL); the Redis one runs
 * when REDIS_URL names a server (e.g. REDIS_URL=redis://127.0.0.1:6379).
 */

const clock = createManualClock(new Date('2026-06-01T02:00:00Z'));

function limiterContract(
  name: string,
  open: () => Promise<{ limiter: RateLimiter; close(): Promise<void> }>,
) {
  describe(name, () => {
    let limiter: RateLimiter;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ limiter, close } = await open());
    });
    afterAll(() => close());
    const key = (label: string) => `test-${label}-${randomBytes(4).toString('hex')}`;

    it('gives 50 parallel hits the counts 1 to 50, each once', async () => {
      const window = { key: key('parallel'), windowSeconds: 900 };
      const counts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(window)));
      expect([...counts].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      expect(await limiter.count(window)).toBe(50);
    });

    it('starts again in the next window', async () => {
      const window = { key: key('window'), windowSeconds: 60 };
      await limiter.hit(window);
      await limiter.hit(window);
      clock.advance(60_000);
      expect(await limiter.hit(window)).toBe(1);
    });

    it('resets one counter, and clears every counter under a prefix', async () => {
      const prefix = key('prefix');
      const a = { key: `${prefix}:10.0.0.1`, windowSeconds: 900 };
      const b = { key: `${prefix}:10.0.0.2`, windowSeconds: 60 };
      const other = { key: `${prefix}x:10.0.0.1`, windowSeconds: 900 };
      for (const window of [a, a, b, other]) await limiter.hit(window);
      await limiter.reset(a);
      expect(await limiter.count(a)).toBe(0);
      expect(await limiter.count(b)).toBe(1);
      await limiter.hit(a);
      await limiter.clear(`${prefix}:`);
      expect(await limiter.count(a)).toBe(0);
      expect(await limiter.count(b)).toBe(0);
      expect(await limiter.count(other)).toBe(1);
    });

    it('treats LIKE and glob characters in a prefix as plain text', async () => {
      const prefix = key('odd');
      const plain = { key: `${prefix}:ab`, windowSeconds: 900 };
      await limiter.hit(plain);
      await limiter.clear(`${prefix}:_`);
      await limiter.clear(`${prefix}:*`);
      await limiter.clear(`${prefix}:%`);
      expect(await limiter.count(plain)).toBe(1);
    });
  });
}

limiterContract('PostgreSQL rate limiter', async () => {
  const database = await createTestDatabase();
  return { limiter: createPostgresRateLimiter(database.db, clock), close: () => database.close() };
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  limiterContract('Redis rate limiter', async () => {
    const limiter = createRedisRateLimiter(redisUrl, clock);
    return { limiter, close: () => limiter.close() };
  });
}
