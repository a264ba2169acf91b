import { apiRoutes, pathTo } from '@punla/contract';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../lib/context.ts';
import { awardXp } from '../../lib/ledgers/xp-ledger.ts';
import { login, signUpPlayer, verifyEmail } from '../../../test/factories/accounts.ts';
import {
  addTestNotice,
  noticesOf,
  readNotices,
  requestNotices,
} from '../../../test/factories/notifications.ts';
import {
  applyReferralCode,
  referralCodeOf,
  treeNearSapling,
  waterToSapling,
} from '../../../test/factories/referrals.ts';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { grantStarterKit } from '../inventory/inventory.service.ts';

const t = useTestApp();

/** Signs a player up through the API, verifies them with the mailed code and logs them in. */
async function verifiedNewPlayer(referralCode?: string): Promise<TestPlayer> {
  const account = await signUpPlayer(t, referralCode ? { referralCode } : {});
  expect((await verifyEmail(t, account.email, account.code)).statusCode).toBe(200);
  const session = await login(t, account.username, account.password);
  const body = session.json();
  return { user: body.user, token: body.token, password: account.password };
}

describe('the inbox', () => {
  it('tells a newly verified player their starter kit is here, once', async () => {
    const player = await verifiedNewPlayer();
    const page = await noticesOf(t, player);
    expect(page).toMatchObject({ unread: 1, nextBefore: null });
    expect(page.notices).toEqual([
      {
        id: expect.any(Number),
        kind: 'STARTER_KIT',
        title: 'Your starter kit is here',
        body: '1 Narra seedling, 5 water and 2 fertilizer are in your inventory, and 100 coins in your wallet. Plant your seedling on My Tree.',
        link: '/app/my-tree',
        createdAt: t.clock.now().toISOString(),
        read: false,
      },
    ]);
    // Granting the kit again (it is once-only) announces nothing new.
    await inTransaction(t.ctx, (tx) => grantStarterKit(tx, player.user.id));
    expect((await noticesOf(t, player)).notices).toHaveLength(1);
  });

  it('pages newest first, with the unread count of the whole inbox', async () => {
    const player = await createPlayer(t);
    const ids: number[] = [];
    for (let i = 1; i <= 24; i += 1) ids.push(await addTestNotice(t, player.user.id, `page-${i}`));

    const first = await noticesOf(t, player);
    expect(first.unread).toBe(25);
    expect(first.notices).toHaveLength(20);
    expect(first.notices[0]?.title).toBe('Notice page-24');
    expect(first.notices.map((n) => n.id)).toEqual(ids.slice(4).reverse());
    expect(first.nextBefore).toBe(ids[4]);

    const second = await noticesOf(t, player, { before: String(first.nextBefore) });
    expect(second.notices.map((n) => n.title)).toEqual([
      'Notice page-4',
      'Notice page-3',
      'Notice page-2',
      'Notice page-1',
      'Your starter kit is here',
    ]);
    expect(second).toMatchObject({ unread: 25, nextBefore: null });

    const small = await noticesOf(t, player, { limit: '2' });
    expect(small.notices.map((n) => n.title)).toEqual(['Notice page-24', 'Notice page-23']);
    expect(small.nextBefore).toBe(ids[22]);
  });

  it('shows a player with no news an empty inbox', async () => {
    const player = await createPlayer(t, { starterKit: false });
    expect(await noticesOf(t, player)).toEqual({ notices: [], unread: 0, nextBefore: null });
  });

  it('marks the chosen notices read, then all, and never another player’s', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const a = await addTestNotice(t, player.user.id, 'read-a');
    const b = await addTestNotice(t, player.user.id, 'read-b');
    await addTestNotice(t, player.user.id, 'read-c');
    const othersNotice = await addTestNotice(t, other.user.id, 'read-other');

    const some = await readNotices(t, player, { ids: [a, b, othersNotice] });
    expect(some.statusCode).toBe(200);
    expect(some.json()).toEqual({ unread: 2 });
    const page = await noticesOf(t, player);
    expect(page.notices.filter((n) => n.read).map((n) => n.id)).toEqual([b, a]);
    // The other player's notice was not theirs to mark: it stays unread.
    const theirs = await noticesOf(t, other);
    expect(theirs.unread).toBe(2);
    expect(theirs.notices.find((n) => n.id === othersNotice)?.read).toBe(false);

    // Marking read again changes nothing.
    expect((await readNotices(t, player, { ids: [a] })).json()).toEqual({ unread: 2 });

    const all = await readNotices(t, player);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await readNotices(t, player, {})).json()).toEqual({ unread: 0 });
    expect((await noticesOf(t, player)).notices.every((n) => n.read)).toBe(true);
    expect((await noticesOf(t, other)).unread).toBe(2);
  });

  it("refuses another player's inbox; an admin may look but not mark it read", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const admin = await createPlayer(t, { role: 'ADMIN' });

    const peek = await requestNotices(t, player, {}, other);
    expect(peek.statusCode).toBe(403);
    expect(peek.json().message).toBe("You can only access your own account's data.");
    const mark = await readNotices(t, player, undefined, other);
    expect(mark.statusCode).toBe(403);

    const look = await requestNotices(t, player, {}, admin);
    expect(look.statusCode).toBe(200);
    expect(look.json().unread).toBe(1);
    const adminMark = await readNotices(t, player, undefined, admin);
    expect(adminMark.statusCode, adminMark.body).toBe(403);
    expect(adminMark.json().message).toBe(
      "Only the player changes this. An admin changes another player's account from their file in Players, with a reason.",
    );
    expect((await noticesOf(t, player)).unread).toBe(1);

    const anonymous = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.notifications.ofPlayer, { userId: player.user.id }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with a clear message', async () => {
    const player = await createPlayer(t);
    const cases: [Record<string, string>, string][] = [
      [{ before: 'abc' }, 'before: before is a notice id.'],
      [{ before: '0' }, 'before: before is a notice id.'],
      [{ limit: '0' }, 'limit: limit is a whole number from 1 to 50.'],
      [{ limit: '51' }, 'limit: limit is a whole number from 1 to 50.'],
      [{ limit: '2.5' }, 'limit: limit is a whole number from 1 to 50.'],
      [{ page: '2' }, 'Unknown field "page" in the querystring.'],
    ];
    for (const [query, message] of cases) {
      const response = await requestNotices(t, player, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBe(message);
    }

    const bodies: [unknown, string][] = [
      [{ ids: 'all' }, 'ids: ids is a list of notice ids.'],
      [{ ids: ['a'] }, 'ids.0: ids are notice ids.'],
      [{ ids: [1.5] }, 'ids.0: ids are notice ids.'],
      [
        { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        'ids: Mark at most 100 notices at once.',
      ],
      [{ everything: true }, 'Unknown field "everything" in the body.'],
    ];
    for (const [payload, message] of bodies) {
      const response = await readNotices(t, player, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await noticesOf(t, player)).unread).toBe(1);
  });
});

