import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardXp } from '../../lib/ledgers/xp-ledger.ts';
import {
  createPlayer,
  createTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let refs = 0;
async function give(player: TestPlayer, amount: number) {
  refs += 1;
  await t.db.transaction((tx) =>
    awardXp(tx, {
      userId: player.user.id,
      amount,
      reason: 'test',
      ref: String(refs),
      at: t.clock.now(),
    }),
  );
}

describe('leaderboard', () => {
  it('ranks by season XP, ties to whoever reached it first, and shows a rank outside the top', async () => {
    const [a, b, c, d] = await Promise.all([
      createPlayer(t),
      createPlayer(t),
      createPlayer(t),
      createPlayer(t),
    ]);
    if (!a || !b || !c || !d) throw new Error('players missing');
    await give(a, 50);
    t.clock.advance(1000);
    await give(b, 80);
    t.clock.advance(1000);
    await give(c, 30);
    await give(c, 20); // c reaches 50 after a: a ranks above c
    t.clock.advance(1000);
    await give(d, 120);

    const board = await t.request({ method: 'GET', url: '/api/public/leaderboard/season/current' });
    expect(board.statusCode).toBe(200);
    expect(board.json().season).toMatchObject({ name: 'Season 1', ended: false });
    expect(
      board
        .json()
        .entries.map((e: { username: string; xp: number; rank: number }) => [
          e.rank,
          e.username,
          e.xp,
        ]),
    ).toEqual([
      [1, d.user.username, 120],
      [2, b.user.username, 80],
      [3, a.user.username, 50],
      [4, c.user.username, 50],
    ]);
    for (const [player, rank] of [
      [d, 1],
      [b, 2],
      [a, 3],
      [c, 4],
    ] as const) {
      const standing = await t.request({
        method: 'GET',
        url: `/api/public/leaderboard/user/${player.user.id}`,
      });
      expect(standing.json().current).toMatchObject({ rank, players: 4 });
    }
    const nobody = await createPlayer(t);
    const none = await t.request({
      method: 'GET',
      url: `/api/public/leaderboard/user/${nobody.user.id}`,
    });
    expect(none.json()).toMatchObject({ current: { rank: null, xp: 0 }, previous: null });
  });

  it('keeps the previous season frozen at its end', async () => {
    const player = await createPlayer(t);
    await give(player, 40);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const next = await t.request({
      method: 'POST',
      url: '/api/secure/season',
      token: admin.token,
      payload: {
        name: 'Season 2',
        startDate: '2026-08-31T16:00:00.000Z',
        endDate: '2026-11-30T16:00:00.000Z',
      },
    });
    expect(next.statusCode).toBe(201);
    t.clock.set(new Date('2026-09-05T00:00:00Z'));
    await give(player, 7);
    const previous = await t.request({
      method: 'GET',
      url: '/api/public/leaderboard/season/previous',
    });
    expect(previous.json().season).toMatchObject({ name: 'Season 1', ended: true });
    const mine = previous
      .json()
      .entries.find((e: { userId: string }) => e.userId === player.user.id);
    expect(mine.xp).toBe(40);
    const standing = await t.request({
      method: 'GET',
      url: `/api/public/leaderboard/user/${player.user.id}`,
    });
    expect(standing.json()).toMatchObject({
      current: { xp: 7, rank: 1, season: { name: 'Season 2' } },
      previous: { xp: 40 },
    });
  });

  it('answers bad and unknown seasons and players clearly', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/public/leaderboard/season/999' })).statusCode,
    ).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/api/public/leaderboard/season/latest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('season is "current", "previous" or a season id.');
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/public/leaderboard/user/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/public/leaderboard/user/not-an-id' }))
        .statusCode,
    ).toBe(400);
  });
});
