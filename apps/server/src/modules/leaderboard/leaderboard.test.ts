import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, STANDING_READS_PER_MINUTE } from '@punla/contract';
import { profileOf } from '../../../test/factories/accounts.ts';
import { awardSeasonXp, createSeason } from '../../../test/factories/seasons.ts';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

// Requests name their address (X-Forwarded-For), as behind a proxy: the standings' limit counts by it.
const t = useTestApp({}, { TRUST_PROXY: '127.0.0.1' });

const give = (player: TestPlayer, amount: number) => awardSeasonXp(t, player, amount);
const board = (season: string | number) =>
  t.request({ method: 'GET', url: pathTo(apiRoutes.leaderboard.season, { season }) });
const standing = (userProfileId: string) =>
  t.request({ method: 'GET', url: pathTo(apiRoutes.leaderboard.player, { userProfileId }) });

describe('leaderboard', () => {
  it('answers an empty board, not an error, when there is no previous or no current season', async () => {
    // The first season (this file's first test): nothing before it yet.
    const first = await board('previous');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ season: null, entries: [], players: 0 });

    // After its end, with no next season scheduled: nothing running, and the first is previous.
    const now = t.clock.now();
    t.clock.set(new Date('2026-09-05T00:00:00Z'));
    try {
      const between = await board('current');
      expect(between.statusCode).toBe(200);
      expect(between.json()).toEqual({ season: null, entries: [], players: 0 });
      const previous = (await board('previous')).json();
      expect(previous.season).toMatchObject({ name: 'Season 1', ended: true });
    } finally {
      t.clock.set(now);
    }
  });

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

    const current = await board('current');
    expect(current.statusCode).toBe(200);
    expect(current.json().season).toMatchObject({ name: 'Season 1', ended: false });
    expect(
      current
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
      expect((await standing(player.user.id)).json().current).toMatchObject({ rank, players: 4 });
    }
    const nobody = await createPlayer(t);
    expect((await standing(nobody.user.id)).json()).toMatchObject({
      current: { rank: null, xp: 0 },
      previous: null,
    });
  });

  it('keeps the previous season frozen at its end', async () => {
    const player = await createPlayer(t);
    await give(player, 40);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    await createSeason(t, admin, {
      name: 'Season 2',
      startDate: '2026-08-31T16:00:00.000Z',
      endDate: '2026-11-30T16:00:00.000Z',
    });
    t.clock.set(new Date('2026-09-05T00:00:00Z'));
    await give(player, 7);
    const previous = await board('previous');
    expect(previous.json().season).toMatchObject({ name: 'Season 1', ended: true });
    const mine = previous
      .json()
      .entries.find((e: { userId: string }) => e.userId === player.user.id);
    expect(mine.xp).toBe(40);
    expect((await standing(player.user.id)).json()).toMatchObject({
      current: { xp: 7, rank: 1, season: { name: 'Season 2' } },
      previous: { xp: 40 },
    });
  });

  it('answers bad and unknown seasons and players clearly', async () => {
    expect((await board(999)).statusCode).toBe(404);
    const bad = await board('latest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('season is "current", "previous" or a season id.');
    expect((await standing('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await standing('not-an-id')).statusCode).toBe(400);
  });

  it('gives unverified accounts no place, no rank and no share of the count', async () => {
    const unverified = await createPlayer(t, { verified: false });
    const [low, high] = await Promise.all([createPlayer(t), createPlayer(t)]);
    if (!low || !high) throw new Error('players missing');
    await give(high, 5000);
    await give(unverified, 3000);
    // Season XP an unverified account holds from before the rule: still no place.
    const legacy = await createPlayer(t, { verified: false });
    const season = (await board('current')).json().season.id as number;
    await t.db.execute(sql`insert into season_xp (season_id, user_id, xp, reached_at)
      values (${season}, ${legacy.user.id}, 4000, ${t.clock.now()})`);
    await give(low, 1000);

    const current = (await board('current')).json();
    const names = current.entries.map((e: { username: string }) => e.username);
    expect(names).not.toContain(unverified.user.username);
    expect(names).not.toContain(legacy.user.username);
    expect(names.indexOf(low.user.username)).toBe(names.indexOf(high.user.username) + 1);
    expect(current.players).toBe(current.entries.length);
    for (const account of [unverified, legacy]) {
      expect((await standing(account.user.id)).json().current).toMatchObject({
        rank: null,
        xp: 0,
      });
    }
    // The XP still counts for the account's total, so nothing is lost once it is verified.
    expect((await profileOf(t, unverified)).totalXp).toBe(3000);
    expect((await standing(high.user.id)).json().current).toMatchObject({
      rank: 1,
      players: current.players,
    });
    expect((await standing(low.user.id)).json().current).toMatchObject({ rank: 2 });
  });

  it('shows XP taken by this server at once, and a change made elsewhere within a second', async () => {
    const player = await createPlayer(t);
    const before = (await board('current')).json();
    expect(before.entries.map((e: { userId: string }) => e.userId)).not.toContain(player.user.id);

    const claimed = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.quests.claim, { userId: player.user.id }),
      token: player.token,
      payload: { quest: 'DAILY_LOGIN' },
    });
    expect(claimed.statusCode).toBe(200);
    const after = (await board('current')).json();
    expect(after.entries).toContainEqual(
      expect.objectContaining({ userId: player.user.id, xp: claimed.json().xp }),
    );

    // Another instance (or a scheduled job) writes: this server's board may be a second old.
    await t.db.execute(sql`update season_xp set xp = xp + 1000
      where season_id = ${after.season.id} and user_id = ${player.user.id}`);
    const mine = (body: { entries: { userId: string; xp: number }[] }) =>
      body.entries.find((e) => e.userId === player.user.id)?.xp;
    expect(mine((await board('current')).json())).toBe(claimed.json().xp);
    t.clock.advance(1000);
    expect(mine((await board('current')).json())).toBe(claimed.json().xp + 1000);
  });

  it('stops one address reading standings past the limit, and says when to try again', async () => {
    const player = await createPlayer(t);
    const from = (address: string) =>
      t.request({
        method: 'GET',
        url: pathTo(apiRoutes.leaderboard.player, { userProfileId: player.user.id }),
        headers: { 'x-forwarded-for': address },
      });
    const answers = await Promise.all(
      Array.from({ length: STANDING_READS_PER_MINUTE + 5 }, () => from('203.0.113.77')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(STANDING_READS_PER_MINUTE);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json<{ message: string }>().message).toMatch(
      new RegExp(
        `^Too many rank look-ups from your address: at most ${STANDING_READS_PER_MINUTE} a minute\\. Try again in \\d+ seconds?\\.$`,
      ),
    );
    expect(
      refused?.json<{ details: { retryAfterSeconds: number } }>().details.retryAfterSeconds,
    ).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await from('203.0.113.78')).statusCode).toBe(200);
  });
});
