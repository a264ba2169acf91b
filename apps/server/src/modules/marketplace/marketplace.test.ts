import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  pathTo,
  STREAK_SAVER,
  STREAK_SAVER_HELD_TEXT,
  xpForLevel,
} from '@punla/contract';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import { multipart, tinyPng } from '../../../test/multipart.ts';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { resourcesOf, seedlingsOf } from '../../../test/factories/inventory.ts';
import {
  buyItem,
  createItem,
  deleteItem,
  findItem,
  getItem,
  listItems,
} from '../../../test/factories/marketplace.ts';
import { plantTree, setGrowth } from '../../../test/factories/planted-trees.ts';
import { insertUnlimitedPurchase } from './marketplace.repository.ts';
import { seedMarketplace } from './marketplace.service.ts';
import { requestWallet, setCoins, walletOf } from '../../../test/factories/wallet.ts';

const t = useTestApp();
let admin: TestPlayer;
beforeAll(async () => {
  admin = await createPlayer(t, { role: 'ADMIN' });
});

const postItem = (caller: TestPlayer, body: object) =>
  t.request({ method: 'POST', url: apiRoutes.marketplace.create, token: caller.token, ...body });

describe('the marketplace catalog', () => {
  it('starts with the packs of docs/game-rules.md and a seedling of every species', async () => {
    const list = await listItems(t, await createPlayer(t));
    expect(list.find((i) => i.name === 'Water ×5')).toMatchObject({
      kind: 'WATER',
      quantityPerPurchase: 5,
      price: 20,
    });
    expect(list.find((i) => i.name === 'Fertilizer ×1')).toMatchObject({ price: 30 });
    expect(list.find((i) => i.name === 'Fertilizer ×5')).toMatchObject({
      price: 120,
      quantityPerPurchase: 5,
    });
    expect(list.find((i) => i.name === 'Narra seedling')).toMatchObject({
      kind: 'SEEDLING',
      price: 50,
      speciesName: 'Narra',
    });
    expect(list.find((i) => i.name === 'Yakal seedling')).toMatchObject({ price: 300 });
  });

  it('shows players only what is for sale; admins see everything', async () => {
    const hidden = await createItem(t, admin, {
      name: 'Hidden pack',
      quantityPerPurchase: 2,
      price: 5,
      active: false,
    });
    const player = await createPlayer(t);
    expect((await listItems(t, player)).some((i) => i.id === hidden.id)).toBe(false);
    expect((await listItems(t, admin)).some((i) => i.id === hidden.id)).toBe(true);
    expect((await getItem(t, player, hidden.id)).statusCode).toBe(404);
  });

  it('lets only admins manage items, with a picture checked by content', async () => {
    const refused = await postItem(await createPlayer(t), { payload: {} });
    expect(refused.statusCode).toBe(403);
    const form = multipart(
      {
        name: 'Rain barrel',
        description: 'Ten waterings.',
        kind: 'WATER',
        quantityPerPurchase: '10',
        price: '35',
        stock: '',
        active: 'true',
      },
      { filename: 'barrel.png', contentType: 'image/png', data: tinyPng },
    );
    const created = await postItem(admin, form);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Rain barrel',
      stock: null,
      imageUrl: expect.stringMatching(/^\/api\/files\//),
    });
    const seedling = { kind: 'SEEDLING', quantityPerPurchase: 1, price: 10, active: true };
    const seedlingWithoutSpecies = await postItem(admin, {
      payload: { ...seedling, name: 'Mystery seedling', description: 'Which one?' },
    });
    expect(seedlingWithoutSpecies.statusCode).toBe(400);
    expect(seedlingWithoutSpecies.json().message).toBe(
      'speciesId: A seedling item needs a species; other items have none.',
    );
    const unknownSpecies = await postItem(admin, {
      payload: {
        ...seedling,
        name: 'Ghost seedling',
        description: 'Of no species.',
        speciesId: 99999,
      },
    });
    expect(unknownSpecies.statusCode).toBe(400);
    expect(unknownSpecies.json().message).toBe('speciesId: There is no tree species with this id.');
  });

  it('deletes an item nobody bought, and refuses to delete one that was bought', async () => {
    const item = await createItem(t, admin, { name: 'Short-lived' });
    expect((await buyItem(t, await createPlayer(t), item.id, 1)).statusCode).toBe(200);
    const refused = await deleteItem(t, admin, item.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This item was bought 1 time, so it cannot be deleted. Take it off sale instead.',
    );
    const unbought = await createItem(t, admin, { name: 'Never bought' });
    expect((await deleteItem(t, admin, unbought.id)).statusCode).toBe(204);
  });
});

