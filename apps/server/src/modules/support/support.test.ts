import { describe, expect, it } from 'vitest';
import { apiRoutes, PUBLIC_CACHE_SECONDS } from '@punla/contract';
import { createPlayer, useTestApp } from '../../../test/test-app.ts';
import { createSharedCache } from '../../lib/shared-cache.ts';
import { getPublicStats } from './support.service.ts';

const PUBLIC_STATS_TTL_MS = PUBLIC_CACHE_SECONDS.totals * 1000;

const t = useTestApp();

describe('support-us and the landing totals', () => {
  it('serves ways to support to anyone; admins change them', async () => {
    const supportUs = () => t.request({ method: 'GET', url: apiRoutes.support.page });
    const info = await supportUs();
    expect(info.statusCode).toBe(200);
    expect(info.json().channels.length).toBeGreaterThan(0);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const edit = (payload: object) =>
      t.request({ method: 'PUT', url: apiRoutes.support.edit, token: admin.token, payload });
    const next = {
      message: 'Thank you!',
      channels: [{ label: 'GCash', details: '0917 000 0000 (Punla Team)', url: null }],
    };
    expect((await edit(next)).json()).toEqual(next);
    expect((await supportUs()).json()).toEqual(next);
    const bad = await edit({
      message: '',
      channels: [{ label: 'X', details: 'ok details', url: 'javascript:alert(1)' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts trees and players for the landing page', async () => {
    const stats = await t.request({ method: 'GET', url: apiRoutes.support.stats });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      treesPlanted: 0,
      players: expect.any(Number),
      matureTrees: 0,
      co2KgPerYearEstimate: 0,
    });
  });

  it('keeps the totals for a short while', async () => {
    const stats = async () => {
      const response = await t.request({ method: 'GET', url: apiRoutes.support.stats });
      expect(response.statusCode).toBe(200);
      return response.json<{ players: number }>().players;
    };
    t.clock.advance(PUBLIC_STATS_TTL_MS);
    const before = await stats();
    await createPlayer(t);
    t.clock.advance(PUBLIC_STATS_TTL_MS - 1);
    expect(await stats()).toBe(before);
    t.clock.advance(1);
    expect(await stats()).toBe(before + 1);
  });

  it('counts once for calls that find the totals expired at the same moment', async () => {
    let counts = 0;
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return (...args: Parameters<typeof target.execute>) => {
          counts += 1;
          return target.execute(...args);
        };
      },
    });
    const ctx = { ...t.ctx, db, publicCache: createSharedCache(() => t.clock.now().getTime()) };
    const first = await Promise.all(Array.from({ length: 10 }, () => getPublicStats(ctx)));
    expect(counts).toBe(1);
    expect(new Set(first.map((row) => JSON.stringify(row))).size).toBe(1);
    await getPublicStats(ctx);
    expect(counts).toBe(1);
    t.clock.advance(PUBLIC_STATS_TTL_MS);
    await Promise.all(Array.from({ length: 10 }, () => getPublicStats(ctx)));
    expect(counts).toBe(2);
  });
});
