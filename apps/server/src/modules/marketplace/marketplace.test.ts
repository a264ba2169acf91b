import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import { multipart, tinyPng } from '../../../test/multipart.ts';
import {
  createPlayer,
  createTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';

let t: TestApp;
let admin: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createPlayer(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

interface Item {
  id: number;
  name: string;
  kind: string;
  price: number;
  quantityPerPurchase: number;
  stock: number | null;
  active: boolean;
  speciesName: string | null;
}

async function items(player: TestPlayer): Promise<Item[]> {
  return (
    await t.request({ method: 'GET', url: '/api/secure/marketplace/items', token: player.token })
  ).json();
}

const buy = (player: TestPlayer, itemId: number, quantity: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/secure/marketplace/item/${itemId}/user/${player.user.id}/buy`,
    token: player.token,
    payload: { quantity },
  });

async function setCoins(player: TestPlayer, coins: number) {
  // Through the ledger, so the ledger still adds up.
  await t.db
    .execute(sql`insert into wallet_ledger (user_id, amount, balance_after, reason, ref, description, created_at)
    select id, ${coins} - coin_balance, ${coins}, 'test', gen_random_uuid()::text, 'test', now() from users where id = ${player.user.id} and coin_balance <> ${coins}`);
  await t.db.execute(sql`update users set coin_balance = ${coins} where id = ${player.user.id}`);
}

async function createItem(values: Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/api/secure/marketplace/item',
    token: admin.token,
    payload: values,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Item;
}

describe('the marketplace catalog', () => {
  it('starts with the packs of docs/game-rules.md and a seedling of every species', async () => {
    const player = await createPlayer(t);
    const list = await items(player);
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
    const hidden = await createItem({
      name: 'Hidden pack',
      description: 'Not for sale yet.',
      kind: 'WATER',
      quantityPerPurchase: 2,
      price: 5,
      active: false,
    });
    const player = await createPlayer(t);
    expect((await items(player)).some((i) => i.id === hidden.id)).toBe(false);
    expect((await items(admin)).some((i) => i.id === hidden.id)).toBe(true);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/secure/marketplace/item/${hidden.id}`,
          token: player.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets only admins manage items, with a picture checked by content', async () => {
    const player = await createPlayer(t);
    const refused = await t.request({
      method: 'POST',
      url: '/api/secure/marketplace/item',
      token: player.token,
      payload: {},
    });
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
    const created = await t.request({
      method: 'POST',
      url: '/api/secure/marketplace/item',
      token: admin.token,
      ...form,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Rain barrel',
      stock: null,
      imageUrl: expect.stringMatching(/^\/api\/files\//),
    });
    const seedlingWithoutSpecies = await t.request({
      method: 'POST',
      url: '/api/secure/marketplace/item',
      token: admin.token,
      payload: {
        name: 'Mystery seedling',
        description: 'Which one?',
        kind: 'SEEDLING',
        quantityPerPurchase: 1,
        price: 10,
        active: true,
      },
    });
    expect(seedlingWithoutSpecies.statusCode).toBe(400);
    expect(seedlingWithoutSpecies.json().message).toBe(
      'speciesId: A seedling item needs a species; water and fertilizer items have none.',
    );
    const unknownSpecies = await t.request({
      method: 'POST',
      url: '/api/secure/marketplace/item',
      token: admin.token,
      payload: {
        name: 'Ghost seedling',
        description: 'Of no species.',
        kind: 'SEEDLING',
        speciesId: 99999,
        quantityPerPurchase: 1,
        price: 10,
        active: true,
      },
    });
    expect(unknownSpecies.statusCode).toBe(400);
    expect(unknownSpecies.json().message).toBe('speciesId: There is no tree species with this id.');
  });

  it('deletes an item nobody bought, and refuses to delete one that was bought', async () => {
    const item = await createItem({
      name: 'Short-lived',
      description: 'Gone soon.',
      kind: 'WATER',
      quantityPerPurchase: 1,
      price: 1,
      active: true,
    });
    const player = await createPlayer(t);
    expect((await buy(player, item.id, 1)).statusCode).toBe(200);
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/secure/marketplace/item/${item.id}`,
      token: admin.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This item was bought 1 time, so it cannot be deleted. Take it off sale instead.',
    );
    const unbought = await createItem({
      name: 'Never bought',
      description: 'Nobody wants it.',
      kind: 'WATER',
      quantityPerPurchase: 1,
      price: 1,
      active: true,
    });
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/secure/marketplace/item/${unbought.id}`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(204);
  });
});

