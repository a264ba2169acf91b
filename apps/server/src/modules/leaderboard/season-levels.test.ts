import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type playerStanding } from '@punla/contract';
import type { z } from 'zod';
import { awardSeasonXp, awardSeasonXpIn } from '../../../test/factories/seasons.ts';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { playersIn, rankIn } from './leaderboard.repository.ts';
import { FOLD_LOCK, foldLevelChanges } from '../../lib/ledgers/season-levels.ts';

const t = useTestApp();

async function standing(player: TestPlayer) {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.leaderboard.player, { userProfileId: player.user.id }),
  });
  const { current } = response.json<z.infer<typeof playerStanding>>();
  return { rank: current?.rank, xp: current?.xp, players: current?.players };
}

async function changesLeft(): Promise<number> {
  const result = await t.db.execute(sql`select count(*)::int as n from season_xp_level_changes`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function currentSeasonId(): Promise<number> {
  const result = await t.db.execute(
    sql`select id from seasons where start_at <= ${t.clock.now()} and end_at > ${t.clock.now()}`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

const award = (tx: Database, player: TestPlayer, amount: number) =>
  awardSeasonXpIn(t, tx, player, amount);

describe('season XP counts', () => {
  it('let two players at the same XP be awarded at once, neither waiting', async () => {
    const [first, second] = [await createPlayer(t), await createPlayer(t)];
    await awardSeasonXp(t, first, 40);
    await awardSeasonXp(t, second, 40);
    // The first award's transaction stays open while the second, which may not wait on a lock
    // for even a moment, moves the same XP value's count.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstAwarded = () => {};
    const firstIn = new Promise<void>((resolve) => {
      firstAwarded = resolve;
    });
    const open = t.db.transaction(async (tx) => {
      await award(tx, first, 10);
      firstAwarded();
      await held;
    });
    await firstIn;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '200ms'`);
      expect(await award(tx, second, 10)).toBe(10);
    });
    release();
    await open;
    expect(await standing(first)).toMatchObject({ xp: 50 });
    expect(await standing(second)).toMatchObject({ xp: 50 });
  });

  it('rank exactly whether the moves are folded in or not, ties to whoever was first', async () => {
    // The servers' folds skip while this connection holds the fold's lock: the moves stay
    // unfolded until the test folds them itself.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK})`);
      locked();
      await released;
    });
    await isLocked;
    try {
      const players = [await createPlayer(t), await createPlayer(t), await createPlayer(t)];
      const [a, b, c] = players as [TestPlayer, TestPlayer, TestPlayer];
      // Well above the earlier test's players.
      await awardSeasonXp(t, a, 900);
      t.clock.advance(1000);
      await awardSeasonXp(t, b, 500);
      t.clock.advance(1000);
      await awardSeasonXp(t, c, 400);
      t.clock.advance(1000);
      await awardSeasonXp(t, c, 100); // ties b at 500, reached later
      const season = await currentSeasonId();
      const ranks = () =>
        Promise.all(players.map((player) => rankIn(t.db, season, player.user.id)));
      const unfolded = await ranks();
      expect(await changesLeft()).toBeGreaterThan(0);
      expect(unfolded.map((s) => [s.rank, s.xp])).toEqual([
        [1, 900],
        [2, 500],
        [3, 500],
      ]);
      const counted = await playersIn(t.db, season);
      expect(await foldLevelChanges(t.db)).toBe(0); // another holds the fold's lock

      release();
      await holding;
      expect(await foldLevelChanges(t.db)).toBeGreaterThan(0);
      expect(await changesLeft()).toBe(0);
      expect(await ranks()).toEqual(unfolded);
      expect(await playersIn(t.db, season)).toBe(counted);
      // The counts per XP value hold every ranked player once.
      const sums = await t.db.execute(sql`
        select (select sum(players) from season_xp_levels where season_id = ${season})::int as counted,
               (select count(*) from season_xp where season_id = ${season})::int as players`);
      const row = (sums as unknown as { rows: { counted: number; players: number }[] }).rows[0];
      expect(row?.counted).toBe(row?.players);
    } finally {
      release();
      await holding;
    }
  });
});
