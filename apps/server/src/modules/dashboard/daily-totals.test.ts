import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createPlayer, relogin, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

// A database of its own: the days' figures are exactly what this file put in.
const t = useTestApp();
const MINUTE = 60 * 1000;

async function dashboard(admin: TestPlayer) {
  const response = await t.request({
    method: 'GET',
    url: apiRoutes.dashboard.admin,
    token: admin.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    signUpsPerDay: { day: string; value: number }[];
    xpPerDay: { day: string; value: number }[];
    activeToday: number;
  }>();
}

const dayOf = (series: { day: string; value: number }[], day: string) =>
  series.find((row) => row.day === day)?.value;

describe('daily totals', () => {
  it('writes each finished game day once, and the dashboard reads past days from them', async () => {
    // 2026-06-01, 10:00 in Manila: two players sign up, one claims the login quest (10 XP).
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const [active] = await Promise.all([createPlayer(t), createPlayer(t)]);
    if (!active) throw new Error('no player');
    const claim = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.quests.claim, { userId: active.user.id }),
      token: active.token,
      payload: { quest: 'DAILY_LOGIN' },
    });
    expect(claim.statusCode).toBe(200);
    // An admin's 500 XP is no one's play: not in the day's XP, nor its active players.
    const given = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.players.adjust, { userId: active.user.id }),
      token: admin.token,
      payload: { xp: 500, reason: 'Prize of the school quiz bee.', idempotencyKey: 'quiz-bee-1' },
    });
    expect(given.statusCode).toBe(200);
    const before = await dashboard(admin);
    expect(before.signUpsPerDay.at(-1)).toEqual({ day: '2026-06-01', value: 2 });
    expect(before.xpPerDay.at(-1)).toEqual({ day: '2026-06-01', value: 10 });

    // Two minutes past midnight the day is not counted yet (an action begun before midnight
    // may still be committing); from five minutes past it is.
    t.clock.advance(14 * 60 * MINUTE + 2 * MINUTE);
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(0);
    t.clock.advance(8 * MINUTE);
    const live = await dashboard(admin);
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(1);
    expect((await t.app.runDailyLoop()).dailyTotalsDays).toBe(0);

    const written = await t.db.execute(
      sql`select to_char(day, 'YYYY-MM-DD') as day, metric, value::int as value
          from daily_totals where day = '2026-06-01' and metric not like 'funnel-%'
          order by metric`,
    );
    expect((written as unknown as { rows: unknown[] }).rows).toEqual([
      { day: '2026-06-01', metric: 'active-players', value: 1 },
      { day: '2026-06-01', metric: 'activity-days', value: 1 },
      { day: '2026-06-01', metric: 'dau', value: 1 },
      { day: '2026-06-01', metric: 'mau', value: 1 },
      { day: '2026-06-01', metric: 'sign-ups', value: 2 },
      { day: '2026-06-01', metric: 'wau', value: 1 },
      { day: '2026-06-01', metric: 'xp', value: 10 },
    ]);

    // The admin sees the same figures, whether a day is counted live or read from its totals.
    const rolledUp = await dashboard(admin);
    expect(rolledUp.signUpsPerDay).toEqual(live.signUpsPerDay);
    expect(rolledUp.xpPerDay).toEqual(live.xpPerDay);
    expect(dayOf(rolledUp.xpPerDay, '2026-06-01')).toBe(10);
    expect(rolledUp.xpPerDay.at(-1)).toEqual({ day: '2026-06-02', value: 0 });

    // The day's XP rows gone, its figure stays: it comes from the totals, not the ledger.
    await t.db.execute(
      sql`delete from xp_ledger where created_at < ${new Date('2026-06-01T16:00:00Z')}`,
    );
    const fromTotals = await dashboard(admin);
    expect(dayOf(fromTotals.xpPerDay, '2026-06-01')).toBe(10);
    expect(dayOf(fromTotals.signUpsPerDay, '2026-06-01')).toBe(2);

    // Today is still counted live: a claim now shows at once.
    await relogin(t, active);
    await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.quests.claim, { userId: active.user.id }),
      token: active.token,
      payload: { quest: 'DAILY_LOGIN' },
    });
    const today = await dashboard(admin);
    expect(today.xpPerDay.at(-1)).toEqual({ day: '2026-06-02', value: 10 });
    expect(today.activeToday).toBe(1);
  });
});
