import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type MarketplaceItem } from '@punla/contract';
import {
  createPlayer,
  relogin,
  uniqueName,
  useTestApp,
  usePlayer,
  type TestPlayer,
} from '../../test/test-app.ts';
import { newAccount, signUp } from '../../test/factories/accounts.ts';
import { buyItem, createItem } from '../../test/factories/marketplace.ts';
import { sendPost } from '../../test/factories/posts.ts';
import { claimQuest } from '../../test/factories/quests.ts';
import { setCoins, walletOf } from '../../test/factories/wallet.ts';

// The mechanism (lib/idempotency.ts, plugins/idempotency.ts), tested once on the purchase
// route; the other kinds of route (sign-up, a claim, an admin's create) have a short test each.

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const withKey = (key: string | undefined): Record<string, string> =>
  key === undefined ? {} : { 'idempotency-key': key };

const buy = (player: TestPlayer, item: MarketplaceItem, quantity: number, key?: string) =>
  buyItem(t, player, item.id, quantity, player, withKey(key));

async function buyer(coins: number) {
  const player = await createPlayer(t);
  await setCoins(t, player, coins);
  return player;
}

const purchasesOf = async (player: TestPlayer) =>
  (await walletOf(t, player)).entries.filter((entry) => entry.amount < 0).length;

describe('Idempotency-Key on a purchase', () => {
  it('gives the first answer again to a repeat, marked as such, and charges once', async () => {
    const item = await createItem(t, admin, { price: 10 });
    const player = await buyer(100);
    const key = randomUUID();
    const first = await buy(player, item, 2, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await buy(player, item, 2, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await walletOf(t, player)).balance).toBe(80);
    expect(await purchasesOf(player)).toBe(1);
    // A new key is a new purchase.
    expect((await buy(player, item, 2, randomUUID())).json().walletBalance).toBe(60);
  });

  it('refuses the same key with another body (422), changing nothing', async () => {
    const item = await createItem(t, admin, { price: 10 });
    const player = await buyer(100);
    const key = randomUUID();
    expect((await buy(player, item, 1, key)).statusCode).toBe(200);
    const other = await buy(player, item, 3, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    });
    expect((await walletOf(t, player)).balance).toBe(90);
  });

  it('acts once for ten repeats sent at once, and gives all of them the same answer', async () => {
    const item = await createItem(t, admin, { price: 10 });
    const player = await buyer(100);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => buy(player, item, 1, key)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const answers = new Set(responses.map((response) => response.body));
    expect(answers.size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect((await walletOf(t, player)).balance).toBe(90);
    expect(await purchasesOf(player)).toBe(1);
  });

  it("keeps each player's keys apart: another player's same key is their own purchase", async () => {
    const item = await createItem(t, admin, { price: 10 });
    const [one, two] = [await buyer(100), await buyer(100)];
    const key = randomUUID();
    const first = await buy(one, item, 1, key);
    const second = await buy(two, item, 1, key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().purchaseId).not.toBe(first.json().purchaseId);
    expect((await walletOf(t, two)).balance).toBe(90);
  });

  it('keeps no key for a refused action: the repeat is tried again', async () => {
    const item = await createItem(t, admin, { price: 10 });
    const player = await buyer(5);
    const key = randomUUID();
    const refused = await buy(player, item, 1, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('NOT_ENOUGH_COINS');
    await setCoins(t, player, 50);
    const retried = await buy(player, item, 1, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect((await walletOf(t, player)).balance).toBe(40);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(129)],
    ['a space', 'key with spaces'],
    ['other signs', 'key/../1234'],
    ['empty', ''],
  ])('refuses a key that is %s with 400, buying nothing', async (_what, key) => {
    const item = await createItem(t, admin, { price: 10 });
    const player = await buyer(100);
    const response = await buy(player, item, 1, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_INVALID',
      message: 'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_" (a UUID fits).',
    });
    expect((await walletOf(t, player)).balance).toBe(100);
  });

  it('forgets a key after 24 hours: the same key then buys again, and the daily loop removes it', async () => {
    const item = await createItem(t, admin, { price: 10 });
    const player = await buyer(100);
    const key = randomUUID();
    expect((await buy(player, item, 1, key)).statusCode).toBe(200);
    t.clock.advance(23 * 3_600_000);
    expect((await buy(player, item, 1, key)).headers['idempotent-replayed']).toBe('true');
    t.clock.advance(3_600_000);
    await relogin(t, player);
    const later = await buy(player, item, 1, key);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect((await walletOf(t, player)).balance).toBe(80);

    t.clock.advance(24 * 3_600_000);
    await relogin(t, admin);
    await t.app.runDailyLoop();
    const left = (await t.db.execute(
      sql`select count(*)::int as n from idempotency_keys where key = ${key}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]?.n).toBe(0);
  });

  it('buys as before without a key', async () => {
    const item = await createItem(t, admin, { price: 10 });
    const player = await buyer(100);
    expect((await buy(player, item, 1, undefined)).statusCode).toBe(200);
    expect((await buy(player, item, 1, undefined)).statusCode).toBe(200);
    expect((await walletOf(t, player)).balance).toBe(80);
  });
});

describe('Idempotency-Key on each kind of action', () => {
  it('a sign-up sent again answers with the same account and a working session, and mails once', async () => {
    const account = newAccount();
    const key = randomUUID();
    const send = (payload: object) => signUp(t, payload, withKey(key));
    const first = await send(account);
    const again = await send(account);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const body = again.json<{ token: string; user: { id: string }; message: string }>();
    expect(body.user.id).toBe(first.json().user.id);
    expect(body.message).toBe(first.json().message);
    const profile = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.accounts.user, { userId: body.user.id }),
      token: body.token,
    });
    expect(profile.json()).toMatchObject({ username: account.username, verified: false });

    // Another password with the same key is another request: no session for it.
    const otherPassword = await send({ ...account, password: 'Another-Seedling-7' });
    expect(otherPassword.statusCode).toBe(422);
    expect(otherPassword.json()).not.toHaveProperty('token');

    await t.mailsSettled();
    expect(t.inbox.mails.filter((mail) => mail.to === account.email)).toHaveLength(1);
  });

  it('a quest claim sent again gives the same success, and the reward once', async () => {
    const player = await createPlayer(t);
    const key = randomUUID();
    const send = () => claimQuest(t, player, 'DAILY_LOGIN', withKey(key));
    const [first, again] = [await send(), await send()];
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await walletOf(t, player)).balance).toBe(110);
  });

  it('an admin create sent again makes one post', async () => {
    const title = uniqueName('Once ');
    const key = randomUUID();
    const send = () =>
      sendPost(
        t,
        admin,
        { title, body: 'A news post that must appear once.' },
        undefined,
        withKey(key),
      );
    const [first, again] = await Promise.all([send(), send()]);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    const feed = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.posts.list, {}, { size: 100 }),
      token: admin.token,
    });
    const posts = feed.json<{ items: { title: string }[] }>().items;
    expect(posts.filter((post) => post.title === title)).toHaveLength(1);
  });
});
