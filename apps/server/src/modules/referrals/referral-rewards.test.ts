import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { profileOf, signUpPlayer, verifyEmail, login } from '../../../test/factories/accounts.ts';
import { claimQuest } from '../../../test/factories/quests.ts';
import {
  applyReferralCode,
  claimLoginOnDays,
  referralCodeOf,
  referredUsersOf,
  treeNearSapling,
  waterToSapling,
} from '../../../test/factories/referrals.ts';

// docs/game-rules.md, Referrals: the referrer is paid when the friend really plays (a tree at
// Sapling, or quests on 3 game days), with coins and lifetime XP that never count for a season.

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The player's XP in the running season, as eligibility reads it. */
async function seasonXp(player: TestPlayer): Promise<number> {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.eligibility.checker, { userId: player.user.id }),
    token: player.token,
  });
  const rule = response.json().rules.find((r: { key: string }) => r.key === 'SEASON_XP');
  return rule.current as number;
}

/** A referrer, and a verified friend who joined with their code. */
async function referrerAndFriend() {
  const referrer = await createPlayer(t);
  const friend = await createPlayer(t);
  const applied = await applyReferralCode(t, friend, await referralCodeOf(t, referrer));
  if (applied.statusCode !== 200) throw new Error(applied.body);
  return { referrer, friend };
}

async function rewardNotices(referrer: TestPlayer) {
  return rows<{ title: string; body: string }>(
    sql`select title, body from notifications
        where user_id = ${referrer.user.id} and kind = 'REFERRAL_REWARD'`,
  );
}

describe('a referral pays for real play', () => {
  it('a friend who verifies but never plays pays nothing and moves no season XP', async () => {
    const referrer = await createPlayer(t);
    const code = await referralCodeOf(t, referrer);
    const newcomer = await signUpPlayer(t, { referralCode: code });
    expect((await verifyEmail(t, newcomer.email, newcomer.code)).statusCode).toBe(200);
    expect((await login(t, newcomer.email, newcomer.password)).statusCode).toBe(200);
    t.clock.advance(10 * DAY);
    expect(await profileOf(t, referrer)).toMatchObject({ walletBalance: 100, totalXp: 0 });
    expect(await seasonXp(referrer)).toBe(0);
    expect(await rewardNotices(referrer)).toEqual([]);
    expect(await referredUsersOf(t, referrer)).toEqual([
      expect.objectContaining({ username: newcomer.username, rewarded: false, reward: 'PENDING' }),
    ]);
  });

  it('a friend whose tree reaches Sapling pays once: coins and lifetime XP, season XP unchanged', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const tree = await treeNearSapling(t, friend);
    const seasonBefore = await seasonXp(referrer);
    const watered = await waterToSapling(t, friend, tree);
    expect(watered.statusCode).toBe(200);
    expect(watered.json().stagesReached).toEqual([expect.objectContaining({ name: 'Sapling' })]);
    expect(await profileOf(t, referrer)).toMatchObject({ walletBalance: 200, totalXp: 50 });
    expect(await seasonXp(referrer)).toBe(seasonBefore);
    const ledger = await rows<{ amount: number; season_id: number | null }>(
      sql`select amount, season_id from xp_ledger
          where user_id = ${referrer.user.id} and reason = 'referral'`,
    );
    expect(ledger).toEqual([{ amount: 50, season_id: null }]);
    expect(await rewardNotices(referrer)).toEqual([
      {
        title: `${friend.user.username} is playing Punla with your code`,
        body: `${friend.user.username} grew a tree to Sapling: you earned 100 coins and 50 XP for bringing them to Punla. Thank you!`,
      },
    ]);
    expect(await referredUsersOf(t, referrer)).toEqual([
      expect.objectContaining({ rewarded: true, reward: 'PAID' }),
    ]);
    // Quest days after it pay nothing more.
    await claimLoginOnDays(t, friend, 3);
    expect((await profileOf(t, referrer)).walletBalance).toBe(200);
    await expectLedgersAddUp(t.db, referrer.user.id);
    await expectLedgersAddUp(t.db, friend.user.id);
  });

  it('a friend who claims quests on 3 game days pays on the third, once', async () => {
    const { referrer, friend } = await referrerAndFriend();
    await claimLoginOnDays(t, friend, 2);
    expect((await profileOf(t, referrer)).walletBalance).toBe(100);
    t.clock.advance(DAY);
    expect((await claimQuest(t, friend, 'DAILY_LOGIN')).statusCode).toBe(200);
    expect(await profileOf(t, referrer)).toMatchObject({ walletBalance: 200, totalXp: 50 });
    expect(await seasonXp(referrer)).toBe(0);
    expect((await rewardNotices(referrer))[0]?.body).toBe(
      `${friend.user.username} claimed quests on 3 different days: you earned 100 coins and 50 XP for bringing them to Punla. Thank you!`,
    );
    t.clock.advance(DAY);
    expect((await claimQuest(t, friend, 'DAILY_LOGIN')).statusCode).toBe(200);
    expect((await profileOf(t, referrer)).walletBalance).toBe(200);
  });

  it('a friend who played before applying the code pays at the apply', async () => {
    const referrer = await createPlayer(t);
    const friend = await createPlayer(t);
    const tree = await treeNearSapling(t, friend);
    expect((await waterToSapling(t, friend, tree)).statusCode).toBe(200);
    const applied = await applyReferralCode(t, friend, await referralCodeOf(t, referrer));
    expect(applied.statusCode).toBe(200);
    expect(await profileOf(t, referrer)).toMatchObject({ walletBalance: 200, totalXp: 50 });
  });
});

