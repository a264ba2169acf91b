import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
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
      'speciesId: A seedling item needs a species; water and fertilizer items have none.',
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

  it('never sells more than the stock when many buy at once', async () => {
    const item = await createItem(t, admin, { name: 'Rare pack', kind: 'FERTILIZER', stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createPlayer(t)));
    const responses = await Promise.all(buyers.map((player) => buyItem(t, player, item.id, 1)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect((await getItem(t, admin, item.id)).json().stock).toBe(0);
  });
});
