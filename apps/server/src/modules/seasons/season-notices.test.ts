import { apiRoutes, pathTo, type NoticePage } from '@punla/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addVerifiedPlayers } from '../../../test/factories/accounts.ts';
import { awardSeasonXp } from '../../../test/factories/seasons.ts';
import { NOTICE_BATCH } from './season-notices.service.ts';
import { plantTree } from '../../../test/factories/planted-trees.ts';
import { createPlayer, relogin, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

// Season 1 of a fresh install runs from 1 June to 1 September 2026, 00:00 in Manila.
const t = useTestApp();

async function noticesOf(player: TestPlayer, kind: string) {
  await relogin(t, player);
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.notifications.ofPlayer, { userId: player.user.id }),
    token: player.token,
  });
  expect(response.statusCode).toBe(200);
  return response
    .json<NoticePage>()
    .notices.filter((notice) => notice.kind === kind)
    .map(({ title, body, link }) => ({ title, body, link }));
}

describe('season notices', () => {
  it('warn players with a growing tree 7 days and 1 day before the end, once each', async () => {
    const grower = await createPlayer(t);
    await plantTree(t, grower);
    const idle = await createPlayer(t);

    t.clock.set(new Date('2026-08-20T02:00:00Z')); // 11 days before the end: nothing yet
    await t.app.runDailyLoop();
    expect(await noticesOf(grower, 'SEASON_ENDING')).toEqual([]);

    t.clock.set(new Date('2026-08-25T02:00:00Z')); // 6 days 14 hours before
    // Runs at once (two instances) and again later: one notice.
    await Promise.all([t.app.runDailyLoop(), t.app.runDailyLoop()]);
    await t.app.runDailyLoop();
    const week = {
      title: 'Season 1 ends in 6 days',
      body: 'Season 1 ends on Tuesday 1 September at 00:00. A tree still growing then goes dormant: it stays in your forest but stops growing and earning XP. Care for it until then.',
      link: '/app/my-tree',
    };
    expect(await noticesOf(grower, 'SEASON_ENDING')).toEqual([week]);
    expect(await noticesOf(idle, 'SEASON_ENDING')).toEqual([]);

    t.clock.set(new Date('2026-08-31T04:00:00Z')); // 12 hours before
    await t.app.runDailyLoop();
    await t.app.runDailyLoop();
    expect(await noticesOf(grower, 'SEASON_ENDING')).toEqual([
      { ...week, title: 'Season 1 ends today' },
      week,
    ]);
  });

  it('tell each ranked player their final place once the season is over', async () => {
    t.clock.set(new Date('2026-08-31T05:00:00Z'));
    const winner = await createPlayer(t);
    const second = await createPlayer(t);
    const suspended = await createPlayer(t);
    await awardSeasonXp(t, winner, 5000);
    await awardSeasonXp(t, second, 4000);
    await awardSeasonXp(t, suspended, 4500);
    // A suspended player is on no board, so they have no final place, nor push one down.
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const suspension = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.players.suspend, { userId: suspended.user.id }),
      token: admin.token,
      payload: { reason: 'Played with three accounts.' },
    });
    expect(suspension.statusCode).toBe(200);

    t.clock.set(new Date('2026-09-01T02:00:00Z')); // the next day, Season 1 over
    await t.app.runDailyLoop();
    await t.app.runDailyLoop();
    const [top] = await noticesOf(winner, 'SEASON_RESULT');
    expect(top).toMatchObject({
      title: 'Season 1 is over',
      link: '/app/leaderboard/previous-season',
    });
    expect(top?.body).toMatch(/^You finished #1 of [\d,]+ players with 5,000 season XP\.$/);
    const [next] = await noticesOf(second, 'SEASON_RESULT');
    expect(next?.body).toMatch(/^You finished #2 of [\d,]+ players with 4,000 season XP\.$/);
    expect(await noticesOf(second, 'SEASON_RESULT')).toHaveLength(1);
    const told = await t.db.execute(sql`select count(*)::int as n from notifications
      where user_id = ${suspended.user.id} and kind = 'SEASON_RESULT'`);
    expect((told as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('are not sent for a season that ended long before', async () => {
    // Season 1 ended on 1 September; a player ranked in it, and a run 8 days later.
    t.clock.set(new Date('2026-08-30T05:00:00Z'));
    const late = await createPlayer(t);
    await awardSeasonXp(t, late, 100);
    await t.db.execute(sql`delete from app_settings where key like '%season-results:1'`);
    t.clock.set(new Date('2026-09-09T02:00:00Z'));
    await t.app.runDailyLoop();
    expect(await noticesOf(late, 'SEASON_RESULT')).toEqual([]);
  });

  it('walk a season of 25,000 ranked players in batches, each told their place once', async () => {
    // Season 1 ends on 1 September; 25,000 players ranked in it by SQL, three at each XP value
    // (reached at the same instant: ranked by id), so ties straddle the batches' ends.
    t.clock.set(new Date('2026-08-30T05:00:00Z'));
    await addVerifiedPlayers(t, 25_000, 'ranked');
    await t.db.execute(sql`
      insert into season_xp (season_id, user_id, xp, reached_at)
      select 1, u.id, 30000 - ceil(substr(u.username, 7)::int / 3.0)::int, '2026-08-01T00:00:00Z'
      from users u where u.username like 'ranked%'`);
    await t.db.execute(sql`delete from app_settings where key like '%season-results:1'`);
    await t.db.execute(sql`delete from notifications where kind = 'SEASON_RESULT'`);
    t.clock.set(new Date('2026-09-02T02:00:00Z'));
    await t.app.runDailyLoop();
    await t.app.runDailyLoop();

    const count = await t.db.execute(sql`
      select count(*)::int as n, count(distinct user_id)::int as players from notifications
      where kind = 'SEASON_RESULT'`);
    const totals = (count as unknown as { rows: { n: number; players: number }[] }).rows[0]!;
    expect(totals.n).toBe(totals.players);
    expect(totals.n).toBeGreaterThan(2 * NOTICE_BATCH);
    // Every notice names the place the leaderboard's order gives.
    const wrong = await t.db.execute(sql`
      with board as (
        select sx.user_id, sx.xp, row_number() over (order by sx.xp desc, sx.reached_at, sx.user_id) as place
        from season_xp sx join users u on u.id = sx.user_id and u.verified
          and u.suspended_at is null
        where sx.season_id = 1)
      select count(*)::int as n from notifications n join board b on b.user_id = n.user_id
      where n.kind = 'SEASON_RESULT' and n.body <> 'You finished #' || to_char(b.place, 'FM999,999,990')
        || ' of ' || ${totals.n.toLocaleString('en-US')} || ' players with '
        || to_char(b.xp, 'FM999,999,990') || ' season XP.'`);
    expect((wrong as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