describe('notices written by the game', () => {
  it('tells both sides of a referral what they got', async () => {
    const referrer = await createPlayer(t);
    const code = await referralCodeOf(t, referrer);
    const friend = await verifiedNewPlayer(code);

    const gift = (await noticesOf(t, friend)).notices.find((n) => n.kind === 'REFERRAL_GIFT');
    expect(gift).toMatchObject({
      title: `A welcome gift from ${referrer.user.username}`,
      body: expect.stringMatching(
        new RegExp(
          `^You joined with ${referrer.user.username}'s code: 50 coins and a .+ seedling are yours\\.$`,
        ),
      ),
      link: '/app/inventory/seedlings',
      read: false,
    });
    const kinds = (await noticesOf(t, friend)).notices.map((n) => n.kind).sort();
    expect(kinds).toEqual(['REFERRAL_GIFT', 'STARTER_KIT']);

    // The referrer hears of it once the friend plays (docs/game-rules.md, Referrals).
    const rewardOf = async () =>
      (await noticesOf(t, referrer)).notices.find((n) => n.kind === 'REFERRAL_REWARD');
    expect(await rewardOf()).toBeUndefined();
    expect((await waterToSapling(t, friend, await treeNearSapling(t, friend))).statusCode).toBe(
      200,
    );
    expect(await rewardOf()).toMatchObject({
      title: `${friend.user.username} is playing Punla with your code`,
      body: `${friend.user.username} grew a tree to Sapling: you earned 100 coins and 50 XP for bringing them to Punla. Thank you!`,
      link: '/app/resource-hub/invite',
      read: false,
    });
  });

  it('tells a verified player who applies a code later, and their referrer once the player plays', async () => {
    const referrer = await createPlayer(t);
    const code = await referralCodeOf(t, referrer);
    const player = await createPlayer(t);
    expect((await applyReferralCode(t, player, code)).statusCode).toBe(200);
    expect((await applyReferralCode(t, player, code)).statusCode).toBe(409);
    const gifts = (await noticesOf(t, player)).notices.filter((n) => n.kind === 'REFERRAL_GIFT');
    expect(gifts).toHaveLength(1);
    const tree = await treeNearSapling(t, player);
    expect((await waterToSapling(t, player, tree)).statusCode).toBe(200);
    const rewards = (await noticesOf(t, referrer)).notices.filter(
      (n) => n.kind === 'REFERRAL_REWARD',
    );
    expect(rewards).toHaveLength(1);
  });

  it('announces a level reached', async () => {
    const player = await createPlayer(t);
    await inTransaction(t.ctx, (tx) =>
      awardXp(tx.db, {
        userId: player.user.id,
        amount: 300,
        reason: 'test',
        ref: 'level-up',
        at: t.clock.now(),
      }),
    );
    const [latest] = (await noticesOf(t, player)).notices;
    expect(latest).toMatchObject({
      kind: 'LEVEL_UP',
      title: 'Level 2!',
      body: 'You reached level 2.',
      read: false,
    });
  });
});
