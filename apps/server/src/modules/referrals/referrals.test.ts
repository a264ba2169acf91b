import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_ALPHABET, apiRoutes, pathTo } from '@punla/contract';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { login, profileOf, signUpPlayer, verifyEmail } from '../../../test/factories/accounts.ts';
import {
  applyReferralCode,
  referralCodeOf,
  referredUsersOf,
  requestReferralCode,
  treeNearSapling,
  waterToSapling,
} from '../../../test/factories/referrals.ts';

const t = useTestApp();

const apply = (player: TestPlayer, code: string) => applyReferralCode(t, player, code);
const profile = (player: TestPlayer) => profileOf(t, player);
const referrerView = (referrer: TestPlayer, route: 'count' | 'referredUsers') =>
  t.request({
    method: 'GET',
    url: pathTo(apiRoutes.referrals[route], { userId: referrer.user.id }),
    token: referrer.token,
  });

/** `count` friends of the referrer, made by SQL, already rewarded this season. */
async function rewardedFriends(referrer: TestPlayer, code: string, count: number) {
  await t.db.execute(sql`
    with friends as (
      insert into users (email, username, verified, created_at, updated_at)
      select 'cap' || i || ${referrer.user.id} || '@example.test', 'cap_' || i || '_' || substr(${referrer.user.id}, 1, 6), true, now(), now()
      from generate_series(1, ${count}) as i returning id)
    insert into referrals (referrer_id, referred_id, code, created_at, rewarded_at)
    select ${referrer.user.id}, id, ${code}, ${t.clock.now()}, ${t.clock.now()} from friends`);
}

describe('referral codes', () => {
  it('are 8 characters without look-alikes, made once and then the same', async () => {
    const player = await createPlayer(t);
    const first = await requestReferralCode(t, player);
    expect(first.statusCode).toBe(200);
    const code = first.json().referralCode as string;
    expect(code).toHaveLength(8);
    expect([...code].every((c) => REFERRAL_CODE_ALPHABET.includes(c))).toBe(true);
    expect(first.json().link).toBe(`http://punla.test/${code}`);
    expect(await referralCodeOf(t, player)).toBe(code);
    expect((await profile(player)).referralCode).toBe(code);
  });

  it('give the new player their gift at once; the referrer waits for the friend to play', async () => {
    const referrer = await createPlayer(t);
    const code = await referralCodeOf(t, referrer);
    const newcomer = await createPlayer(t);
    const response = await apply(newcomer, code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      referredCode: code,
      coins: 50,
      walletBalance: 150,
      seedling: expect.any(String),
    });
    expect(await profile(newcomer)).toMatchObject({ referredCode: code, walletBalance: 150 });
    expect(await profile(referrer)).toMatchObject({ walletBalance: 100, totalXp: 0 });
    expect((await referrerView(referrer, 'count')).json()).toEqual({ count: 1, rewarded: 0 });
    expect((await referrerView(referrer, 'referredUsers')).json()).toEqual([
      {
        username: newcomer.user.username,
        joinedAt: expect.any(String),
        verified: true,
        rewarded: false,
        reward: 'PENDING',
      },
    ]);
    await expectLedgersAddUp(t.db, referrer.user.id);
    await expectLedgersAddUp(t.db, newcomer.user.id);
  });

  it('refuses: twice, one’s own, unknown, after 7 days, and in a cycle', async () => {
    const a = await createPlayer(t);
    const b = await createPlayer(t);
    const codeA = await referralCodeOf(t, a);
    const codeB = await referralCodeOf(t, b);
    expect((await apply(a, codeA)).json().message).toBe('You cannot use your own referral code.');
    expect((await apply(b, codeA)).statusCode).toBe(200);
    expect((await apply(b, codeA)).json().message).toBe('You have already used a referral code.');
    const cycle = await apply(a, codeB);
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().message).toBe('You cannot use the code of a player you brought to Punla.');
    const unknown = await apply(a, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no player with this referral code.');
    const malformed = await apply(a, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('referralCode: A referral code is 8 letters and digits.');

    const late = await createPlayer(t);
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await apply(late, codeA)).json().message).toBe(
      'A referral code can be used only within 7 days of signing up.',
    );
    const other = await createPlayer(t);
    expect((await requestReferralCode(t, a, other)).statusCode).toBe(403);
  });

  it('wait for verification before an unverified account can use a code', async () => {
    const referrer = await createPlayer(t);
    const code = await referralCodeOf(t, referrer);
    const newcomer = await createPlayer(t, { verified: false });
    const refused = await apply(newcomer, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Verify your e-mail address to use a referral code.');
    expect(await profile(newcomer)).toMatchObject({ referredCode: null, walletBalance: 0 });
  });

  it('applies at most one code when 10 are applied at once', async () => {
    const referrers = await Promise.all(Array.from({ length: 10 }, () => createPlayer(t)));
    const codes = await Promise.all(referrers.map((r) => referralCodeOf(t, r)));
    const newcomer = await createPlayer(t);
    const responses = await Promise.all(codes.map((code) => apply(newcomer, code)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from referrals where referred_id = ${newcomer.user.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    expect((await profile(newcomer)).walletBalance).toBe(150);
    await expectLedgersAddUp(t.db, newcomer.user.id);
  });
});

describe('referral cycles under parallel requests (meaningful on the PostgreSQL server)', () => {
  /** How many referrals link the players among themselves. */
  async function linksAmong(players: TestPlayer[]): Promise<number> {
    const ids = sql.join(
      players.map((p) => sql`${p.user.id}`),
      sql`, `,
    );
    const rows = await t.db.execute(
      sql`select count(*)::int as n from referrals
          where referrer_id in (${ids}) and referred_id in (${ids})`,
    );
    return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }

  it('20 pairs applying each other’s codes at the same moment: no pair both applied', async () => {
    const players = await Promise.all(Array.from({ length: 40 }, () => createPlayer(t)));
    const codes = await Promise.all(players.map((p) => referralCodeOf(t, p)));
    const pairs = Array.from({ length: 20 }, (_, i) => [2 * i, 2 * i + 1] as const);
    const responses = await Promise.all(
      pairs.flatMap(([a, b]) => [
        apply(players[a] as TestPlayer, codes[b] as string),
        apply(players[b] as TestPlayer, codes[a] as string),
      ]),
    );
    for (let i = 0; i < pairs.length; i += 1) {
      const pair = [responses[2 * i], responses[2 * i + 1]];
      expect(pair.map((r) => r?.statusCode).sort()).toEqual([200, 409]);
      const refused = pair.find((r) => r?.statusCode === 409);
      expect(refused?.json().message).toBe(
        'You cannot use the code of a player you brought to Punla.',
      );
      const [a, b] = pairs[i] ?? [0, 0];
      expect(await linksAmong([players[a] as TestPlayer, players[b] as TestPlayer])).toBe(1);
    }
    for (const player of players) await expectLedgersAddUp(t.db, player.user.id);
  });

  it('10 rings of three applying around the ring at once: no ring closes', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => createPlayer(t)));
    const codes = await Promise.all(players.map((p) => referralCodeOf(t, p)));
    const rings = Array.from({ length: 10 }, (_, i) => [3 * i, 3 * i + 1, 3 * i + 2]);
    await Promise.all(
      rings.flatMap((ring) =>
        ring.map((at, k) =>
          apply(players[at] as TestPlayer, codes[ring[(k + 1) % 3] as number] as string),
        ),
      ),
    );
    for (const ring of rings) {
      expect(await linksAmong(ring.map((at) => players[at] as TestPlayer))).toBe(2);
    }
  });
});

