import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

const t = useTestApp();

describe('admin dashboard', () => {
  it('counts players, activity, trees, coins and the season, with 30 days of sign-ups and XP', async () => {
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const players = await Promise.all([
      createPlayer(t),
      createPlayer(t),
      createPlayer(t, { verified: false }),
    ]);
    const active = players[0];
    if (!active) throw new Error('no player');
    await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.quests.claim, { userId: active.user.id }),
      token: active.token,
      payload: { quest: 'DAILY_LOGIN' },
    });
    const dashboard = (caller: TestPlayer) =>
      t.request({ method: 'GET', url: apiRoutes.dashboard.admin, token: caller.token });
    const response = await dashboard(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      players: 3,
      verifiedPlayers: 2,
      activeToday: 1,
      treesPlanted: 0,
      eligiblePlayers: 0,
      coinsInCirculation: 100 + 110 + 0,
      purchases: { count: 0, coinsSpent: 0 },
      referrals: { count: 0, rewarded: 0 },
      currentSeason: { name: 'Season 1', daysLeft: 92 },
    });
    expect(body.treesByStage).toHaveLength(6);
    expect(body.signUpsPerDay).toHaveLength(30);
    expect(body.signUpsPerDay.at(-1)).toEqual({ day: '2026-06-01', value: 3 });
    expect(body.xpPerDay.at(-1)).toEqual({ day: '2026-06-01', value: 10 });
    expect((await dashboard(active)).statusCode).toBe(403);
  });
});

describe('admin dashboard totals past 2^31', () => {
  // A database of its own, so that the totals are exactly what this test put in.
  const big = useTestApp();
  const BIG = 1_500_000_000;

  it('adds coins, coins spent and XP of all players beyond what an int4 holds, exactly', async () => {
    const admin = await createPlayer(big, { role: 'ADMIN' });
    const rich = await Promise.all([createPlayer(big), createPlayer(big)]);
    const ids = rich.map((player) => player.user.id);
    const now = big.clock.now();
    // Written directly: no game action gives this many coins, XP or purchases.
    await big.db.execute(sql`update users set coin_balance = ${BIG} where role = 'USER'`);
    for (const [index, userId] of ids.entries()) {
      await big.db.execute(sql`
        insert into xp_ledger (user_id, amount, reason, ref, created_at)
        values (${userId}, ${BIG}, 'TEST', ${`big-${index}`}, ${now})`);
      await big.db.execute(sql`
        insert into purchases (user_id, item_id, quantity, total_price, created_at)
        values (${userId}, (select min(id) from marketplace_items), 1, ${BIG}, ${now})`);
    }

    const response = await big.request({
      method: 'GET',
      url: apiRoutes.dashboard.admin,
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      players: 2,
      activeToday: 2,
      coinsInCirculation: 3_000_000_000,
      purchases: { count: 2, coinsSpent: 3_000_000_000 },
    });
    expect(body.xpPerDay.at(-1)).toEqual({ day: '2026-06-01', value: 3_000_000_000 });
  });
});
