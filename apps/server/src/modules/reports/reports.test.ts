import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bug reports and suggestions', () => {
  it('are sent by players and read and handled by admins', async () => {
    const player = await createPlayer(t);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const sent = await t.request({
      method: 'POST',
      url: '/api/secure/report',
      token: player.token,
      payload: { type: 'BUG', message: 'The water button does not react on my phone.' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      type: 'BUG',
      status: 'OPEN',
      username: player.user.username,
    });
    const list = await t.request({
      method: 'GET',
      url: '/api/secure/report?status=OPEN',
      token: admin.token,
    });
    expect(list.json().items[0]).toMatchObject({
      id: sent.json().id,
      message: 'The water button does not react on my phone.',
    });
    const handled = await t.request({
      method: 'PUT',
      url: `/api/secure/report/${sent.json().id}`,
      token: admin.token,
      payload: { status: 'HANDLED' },
    });
    expect(handled.json()).toMatchObject({ status: 'HANDLED', handledAt: expect.any(String) });
    expect(
      (await t.request({ method: 'GET', url: '/api/secure/report', token: player.token }))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    [{ type: 'PRAISE', message: 'Lovely game, thank you!' }, 'type: type is BUG or SUGGESTION.'],
    [
      { type: 'SUGGESTION', message: 'short' },
      'message: Tell us a little more: at least 10 characters.',
    ],
    [
      { type: 'SUGGESTION', message: 'x'.repeat(2001) },
      'message: A report has at most 2000 characters.',
    ],
    [{ type: 'BUG' }, 'message: This field is required.'],
  ])('refuses %j', async (payload, message) => {
    const player = await createPlayer(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/secure/report',
      token: player.token,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('support-us and the landing totals', () => {
  it('serves ways to support to anyone; admins change them', async () => {
    const info = await t.request({ method: 'GET', url: '/api/public/support-us' });
    expect(info.statusCode).toBe(200);
    expect(info.json().channels.length).toBeGreaterThan(0);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const next = {
      message: 'Thank you!',
      channels: [{ label: 'GCash', details: '0917 000 0000 (Punla Team)', url: null }],
    };
    const saved = await t.request({
      method: 'PUT',
      url: '/api/secure/support-us',
      token: admin.token,
      payload: next,
    });
    expect(saved.json()).toEqual(next);
    expect((await t.request({ method: 'GET', url: '/api/public/support-us' })).json()).toEqual(
      next,
    );
    const bad = await t.request({
      method: 'PUT',
      url: '/api/secure/support-us',
      token: admin.token,
      payload: {
        message: '',
        channels: [{ label: 'X', details: 'ok details', url: 'javascript:alert(1)' }],
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts trees and players for the landing page', async () => {
    const stats = await t.request({ method: 'GET', url: '/api/public/stats' });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      treesPlanted: 0,
      players: expect.any(Number),
      matureTrees: 0,
      co2KgPerYearEstimate: 0,
    });
  });
});
