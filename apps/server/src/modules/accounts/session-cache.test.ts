import { describe, expect, it } from 'vitest';
import { createSessionCache, type Session } from './session-cache.ts';

function counted(session: Session | undefined) {
  const reads = { count: 0 };
  const lookup = async () => {
    reads.count += 1;
    return session;
  };
  return { reads, lookup };
}

const player: Session = { role: 'USER', tokenVersion: 3 };

describe('session cache', () => {
  it('reads the database every time while changes are not heard', async () => {
    const { reads, lookup } = counted(player);
    const cache = createSessionCache(lookup);
    await cache.resolve('u1');
    await cache.resolve('u1');
    expect(reads.count).toBe(2);
  });

  it('keeps a session while listening, and reads it again once told it changed', async () => {
    const { reads, lookup } = counted(player);
    const cache = createSessionCache(lookup);
    cache.setListening(true);
    expect(await cache.resolve('u1')).toEqual(player);
    expect(await cache.resolve('u1')).toEqual(player);
    expect(reads.count).toBe(1);
    cache.forget('u1');
    await cache.resolve('u1');
    expect(reads.count).toBe(2);
  });

  it('forgets everything when the notifications stop', async () => {
    const { reads, lookup } = counted(player);
    const cache = createSessionCache(lookup);
    cache.setListening(true);
    await cache.resolve('u1');
    cache.setListening(false);
    cache.setListening(true);
    await cache.resolve('u1');
    expect(reads.count).toBe(2);
  });

  it('does not keep a value read while a change was announced', async () => {
    let release: (session: Session) => void = () => undefined;
    let reads = 0;
    const cache = createSessionCache(() => {
      reads += 1;
      return new Promise<Session>((resolve) => (release = resolve));
    });
    cache.setListening(true);
    const stale = cache.resolve('u1');
    cache.forget('u1');
    release(player);
    await stale;
    const fresh = cache.resolve('u1');
    release({ ...player, tokenVersion: 4 });
    expect(await fresh).toEqual({ ...player, tokenVersion: 4 });
    expect(reads).toBe(2);
  });

  it('keeps a session for a minute at most', async () => {
    let now = 0;
    const { reads, lookup } = counted(player);
    const cache = createSessionCache(lookup, () => now);
    cache.setListening(true);
    await cache.resolve('u1');
    now = 59_999;
    await cache.resolve('u1');
    now = 60_000;
    await cache.resolve('u1');
    expect(reads.count).toBe(2);
  });
});
