import { describe, expect, it } from 'vitest';
import { createSharedCache, type SharedCacheName } from './shared-cache.ts';

function cacheOnAClock() {
  let now = 0;
  const filled: SharedCacheName[] = [];
  const cache = createSharedCache(
    () => now,
    (name) => filled.push(name),
  );
  return { cache, filled, advance: (ms: number) => (now += ms) };
}

describe('the shared cache', () => {
  it('computes once for calls at the same moment, and again once the answer is older than its TTL', async () => {
    const { cache, filled, advance } = cacheOnAClock();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return computed;
    };
    const first = await Promise.all(
      Array.from({ length: 20 }, () => cache.get('impact', 1000, compute)),
    );
    expect(first).toEqual(Array(20).fill(1));
    advance(999);
    expect(await cache.get('impact', 1000, compute)).toBe(1);
    advance(1);
    expect(await cache.get('impact', 1000, compute)).toBe(2);
    expect(filled).toEqual(['impact', 'impact']);
  });

  it('keeps each name apart, keeps no failure, and forgets on demand', async () => {
    const { cache } = cacheOnAClock();
    await expect(
      cache.get('public-stats', 1000, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.get('public-stats', 1000, async () => 'up')).toBe('up');
    expect(await cache.get('game-summary', 1000, async () => 'other')).toBe('other');
    cache.forget('public-stats');
    expect(await cache.get('public-stats', 1000, async () => 'again')).toBe('again');
    expect(await cache.get('game-summary', 1000, async () => 'not asked')).toBe('other');
  });
});