describe('referral rewards', () => {
  it('applies the code given at sign-up at verification, and pays the referrer nothing for it', async () => {
    const referrer = await createPlayer(t);
    const code = await referralCodeOf(t, referrer);
    const newcomer = await signUpPlayer(t, { referralCode: code.toLowerCase() });
    const verified = await verifyEmail(t, newcomer.email, newcomer.code);
    expect(verified.statusCode).toBe(200);
    expect(await profile(referrer)).toMatchObject({ walletBalance: 100, totalXp: 0 });
    const loggedIn = await login(t, newcomer.email, newcomer.password);
    expect(loggedIn.json().user).toMatchObject({ referredCode: code, walletBalance: 150 });
    expect((await referredUsersOf(t, referrer))[0]).toMatchObject({ reward: 'PENDING' });
  });

  it('stops paying a referrer after 50 rewarded referrals in the season: the 51st shows as capped', async () => {
    const referrer = await createPlayer(t);
    const code = await referralCodeOf(t, referrer);
    await rewardedFriends(referrer, code, 50);
    const before = (await profile(referrer)).walletBalance;
    const newcomer = await createPlayer(t);
    expect((await apply(newcomer, code)).statusCode).toBe(200);
    const tree = await treeNearSapling(t, newcomer);
    expect((await waterToSapling(t, newcomer, tree)).statusCode).toBe(200);
    expect((await profile(referrer)).walletBalance).toBe(before);
    expect((await profile(newcomer)).walletBalance).toBeGreaterThanOrEqual(150);
    const listed = await referredUsersOf(t, referrer);
    expect(listed.find((u) => u.username === newcomer.user.username)).toMatchObject({
      rewarded: false,
      reward: 'CAPPED',
    });
  });

  it('drops an invalid code given at sign-up without failing the verification', async () => {
    const newcomer = await signUpPlayer(t, { referralCode: 'NOPE2345' });
    const verified = await verifyEmail(t, newcomer.email, newcomer.code);
    expect(verified.statusCode).toBe(200);
    const loggedIn = await login(t, newcomer.email, newcomer.password);
    expect(loggedIn.json().user).toMatchObject({
      verified: true,
      referredCode: null,
      walletBalance: 100,
    });
  });
});

describe('referral texts for a gift species whose name starts with a vowel', () => {
  // A database of its own: the only common species (the gift) is renamed Acacia.
  const v = useTestApp();

  it('say "an Acacia seedling" in the answer and in the welcome notice', async () => {
    await v.db.execute(
      sql`update tree_species set rarity = 'uncommon' where rarity = 'common' and name <> 'Bakawan'`,
    );
    await v.db.execute(sql`update tree_species set name = 'Acacia' where name = 'Bakawan'`);
    const referrer = await createPlayer(v);
    const code = await referralCodeOf(v, referrer);
    const newcomer = await createPlayer(v);
    const response = await applyReferralCode(v, newcomer, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      seedling: 'Acacia',
      message: `Welcome! ${referrer.user.username} brought you here: you get 50 coins and an Acacia seedling.`,
    });
    const result = await v.db.execute(
      sql`select body from notifications where user_id = ${newcomer.user.id} and kind = 'REFERRAL_GIFT'`,
    );
    expect((result as unknown as { rows: { body: string }[] }).rows).toEqual([
      {
        body: `You joined with ${referrer.user.username}'s code: 50 coins and an Acacia seedling are yours.`,
      },
    ]);
  });
});
