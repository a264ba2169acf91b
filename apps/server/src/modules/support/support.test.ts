import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
import { createPlayer, useTestApp } from '../../../test/test-app.ts';

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
});