describe('buying', () => {
  it('debits the wallet and credits the inventory at once, with a history entry', async () => {
    const player = await createPlayer(t);
    const water = await findItem(t, player, 'Water ×5');
    const response = await buyItem(t, player, water.id, 2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      quantity: 2,
      totalPrice: 40,
      unitsReceived: 10,
      walletBalance: 60,
      message: 'You bought 10 water for 40 coins.',
    });
    expect((await resourcesOf(t, player)).water).toBe(15);
    const wallet = await walletOf(t, player);
    expect(wallet).toMatchObject({ balance: 60, total: 2 });
    expect(wallet.entries[0]).toMatchObject({
      amount: -40,
      balanceAfter: 60,
      description: 'Bought Water ×5 (2)',
    });
    expect(wallet.entries[1]).toMatchObject({ amount: 100, description: 'Starter kit' });

    const seedling = await findItem(t, player, 'Banaba seedling');
    expect((await buyItem(t, player, seedling.id, 1)).json().message).toBe(
      'You bought 1 Banaba seedling for 50 coins.',
    );
    const names = (await seedlingsOf(t, player)).map((i) => i.species.name).sort();
    expect(names).toEqual(['Banaba', 'Narra']);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('refuses without enough coins, off sale, sold out, and bad quantities — changing nothing', async () => {
    const player = await createPlayer(t);
    await setXp(player, xpForLevel(6));
    const yakal = await findItem(t, player, 'Yakal seedling');
    const poor = await buyItem(t, player, yakal.id, 1);
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toMatchObject({
      code: 'NOT_ENOUGH_COINS',
      message: 'You need 300 coins but have 100.',
    });

    const offSale = await createItem(t, admin, { name: 'Off sale', active: false });
    const inactive = await buyItem(t, player, offSale.id, 1);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('This item is not for sale right now.');

    const limited = await createItem(t, admin, { name: 'Limited', kind: 'FERTILIZER', stock: 2 });
    expect((await buyItem(t, player, limited.id, 3)).json().message).toBe(
      'Only 2 left: buy 2 or fewer.',
    );
    expect((await buyItem(t, player, limited.id, 2)).statusCode).toBe(200);
    expect((await buyItem(t, player, limited.id, 1)).json().message).toBe('This item is sold out.');

    for (const [quantity, message] of [
      [0, 'quantity: Buy at least 1.'],
      [100, 'quantity: Buy at most 99 at once.'],
      [1.5, 'quantity: The quantity is a whole number.'],
      ['2', 'quantity: The quantity is a number.'],
      [1e12, 'quantity: Buy at most 99 at once.'],
    ] as const) {
      const response = await buyItem(t, player, limited.id, quantity);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await buyItem(t, player, 999999, 1)).statusCode).toBe(404);
    expect((await walletOf(t, player)).balance).toBe(98);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it("refuses to buy for another player or to read another player's wallet", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const water = await findItem(t, player, 'Water ×5');
    expect((await buyItem(t, other, water.id, 1, player)).statusCode).toBe(403);
    expect((await requestWallet(t, other, {}, player)).statusCode).toBe(403);
    const badPage = await requestWallet(t, player, { size: 1000 });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe('size: size is at most 100.');
  });
});

/** Raises the player's XP total (and so the level) to `xp`, with its ledger entry. */
async function setXp(player: TestPlayer, xp: number): Promise<void> {
  await t.db.execute(sql`insert into xp_ledger (user_id, amount, reason, ref, created_at)
    select id, ${xp} - total_xp, 'test', gen_random_uuid()::text, now() from users
    where id = ${player.user.id} and total_xp < ${xp}`);
  await t.db.execute(sql`update users set total_xp = ${xp} where id = ${player.user.id}`);
}

async function saversOf(player: TestPlayer): Promise<number> {
  return (await resourcesOf(t, player)).streakSavers;
}

describe('an unlimited item changed while it is being bought', () => {
  it('records the purchase only while the item is on sale without a stock limit', async () => {
    const item = await createItem(t, admin, { name: 'Race pack', kind: 'FERTILIZER' });
    const buyer = await createPlayer(t);
    const order = () => ({
      id: randomUUID(),
      userId: buyer.user.id,
      itemId: item.id,
      quantity: 1,
      totalPrice: item.price,
      createdAt: t.clock.now(),
    });
    const first = order();
    expect(await insertUnlimitedPurchase(t.db, first)).toEqual({ id: first.id });
    await t.db.execute(sql`update marketplace_items set stock = 5 where id = ${item.id}`);
    expect(await insertUnlimitedPurchase(t.db, order())).toBeUndefined();
    await t.db.execute(
      sql`update marketplace_items set stock = null, active = false where id = ${item.id}`,
    );
    expect(await insertUnlimitedPurchase(t.db, order())).toBeUndefined();
    const [count] = (
      (await t.db.execute(
        sql`select count(*)::int as n from purchases where item_id = ${item.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(count?.n).toBe(1);
  });
});

describe('seedlings unlocked by level', () => {
  it('tells each item the level it needs: uncommon from 3, rare from 6, the rest from 0', async () => {
    const list = await listItems(t, await createPlayer(t));
    const level = (name: string) => list.find((i) => i.name === name)?.unlockLevel;
    expect(level('Narra seedling')).toBe(0);
    expect(level('Kamagong seedling')).toBe(3);
    expect(level('Yakal seedling')).toBe(6);
    expect(level('Water ×5')).toBe(0);
    expect(level(STREAK_SAVER.name)).toBe(0);
  });

  it('refuses a locked seedling with 403 and a clear message, changing nothing', async () => {
    const player = await createPlayer(t);
    await setCoins(t, player, 1000);
    await setXp(player, xpForLevel(3) - 1);
    const kamagong = await findItem(t, player, 'Kamagong seedling');
    const yakal = await findItem(t, player, 'Yakal seedling');
    const locked = await buyItem(t, player, kamagong.id, 1);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      code: 'LEVEL_LOCKED',
      message:
        'An uncommon seedling unlocks at level 3. You are level 2: care for your tree and finish quests to earn XP.',
    });
    expect((await walletOf(t, player)).balance).toBe(1000);
    expect((await seedlingsOf(t, player)).map((i) => i.species.name)).toEqual(['Narra']);

    await setXp(player, xpForLevel(3));
    expect((await buyItem(t, player, kamagong.id, 1)).statusCode).toBe(200);
    const rare = await buyItem(t, player, yakal.id, 1);
    expect(rare.statusCode).toBe(403);
    expect(rare.json().message).toBe(
      'A rare seedling unlocks at level 6. You are level 3: care for your tree and finish quests to earn XP.',
    );
    await setXp(player, xpForLevel(6));
    expect((await buyItem(t, player, yakal.id, 1)).statusCode).toBe(200);
    expect((await walletOf(t, player)).balance).toBe(1000 - kamagong.price - yakal.price);
  });
});

describe('the streak saver', () => {
  it('is for sale at its price, goes into the inventory, and only one can be held', async () => {
    const player = await createPlayer(t);
    await setCoins(t, player, 500);
    const saver = await findItem(t, player, STREAK_SAVER.name);
    expect(saver).toMatchObject({ kind: 'STREAK_SAVER', price: 60, quantityPerPurchase: 1 });
    expect(await saversOf(player)).toBe(0);

    const two = await buyItem(t, player, saver.id, 2);
    expect(two.statusCode).toBe(409);
    expect(two.json()).toMatchObject({
      code: 'ALREADY_HELD',
      message: 'You can hold at most 1 streak saver.',
    });

    const bought = await buyItem(t, player, saver.id, 1);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({
      walletBalance: 440,
      message: 'You bought 1 streak saver for 60 coins.',
    });
    expect(await saversOf(player)).toBe(1);

    const again = await buyItem(t, player, saver.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_HELD',
      message: 'You already hold a streak saver; it will cover the next day you miss.',
    });
    expect(await saversOf(player)).toBe(1);
    expect((await walletOf(t, player)).balance).toBe(440);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  // With coins for one saver only, the buyers the held saver refuses must not be told of the
  // coins instead, nor get a server error.
  it.each([10_000, 60])(
    '10 buys at once with %i coins: exactly one succeeds, the rest get 409',
    async (coins) => {
      const player = await createPlayer(t);
      await setCoins(t, player, coins);
      const saver = await findItem(t, player, STREAK_SAVER.name);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => buyItem(t, player, saver.id, 1)),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = responses.filter((r) => r.statusCode !== 200);
      expect(refused.map((r) => r.statusCode)).toEqual(Array(9).fill(409));
      expect(refused.every((r) => r.json().message === STREAK_SAVER_HELD_TEXT)).toBe(true);
      expect(await saversOf(player)).toBe(1);
      expect((await walletOf(t, player)).balance).toBe(coins - 60);
      await expectLedgersAddUp(t.db, player.user.id);
    },
  );

  it('is in the starting catalog once, and a database seeded before it existed gets it once', async () => {
    const player = await createPlayer(t);
    const savers = async () =>
      (await listItems(t, admin)).filter((i) => i.kind === 'STREAK_SAVER' && i.price === 60);
    expect(await savers()).toHaveLength(1);
    await seedMarketplace(t.ctx);
    expect(await savers()).toHaveLength(1);
    // An install seeded before streak savers: the catalog's marker is there, the saver's is not.
    await t.db.execute(sql`delete from app_settings where key = 'once:marketplace-streak-saver'`);
    await seedMarketplace(t.ctx);
    await seedMarketplace(t.ctx);
    expect(await savers()).toHaveLength(2);
    expect((await listItems(t, player)).filter((i) => i.name === 'Water ×5')).toHaveLength(1);
    // Back to one on sale for the other tests.
    const [, extra] = await savers();
    await t.db.execute(sql`update marketplace_items set active = false where id = ${extra!.id}`);
  });

  it('can be made by an admin with 1 per purchase and no species', async () => {
    const made = await createItem(t, admin, {
      name: 'Spare saver',
      kind: 'STREAK_SAVER',
      price: 80,
      active: false,
    });
    expect(made).toMatchObject({ kind: 'STREAK_SAVER', speciesId: null, quantityPerPurchase: 1 });
    const refused = await postItem(admin, {
      payload: {
        name: 'Saver pack',
        description: 'Three savers.',
        kind: 'STREAK_SAVER',
        quantityPerPurchase: 3,
        price: 100,
        active: true,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'quantityPerPurchase: A streak saver item gives 1 per purchase (a player holds at most 1).',
    );
  });
});

describe('a seedling bought while a tree grows', () => {
  it('says when it can be planted: after the days of care the growing tree still needs', async () => {
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    // Narra (common) matures at 900 growth points; a day of full care gives 3×10 + 25 = 55.
    await setGrowth(t, tree.id, { growthPoints: 240 });
    const banaba = await findItem(t, player, 'Banaba seedling');
    const bought = await buyItem(t, player, banaba.id, 1);
    expect(bought.json().message).toBe(
      'You bought 1 Banaba seedling for 50 coins. You can plant it when your Narra matures, in about 12 days of care.',
    );
    const water = await findItem(t, player, 'Water ×5');
    expect((await buyItem(t, player, water.id, 1)).json().message).toBe(
      'You bought 5 water for 20 coins.',
    );
  });
});

/** A player's coins and fertilizer, to compare after purchases. */
async function holdings(player: TestPlayer) {
  return {
    coins: (await walletOf(t, player)).balance,
    fertilizer: (await resourcesOf(t, player)).fertilizer,
  };
}

/** Each buyer of one fertilizer at `price` was charged and given one only when answered 200. */
async function expectEachPaidForWhatArrived(
  buyers: TestPlayer[],
  before: { coins: number; fertilizer: number }[],
  responses: { statusCode: number }[],
  price: number,
) {
  for (const [i, player] of buyers.entries()) {
    const bought = responses[i]?.statusCode === 200 ? 1 : 0;
    expect(await holdings(player)).toEqual({
      coins: (before[i]?.coins ?? 0) - bought * price,
      fertilizer: (before[i]?.fertilizer ?? 0) + bought,
    });
    await expectLedgersAddUp(t.db, player.user.id);
  }
}

describe('buying at once (meaningful on the PostgreSQL server, where requests run in parallel)', () => {
  it('50 buys at once with coins for exactly 10: exactly 10 succeed, the balance is 0, the inventory +10', async () => {
    const player = await createPlayer(t);
    const item = await createItem(t, admin, { name: 'Single water', price: 7 });
    await setCoins(t, player, 70);
    const before = (await resourcesOf(t, player)).water;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => buyItem(t, player, item.id, 1)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(
      responses
        .filter((r) => r.statusCode === 400)
        .every((r) => r.json().code === 'NOT_ENOUGH_COINS'),
    ).toBe(true);
    expect((await resourcesOf(t, player)).water - before).toBe(10);
    expect((await walletOf(t, player)).balance).toBe(0);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('never sells more than the stock when many buy at once; the others pay nothing and get nothing', async () => {
    const item = await createItem(t, admin, { name: 'Rare pack', kind: 'FERTILIZER', stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createPlayer(t)));
    const before = await Promise.all(buyers.map((player) => holdings(player)));
    const responses = await Promise.all(buyers.map((player) => buyItem(t, player, item.id, 1)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect((await getItem(t, admin, item.id)).json().stock).toBe(0);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(5).fill(409));
    for (const r of refused) {
      expect(['This item sold out just now.', 'This item is sold out.']).toContain(
        r.json().message,
      );
    }
    await expectEachPaidForWhatArrived(buyers, before, responses, item.price);
  });

  it('an unlimited item given a stock while 20 buy it: each buyer pays for exactly what arrives', async () => {
    const item = await createItem(t, admin, { name: 'Edited pack', kind: 'FERTILIZER' });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createPlayer(t)));
    const before = await Promise.all(buyers.map((player) => holdings(player)));
    const { id } = item;
    const [edit, ...responses] = await Promise.all([
      t.request({
        method: 'PUT',
        url: pathTo(apiRoutes.marketplace.item, { itemId: id }),
        token: admin.token,
        payload: {
          name: item.name,
          description: item.description,
          kind: item.kind,
          quantityPerPurchase: item.quantityPerPurchase,
          price: item.price,
          active: true,
          stock: 5,
        },
      }),
      ...buyers.map((player) => buyItem(t, player, id, 1)),
    ]);
    expect(edit?.statusCode).toBe(200);
    for (const r of responses.filter((response) => response.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect([
        'This item changed just now: it is off sale or has a limited stock. Look at it again.',
        'This item sold out just now.',
        'This item is sold out.',
      ]).toContain(r.json().message);
    }
    const sold = responses.filter((r) => r.statusCode === 200).length;
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from purchases where item_id = ${id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(sold);
    expect((await getItem(t, admin, id)).json().stock).toBeGreaterThanOrEqual(0);
    await expectEachPaidForWhatArrived(buyers, before, responses, item.price);
  });
});