describe('a referral pays once under parallel requests', () => {
  it('a friend reaching Sapling and a third quest day at the same moment, 10 claims at once: paid once', async () => {
    const { referrer, friend } = await referrerAndFriend();
    await claimLoginOnDays(t, friend, 2);
    t.clock.advance(DAY);
    const tree = await treeNearSapling(t, friend);
    const responses = await Promise.all([
      waterToSapling(t, friend, tree),
      ...Array.from({ length: 10 }, () => claimQuest(t, friend, 'DAILY_LOGIN')),
    ]);
    expect(responses[0]?.statusCode).toBe(200);
    expect(responses.slice(1).filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await profileOf(t, referrer)).toMatchObject({ walletBalance: 200, totalXp: 50 });
    expect(await rewardNotices(referrer)).toHaveLength(1);
    await expectLedgersAddUp(t.db, referrer.user.id);
  });

  it('12 friends reaching Sapling at once with 3 places left under the cap: 3 are paid', async () => {
    const referrer = await createPlayer(t);
    const code = await referralCodeOf(t, referrer);
    await t.db.execute(sql`
      with friends as (
        insert into users (email, username, verified, created_at, updated_at)
        select 'par' || i || ${referrer.user.id} || '@example.test', 'par_' || i || '_' || substr(${referrer.user.id}, 1, 6), true, now(), now()
        from generate_series(1, 47) as i returning id)
      insert into referrals (referrer_id, referred_id, code, created_at, rewarded_at)
      select ${referrer.user.id}, id, ${code}, ${t.clock.now()}, ${t.clock.now()} from friends`);
    const friends = await Promise.all(Array.from({ length: 12 }, () => createPlayer(t)));
    for (const friend of friends) {
      expect((await applyReferralCode(t, friend, code)).statusCode).toBe(200);
    }
    const trees = await Promise.all(friends.map((friend) => treeNearSapling(t, friend)));
    const watered = await Promise.all(
      friends.map((friend, i) => waterToSapling(t, friend, trees[i] as string)),
    );
    expect(watered.every((r) => r.statusCode === 200)).toBe(true);
    expect(await profileOf(t, referrer)).toMatchObject({ walletBalance: 400, totalXp: 150 });
    const listed = await referredUsersOf(t, referrer);
    const mine = listed.filter((u) => friends.some((f) => f.user.username === u.username));
    expect(mine.filter((u) => u.reward === 'PAID')).toHaveLength(3);
    expect(mine.filter((u) => u.reward === 'CAPPED')).toHaveLength(9);
    await expectLedgersAddUp(t.db, referrer.user.id);
  });
});
