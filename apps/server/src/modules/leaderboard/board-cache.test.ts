import { describe, expect, it } from 'vitest';
import { standingsChanged } from '../../lib/ledgers/standings-changes.ts';
import { BOARD_MAX_AGE_MS, createBoardCache } from './board-cache.ts';

/** A cache on a clock the test moves, and a board read that counts its calls. */
function setUp() {
  let now = 1_000_000;
  let reads = 0;
  const boards = createBoardCache<{ read: number }>(() => now);
  const read = () => {
    reads += 1;
    return Promise.resolve({ read: reads });
  };
  return {
    get: (key = 'current') => boards.get(key, read),
    getWith: (read: () => Promise<{ read: number }>) => boards.get('current', read),
    advance: (ms: number) => (now += ms),
    reads: () => reads,
  };
}

describe('the kept season boards', () => {
  it('answers from one read until the board is a second old, then reads again', async () => {
    const cache = setUp();
    expect(await cache.get()).toEqual({ read: 1 });
    cache.advance(BOARD_MAX_AGE_MS - 1);
    expect(await cache.get()).toEqual({ read: 1 });
    cache.advance(1);
    expect(await cache.get()).toEqual({ read: 2 });
    expect(cache.reads()).toBe(2);
  });

  it('reads again at once after a change to the standings', async () => {
    const cache = setUp();
    await cache.get();
    standingsChanged();
    expect(await cache.get()).toEqual({ read: 2 });
    expect(await cache.get()).toEqual({ read: 2 });
  });

  it('does not keep a board read while a change was made', async () => {
    const cache = setUp();
    let finish: (board: { read: number }) => void = () => undefined;
    const slow = cache.getWith(() => new Promise((resolve) => (finish = resolve)));
    standingsChanged();
    finish({ read: 0 });
    expect(await slow).toEqual({ read: 0 });
    expect(await cache.get()).toEqual({ read: 1 });
  });

  it('shares one read among requests that arrive together, per season', async () => {
    const cache = setUp();
    const boards = await Promise.all([cache.get(), cache.get(), cache.get('previous')]);
    expect(boards).toEqual([{ read: 1 }, { read: 1 }, { read: 2 }]);
    expect(cache.reads()).toBe(2);
  });

  it('forgets a failed read, so the next request tries again', async () => {
    const cache = setUp();
    await expect(cache.getWith(() => Promise.reject(new Error('no season')))).rejects.toThrow(
      'no season',
    );
    expect(await cache.get()).toEqual({ read: 1 });
  });

  it('reads again when the clock moved back', async () => {
    const cache = setUp();
    await cache.get();
    cache.advance(-1);
    expect(await cache.get()).toEqual({ read: 2 });
  });

  it('keeps at most maxEntries, the oldest read going first', async () => {
    let reads = 0;
    const kept = createBoardCache<number>(() => 1_000_000, 2);
    const read = () => Promise.resolve((reads += 1));
    expect(await kept.get('a', read)).toBe(1);
    expect(await kept.get('b', read)).toBe(2);
    expect(await kept.get('c', read)).toBe(3);
    // 'b' and 'c' are still kept; 'a' went when 'c' came, so it is read again.
    expect(await kept.get('b', read)).toBe(2);
    expect(await kept.get('c', read)).toBe(3);
    expect(await kept.get('a', read)).toBe(4);
  });
});