describe('buying', () => {
  it('debits the wallet and credits the inventory at once, with a history entry', async () => {
    const player = await createPlayer(t);
    const water = (await items(player)).find((i) => i.name === 'Water ×5') as Item;
    const response = await buy(player, water.id, 2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      quantity: 2,
      totalPrice: 40,
      unitsReceived: 10,
      walletBalance: 60,
      message: 'You bought 10 water for 40 coins.',
    });
    const resources = await t.request({
      method: 'GET',
      url: `/api/secure/resource-inventory/user/${player.user.id}`,
      token: player.token,
    });
    expect(resources.json().water).toBe(15);
    const wallet = await t.request({
      method: 'GET',
      url: `/api/secure/wallet/user/${player.user.id}`,
      token: player.token,
    });
    expect(wallet.json()).toMatchObject({ balance: 60, total: 2 });
    expect(wallet.json().entries[0]).toMatchObject({
      amount: -40,
      balanceAfter: 60,
      description: 'Bought Water ×5 (2)',
    });
    expect(wallet.json().entries[1]).toMatchObject({ amount: 100, description: 'Starter kit' });

    const seedling = (await items(player)).find((i) => i.name === 'Banaba seedling') as Item;
    expect((await buy(player, seedling.id, 1)).json().message).toBe(
      'You bought 1 Banaba seedling for 50 coins.',
    );
    const inventory = await t.request({
      method: 'GET',
      url: `/api/secure/inventory/user/${player.user.id}`,
      token: player.token,
    });
    expect(
      inventory
        .json()
        .map((i: { species: { name: string } }) => i.species.name)
        .sort(),
    ).toEqual(['Banaba', 'Narra']);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('refuses without enough coins, off sale, sold out, and bad quantities — changing nothing', async () => {
    const player = await createPlayer(t);
    const yakal = (await items(player)).find((i) => i.name === 'Yakal seedling') as Item;
    const poor = await buy(player, yakal.id, 1);
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toMatchObject({
      code: 'NOT_ENOUGH_COINS',
      message: 'You need 300 coins but have 100.',
    });

    const offSale = await createItem({
      name: 'Off sale',
      description: 'Not now.',
      kind: 'WATER',
      quantityPerPurchase: 1,
      price: 1,
      active: false,
    });
    const inactive = await buy(player, offSale.id, 1);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('This item is not for sale right now.');

    const limited = await createItem({
      name: 'Limited',
      description: 'Only two.',
      kind: 'FERTILIZER',
      quantityPerPurchase: 1,
      price: 1,
      stock: 2,
      active: true,
    });
    expect((await buy(player, limited.id, 3)).json().message).toBe('Only 2 left: buy 2 or fewer.');
    expect((await buy(player, limited.id, 2)).statusCode).toBe(200);
    expect((await buy(player, limited.id, 1)).json().message).toBe('This item is sold out.');

    for (const [quantity, message] of [
      [0, 'quantity: Buy at least 1.'],
      [100, 'quantity: Buy at most 99 at once.'],
      [1.5, 'quantity: The quantity is a whole number.'],
      ['2', 'quantity: The quantity is a number.'],
      [1e12, 'quantity: Buy at most 99 at once.'],
    ] as const) {
      const response = await buy(player, limited.id, quantity);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/secure/marketplace/item/999999/user/${player.user.id}/buy`,
          token: player.token,
          payload: { quantity: 1 },
        })
      ).statusCode,
    ).toBe(404);
    const wallet = await t.request({
      method: 'GET',
      url: `/api/secure/wallet/user/${player.user.id}`,
      token: player.token,
    });
    expect(wallet.json().balance).toBe(98);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it("refuses to buy for another player or to read another player's wallet", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const water = (await items(player)).find((i) => i.name === 'Water ×5') as Item;
    const response = await t.request({
      method: 'POST',
      url: `/api/secure/marketplace/item/${water.id}/user/${other.user.id}/buy`,
      token: player.token,
      payload: { quantity: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/secure/wallet/user/${other.user.id}`,
          token: player.token,
        })
      ).statusCode,
    ).toBe(403);
    const badPage = await t.request({
      method: 'GET',
      url: `/api/secure/wallet/user/${player.user.id}?size=1000`,
      token: player.token,
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe('size: size is at most 100.');
  });

  it('50 buys at once with coins for exactly 10: exactly 10 succeed, the balance is 0, the inventory +10', async () => {
    const player = await createPlayer(t);
    const item = await createItem({
      name: 'Single water',
      description: 'One watering.',
      kind: 'WATER',
      quantityPerPurchase: 1,
      price: 7,
      active: true,
    });
    await setCoins(player, 70);
    const before = (
      await t.request({
        method: 'GET',
        url: `/api/secure/resource-inventory/user/${player.user.id}`,
        token: player.token,
      })
    ).json().water;
    const responses = await Promise.all(Array.from({ length: 50 }, () => buy(player, item.id, 1)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(
      responses
        .filter((r) => r.statusCode === 400)
        .every((r) => r.json().code === 'NOT_ENOUGH_COINS'),
    ).toBe(true);
    const after = (
      await t.request({
        method: 'GET',
        url: `/api/secure/resource-inventory/user/${player.user.id}`,
        token: player.token,
      })
    ).json().water;
    expect(after - before).toBe(10);
    const wallet = await t.request({
      method: 'GET',
      url: `/api/secure/wallet/user/${player.user.id}`,
      token: player.token,
    });
    expect(wallet.json().balance).toBe(0);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('never sells more than the stock when many buy at once', async () => {
    const item = await createItem({
      name: 'Rare pack',
      description: 'Three in the world.',
      kind: 'FERTILIZER',
      quantityPerPurchase: 1,
      price: 1,
      stock: 3,
      active: true,
    });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createPlayer(t)));
    const responses = await Promise.all(buyers.map((player) => buy(player, item.id, 1)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const after = await t.request({
      method: 'GET',
      url: `/api/secure/marketplace/item/${item.id}`,
      token: admin.token,
    });
    expect(after.json().stock).toBe(0);
  });
});
