import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, STREAK_SAVER, type PlayerActionResult } from '@punla/contract';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { auditEntriesAbout } from '../../../test/factories/audit.ts';
import { resourcesOf, seedlingsOf } from '../../../test/factories/inventory.ts';
import { findItem } from '../../../test/factories/marketplace.ts';
import {
  actOnPlayer,
  ledgerRows,
  noticesOfKind,
  playerFileOf,
  REASON,
} from '../../../test/factories/players.ts';
import { awardSeasonXp } from '../../../test/factories/seasons.ts';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

const adjust = (player: TestPlayer, body: object, caller = admin) =>
  actOnPlayer(t, caller, 'adjust', player.user.id, {
    reason: REASON,
    idempotencyKey: randomUUID(),
    ...body,
  });

const standing = (player: TestPlayer) =>
  t.request({
    method: 'GET',
    url: pathTo(apiRoutes.leaderboard.player, { userProfileId: player.user.id }),
  });

/** What the player holds that an adjustment can change. */
async function holdings(player: TestPlayer) {
  const { profile } = await playerFileOf(t, admin, player);
  const resources = await resourcesOf(t, player);
  return { coins: profile.coins, totalXp: profile.totalXp, water: resources.water };
}

describe('adjusting a player', () => {
  it('moves coins, XP and items through the ledgers, tells the player, and records it', async () => {
    const player = await createPlayer(t);
    await awardSeasonXp(t, player, 40);
    const seasonXp = (await standing(player)).json().current.xp as number;
    const water = await findItem(t, admin, 'Water ×5');
    const response = await adjust(player, {
      coins: 50,
      xp: 100,
      itemId: water.id,
      quantity: 3,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<PlayerActionResult>();
    expect(answer.player).toMatchObject({ coins: 150, totalXp: 140, level: 1 });
    expect(answer.message).toBe(
      `You gave ${player.user.username} 50 coins, 100 XP and 3 water; they were told why.`,
    );
    expect((await resourcesOf(t, player)).water).toBe(8);

    const [coins] = await ledgerRows(t, 'wallet_ledger', player, 'admin-adjustment');
    expect(coins).toMatchObject({ amount: 50, extra: 150 });
    // Lifetime XP: no season, so the player's season standing does not move.
    expect(await ledgerRows(t, 'xp_ledger', player, 'admin-adjustment')).toEqual([
      expect.objectContaining({ amount: 100, extra: null }),
    ]);
    expect((await standing(player)).json().current.xp).toBe(seasonXp);
    await expectLedgersAddUp(t.db, player.user.id);

    expect(await noticesOfKind(t, player, 'ACCOUNT_ADJUSTED')).toEqual([
      {
        title: 'An admin changed your account',
        body: `An admin gave you 50 coins, 100 XP and 3 water. The reason: ${REASON}`,
      },
    ]);
    const [entry] = await auditEntriesAbout(t, admin, 'player', player.user.id);
    expect(entry).toMatchObject({
      action: 'player.adjust',
      actorId: admin.user.id,
      targetType: 'player',
      targetId: player.user.id,
      before: { coins: 100, totalXp: 40, item: { id: water.id, name: water.name, held: 5 } },
      after: { coins: 150, totalXp: 140, item: { id: water.id, name: water.name, held: 8 } },
      reason: REASON,
      address: '127.0.0.1',
    });
  });

  it('takes coins and items, and gives seedlings of an item’s species', async () => {
    const player = await createPlayer(t);
    const fertilizer = await findItem(t, admin, 'Fertilizer ×1');
    const taken = await adjust(player, { coins: -30, itemId: fertilizer.id, quantity: -2 });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe(
      `You took 30 coins and 2 fertilizer from ${player.user.username}; they were told why.`,
    );
    expect((await resourcesOf(t, player)).fertilizer).toBe(0);
    expect((await playerFileOf(t, admin, player)).profile.coins).toBe(70);

    const narra = await findItem(t, admin, 'Narra seedling');
    const given = await adjust(player, { itemId: narra.id, quantity: 2 });
    expect(given.json().message).toBe(
      `You gave ${player.user.username} 2 Narra seedlings; they were told why.`,
    );
    // The starter kit's Narra, and the two given.
    const held = (await seedlingsOf(t, player)).find((s) => s.species.id === narra.speciesId);
    expect(held?.quantity).toBe(3);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('refuses a result below 0 (409) and changes nothing, not even the other amounts', async () => {
    const player = await createPlayer(t);
    const before = await holdings(player);
    const tooMany = await adjust(player, {
      coins: 10,
      xp: 5,
      itemId: (await findItem(t, admin, 'Water ×5')).id,
      quantity: -6,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'BELOW_ZERO',
      message: 'The player holds 5: taking 6 would leave fewer than 0.',
    });
    const broke = await adjust(player, { coins: -101, xp: 5 });
    expect(broke.statusCode).toBe(409);
    expect(broke.json().message).toBe(
      `${player.user.username} has 100 coins: taking 101 would leave fewer than 0.`,
    );
    expect(await holdings(player)).toEqual(before);
    expect(await ledgerRows(t, 'wallet_ledger', player, 'admin-adjustment')).toEqual([]);
    expect(await ledgerRows(t, 'xp_ledger', player, 'admin-adjustment')).toEqual([]);
    expect(await noticesOfKind(t, player, 'ACCOUNT_ADJUSTED')).toEqual([]);
    expect(await auditEntriesAbout(t, admin, 'player', player.user.id)).toEqual([]);
  });

  it('takes XP away from the lifetime total, never below 0, and no season moves', async () => {
    const player = await createPlayer(t);
    expect((await adjust(player, { xp: 60 })).statusCode).toBe(200);
    const start = (await playerFileOf(t, admin, player)).profile.totalXp;
    const seasonXp = (await standing(player)).json().current.xp as number;
    const taken = await adjust(player, { xp: -start });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().player).toMatchObject({ totalXp: 0, level: 0 });
    expect((await standing(player)).json().current.xp).toBe(seasonXp);
    await expectLedgersAddUp(t.db, player.user.id);

    const below = await adjust(player, { xp: -1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      code: 'BELOW_ZERO',
      message: `${player.user.username} has 0 XP: taking 1 would leave less than 0.`,
    });
    expect((await playerFileOf(t, admin, player)).profile.totalXp).toBe(0);
  });

  it('refuses more streak savers than a player may hold (409)', async () => {
    const player = await createPlayer(t);
    const saver = await findItem(t, admin, STREAK_SAVER.name);
    const response = await adjust(player, { itemId: saver.id, quantity: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ALREADY_HELD' });
    expect((await resourcesOf(t, player)).streakSavers).toBe(0);
  });

  it('refuses what is not an adjustment (400, naming the field) and an unknown item (404)', async () => {
    const player = await createPlayer(t);
    const cases: [object, string][] = [
      [{}, 'coins: Give an amount to change: coins, xp, or an item with its quantity, not 0.'],
      [
        { coins: 0 },
        'coins: Give an amount to change: coins, xp, or an item with its quantity, not 0.',
      ],
      [{ coins: 1_000_001 }, 'coins: coins is at most 1000000.'],
      [{ xp: -1_000_001 }, 'xp: xp is at least -1000000.'],
      [{ coins: 2.5 }, 'coins: coins is a whole number.'],
      [
        { itemId: 1 },
        'quantity: itemId and quantity go together: the item, and how many to give or take.',
      ],
      [
        { coins: 5, idempotencyKey: 'short' },
        'idempotencyKey: idempotencyKey is 8 to 128 letters, digits, - or _.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await adjust(player, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    const unknown = await adjust(player, { itemId: 999_999, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no marketplace item with this id.');
  });
});

describe('an adjustment sent again', () => {
  it('applies once when 20 identical requests come at once, and all get its answer', async () => {
    const player = await createPlayer(t);
    const body = { coins: 25, xp: 10, reason: REASON, idempotencyKey: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => actOnPlayer(t, admin, 'adjust', player.user.id, body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await playerFileOf(t, admin, player)).profile).toMatchObject({
      coins: 125,
      totalXp: 10,
    });
    expect(await ledgerRows(t, 'wallet_ledger', player, 'admin-adjustment')).toHaveLength(1);
    expect(await noticesOfKind(t, player, 'ACCOUNT_ADJUSTED')).toHaveLength(1);
    expect(await auditEntriesAbout(t, admin, 'player', player.user.id)).toHaveLength(1);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('refuses the same key with another adjustment (422); another admin’s key is their own', async () => {
    const player = await createPlayer(t);
    const idempotencyKey = randomUUID();
    expect((await adjust(player, { coins: 5, idempotencyKey })).statusCode).toBe(200);
    const other = await adjust(player, { coins: 6, idempotencyKey });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const secondAdmin = await createPlayer(t, { role: 'ADMIN' });
    expect((await adjust(player, { coins: 6, idempotencyKey }, secondAdmin)).statusCode).toBe(200);
    expect((await playerFileOf(t, admin, player)).profile.coins).toBe(111);
  });

  it('may be sent again with its key after a refusal, which kept nothing', async () => {
    const player = await createPlayer(t);
    const idempotencyKey = randomUUID();
    expect((await adjust(player, { coins: -500, idempotencyKey })).statusCode).toBe(409);
    expect((await adjust(player, { coins: -50, idempotencyKey })).statusCode).toBe(200);
  });
});
