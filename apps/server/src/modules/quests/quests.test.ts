import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { plantTree, waterTree } from '../../../test/factories/planted-trees.ts';
import { claimQuest, questsToday } from '../../../test/factories/quests.ts';

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;

const today = (player: TestPlayer) => questsToday(t, player);
const claim = (player: TestPlayer, quest: unknown) => claimQuest(t, player, quest);

async function plantAndWater(player: TestPlayer) {
  const tree = await plantTree(t, player);
  expect((await waterTree(t, player, tree.id)).statusCode).toBe(200);
  return tree.id;
}

describe('daily quests', () => {
  it("lists today's three quests with done, claimed and reward", async () => {
    const player = await createPlayer(t);
    const response = await today(player);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      streak: 0,
      bonusToday: false,
      quests: [
        {
          quest: 'DAILY_LOGIN',
          title: 'Daily login',
          done: true,
          claimed: false,
          coins: 10,
          xp: 10,
          hint: null,
        },
        {
          quest: 'WATER_TREE',
          title: 'Water your tree',
          done: false,
          claimed: false,
          coins: 15,
          xp: 15,
          hint: 'Water one of your trees today first.',
        },
        { quest: 'COMPLETE_TASKS', title: 'Complete your tasks', done: false, coins: 25, xp: 25 },
      ],
    });
  });

  it('claims each quest once when done, and the third after the other two', async () => {
    const player = await createPlayer(t);
    const early = await claim(player, 'WATER_TREE');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      '"Water your tree" is not done yet. Water one of your trees today first.',
    );

    const login = await claim(player, 'DAILY_LOGIN');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      coins: 10,
      xp: 10,
      streak: 1,
      walletBalance: 110,
      totalXp: 10,
    });
    const again = await claim(player, 'DAILY_LOGIN');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have already claimed "Daily login" today. New quests come tomorrow.',
    );

    expect((await claim(player, 'COMPLETE_TASKS')).statusCode).toBe(409);
    await plantAndWater(player);
    expect((await claim(player, 'WATER_TREE')).json()).toMatchObject({ coins: 15, xp: 15 });
    const all = await claim(player, 'COMPLETE_TASKS');
    expect(all.statusCode).toBe(200);
    expect(all.json().today.quests.every((q: { claimed: boolean }) => q.claimed)).toBe(true);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('counts the login streak over game days and doubles every 7th day', async () => {
    const player = await createPlayer(t);
    const rewards = [];
    for (let day = 1; day <= 8; day += 1) {
      const response = await claim(player, 'DAILY_LOGIN');
      expect(response.statusCode).toBe(200);
      rewards.push([response.json().streak, response.json().coins]);
      t.clock.advance(DAY);
    }
    expect(rewards).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
      [4, 10],
      [5, 10],
      [6, 10],
      [7, 20],
      [8, 10],
    ]);
    t.clock.advance(DAY); // a day missed
    const restarted = await claim(player, 'DAILY_LOGIN');
    expect(restarted.json().streak).toBe(1);
  });

  it('refuses unknown quests, another player, and gives one reward for 30 claims at once', async () => {
    const player = await createPlayer(t);
    const unknown = await claim(player, 'PLANT_A_MILLION');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'quest: quest is one of DAILY_LOGIN, WATER_TREE, COMPLETE_TASKS.',
    );
    const other = await createPlayer(t);
    expect((await questsToday(t, other, player)).statusCode).toBe(403);

    const responses = await Promise.all(
      Array.from({ length: 30 }, () => claim(player, 'DAILY_LOGIN')),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from quest_claims where user_id = ${player.user.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('pays no quest to an unverified account, and pays once it is verified', async () => {
    const player = await createPlayer(t, { verified: false });
    const refused = await claim(player, 'DAILY_LOGIN');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Verify your e-mail address to claim quest rewards.');
    const rows = await t.db.execute(
      sql`select count(*)::int as n from quest_claims where user_id = ${player.user.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect((await today(player)).statusCode).toBe(200);

    await t.db.execute(sql`update users set verified = true where id = ${player.user.id}`);
    expect((await claim(player, 'DAILY_LOGIN')).statusCode).toBe(200);
  });
});

describe('the streak saver', () => {
  async function giveSaver(player: TestPlayer) {
    await t.db.execute(
      sql`update resource_inventory set streak_savers = 1 where user_id = ${player.user.id}`,
    );
  }
  async function saversOf(player: TestPlayer): Promise<number> {
    const result = await t.db.execute(
      sql`select streak_savers as n from resource_inventory where user_id = ${player.user.id}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }
  /** Claims the login reward on `days` consecutive game days, ending on the current one. */
  async function loginStreak(player: TestPlayer, days: number) {
    for (let day = 1; day <= days; day += 1) {
      if (day > 1) t.clock.advance(DAY);
      expect((await claim(player, 'DAILY_LOGIN')).json().streak).toBe(day);
    }
  }

  it('covers one missed day: the streak goes on, the saver is used once and the day is named', async () => {
    const player = await createPlayer(t);
    await loginStreak(player, 3);
    await giveSaver(player);
    const missed = (await today(player)).json().gameDay;
    t.clock.advance(DAY); // this game day is missed
    t.clock.advance(DAY);
    const missedDay = (await today(player)).json();
    // Before the claim the streak is still alive, and the answer says the saver will cover it.
    expect(missedDay).toMatchObject({ streak: 3, saversHeld: 1, lastSaved: null });
    const skipped = missedDay.saverCovers;
    expect(skipped > missed && skipped < missedDay.gameDay).toBe(true);

    const claimed = await claim(player, 'DAILY_LOGIN');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      streak: 4,
      coins: 10,
      today: {
        streak: 4,
        saversHeld: 0,
        saverCovers: null,
        lastSaved: { day: skipped, usedOn: missedDay.gameDay },
      },
    });
    expect(await saversOf(player)).toBe(0);
    const rows = await t.db.execute(
      sql`select saved_day::text as saved from quest_claims
          where user_id = ${player.user.id} and saved_day is not null`,
    );
    expect((rows as unknown as { rows: { saved: string }[] }).rows).toEqual([{ saved: skipped }]);
    expect((await today(player)).json().lastSaved).toEqual({
      day: skipped,
      usedOn: missedDay.gameDay,
    });

    // The saver is gone: the next missed day ends the streak.
    t.clock.advance(2 * DAY);
    expect((await today(player)).json()).toMatchObject({ streak: 0, saverCovers: null });
    expect((await claim(player, 'DAILY_LOGIN')).json().streak).toBe(1);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('10 claims at once after a missed day: one claim, the saver used once', async () => {
    const player = await createPlayer(t);
    await loginStreak(player, 2);
    await giveSaver(player);
    t.clock.advance(2 * DAY);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => claim(player, 'DAILY_LOGIN')),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json().streak).toBe(3);
    expect(await saversOf(player)).toBe(0);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from quest_claims
          where user_id = ${player.user.id} and saved_day is not null`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('without a saver, one missed day restarts the streak', async () => {
    const player = await createPlayer(t);
    await loginStreak(player, 3);
    t.clock.advance(2 * DAY);
    expect((await today(player)).json()).toMatchObject({
      streak: 0,
      saversHeld: 0,
      saverCovers: null,
    });
    const restarted = await claim(player, 'DAILY_LOGIN');
    expect(restarted.json()).toMatchObject({ streak: 1, today: { lastSaved: null } });
  });

  it('two missed days restart the streak and the saver is kept', async () => {
    const player = await createPlayer(t);
    await loginStreak(player, 3);
    await giveSaver(player);
    t.clock.advance(3 * DAY);
    expect((await today(player)).json()).toMatchObject({
      streak: 0,
      saversHeld: 1,
      saverCovers: null,
    });
    const restarted = await claim(player, 'DAILY_LOGIN');
    expect(restarted.json()).toMatchObject({
      streak: 1,
      today: { saversHeld: 1, lastSaved: null },
    });
    expect(await saversOf(player)).toBe(1);
  });
});
