import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import { createPlayer, useTestApp } from '../../../test/test-app.ts';
import { profileOf } from '../../../test/factories/accounts.ts';
import { buyItem, findItem } from '../../../test/factories/marketplace.ts';
import { setCoins } from '../../../test/factories/wallet.ts';
import {
  claimFreeWater,
  resourcesOf,
  seedlingsOf,
  setWater,
} from '../../../test/factories/inventory.ts';
import {
  claimDailyXp,
  fertilizeTree,
  listTrees,
  plantFrom,
  plantTree,
  readTree,
  setGrowth,
  startOfPlayDay,
  waterTree,
} from '../../../test/factories/planted-trees.ts';

const t = useTestApp();

const HOUR = 60 * 60 * 1000;

describe('the starter kit and planting', () => {
  it('gives a verified player 1 Narra seedling, 5 water, 2 fertilizer and 100 coins', async () => {
    const player = await createPlayer(t);
    const items = await seedlingsOf(t, player);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 1, species: { name: 'Narra' } });
    expect(await resourcesOf(t, player)).toMatchObject({ water: 5, fertilizer: 2 });
    expect((await profileOf(t, player)).walletBalance).toBe(100);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('plants the seedling as the active tree at the Seed stage, and only one growing tree at a time', async () => {
    const player = await createPlayer(t);
    const [narra] = await seedlingsOf(t, player);
    const tree = await plantTree(t, player);
    expect(tree).toMatchObject({
      stage: 0,
      stageName: 'Seed',
      growthPoints: 0,
      active: true,
      mature: false,
      wilted: false,
      nextStageAt: 30,
    });
    expect(await seedlingsOf(t, player)).toEqual([]);

    const again = await plantFrom(t, player, narra?.id ?? '');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You already have a tree growing. Grow it to a mature tree before planting another.',
    );
    expect((await listTrees(t, player)).json()).toHaveLength(1);
  });

  it("refuses another player's inventory and trees", async () => {
    const owner = await createPlayer(t);
    const other = await createPlayer(t);
    const [item] = await seedlingsOf(t, owner);
    expect((await plantFrom(t, owner, item?.id ?? '', other)).statusCode).toBe(403);
    const withOwnUser = await plantFrom(t, other, item?.id ?? '');
    expect(withOwnUser.statusCode).toBe(404);
    expect(withOwnUser.json().message).toBe('There is no such seedling in your inventory.');

    const tree = await plantTree(t, owner);
    expect((await waterTree(t, other, tree.id)).statusCode).toBe(404);
    expect((await fertilizeTree(t, other, tree.id)).statusCode).toBe(404);
    expect((await readTree(t, other, tree.id)).statusCode).toBe(404);
    expect((await listTrees(t, owner, other)).statusCode).toBe(403);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    expect((await readTree(t, admin, tree.id)).statusCode).toBe(200);
  });

  it('refuses malformed ids and unknown fields', async () => {
    const owner = await createPlayer(t);
    const tree = await plantTree(t, owner);
    for (const payload of [
      {},
      { plantedTreeId: 'not-a-uuid' },
      { plantedTreeId: tree.id, growthPoints: 900 },
    ]) {
      const response = await t.request({
        method: 'POST',
        url: apiRoutes.plantedTrees.water,
        token: owner.token,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const xpBody = await claimDailyXp(t, owner, { xp: 1000 });
    expect(xpBody.statusCode).toBe(400);
    expect(xpBody.json().message).toBe('Unknown field "xp" in the body.');
  });
});

describe('watering and fertilizing', () => {
  it('waters for +10 GP and +5 XP, then waits 4 hours, at most 3 times a game day', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    const first = await waterTree(t, player, tree.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      growthPointsGained: 10,
      xpGained: 5,
      resources: { water: 4 },
      tree: { growthPoints: 10 },
    });
    expect(first.json().tree.water).toMatchObject({
      available: false,
      usedToday: 1,
      reason: 'You can water again in 4 h.',
    });

    t.clock.advance(HOUR + 46 * 60 * 1000);
    const early = await waterTree(t, player, tree.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'TOO_SOON',
      message: 'You can water again in 2 h 14 min.',
    });

    t.clock.advance(2 * HOUR + 14 * 60 * 1000);
    expect((await waterTree(t, player, tree.id)).statusCode).toBe(200);
    t.clock.advance(4 * HOUR);
    const third = await waterTree(t, player, tree.id);
    expect(third.statusCode).toBe(200);
    // Three waterings took the tree to 30 GP: the Sprout stage, with its reward.
    expect(third.json()).toMatchObject({
      tree: { stage: 1, stageName: 'Sprout', growthPoints: 30 },
      stagesReached: [{ stage: 1, name: 'Sprout', xp: 50, coins: 20 }],
      xpGained: 55,
      coinsGained: 20,
    });
    t.clock.advance(4 * HOUR);
    const fourth = await waterTree(t, player, tree.id);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('DAILY_LIMIT_REACHED');
    expect(fourth.json().message).toMatch(
      /^You have watered this tree 3 times today\. You can water again in \d+ h( \d+ min)?\.$/,
    );

    t.clock.advance(12 * HOUR);
    expect((await waterTree(t, player, tree.id)).statusCode).toBe(200);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('fertilizes for +25 GP and +10 XP once per game day, and says when water runs out', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    const first = await fertilizeTree(t, player, tree.id);
    expect(first.json()).toMatchObject({
      growthPointsGained: 25,
      xpGained: 10,
      resources: { fertilizer: 1 },
    });
    const again = await fertilizeTree(t, player, tree.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^You have fertilized this tree today\. You can fertilize again in /,
    );

    await setWater(t, player, 0);
    const dry = await waterTree(t, player, tree.id);
    expect(dry.statusCode).toBe(400);
    expect(dry.json().message).toBe(
      'You have no water left. Claim your free daily water or buy more in the Resource Hub.',
    );
    expect((await readTree(t, player, tree.id)).json().growthPoints).toBe(25);
  });

  it('wilts after 72 hours without water: no fertilizer, and the next watering revives it without growth', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    await waterTree(t, player, tree.id);
    t.clock.advance(71 * HOUR);
    expect((await readTree(t, player, tree.id)).json().wilted).toBe(false);
    t.clock.advance(HOUR);
    const read = await readTree(t, player, tree.id);
    expect(read.json().wilted).toBe(true);
    expect(read.json().fertilizer.reason).toBe('Your tree is wilted. Water it first to revive it.');
    const refused = await fertilizeTree(t, player, tree.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TREE_WILTED');
    const revived = await waterTree(t, player, tree.id);
    expect(revived.json()).toMatchObject({
      revived: true,
      growthPointsGained: 0,
      tree: { wilted: false, growthPoints: 10 },
    });
  });

  it('pays every stage once and, at maturity, the bonus and a free seedling; then the tree rests', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    await setGrowth(t, tree.id, { growthPoints: 895 });
    const result = await waterTree(t, player, tree.id);
    expect(result.statusCode).toBe(200);
    const body = result.json();
    expect(body.stagesReached.map((s: { name: string }) => s.name)).toEqual([
      'Sprout',
      'Seedling',
      'Sapling',
      'Young tree',
      'Mature tree',
    ]);
    // Stages 1–5: 50·(1+…+5) XP and 20·(1+…+5) coins, + 500 XP bonus, + 5 XP for the water.
    expect(body.xpGained).toBe(750 + 500 + 5);
    expect(body.coinsGained).toBe(300);
    expect(body.matured).toBe(true);
    expect(body.freeSeedling).toEqual(expect.any(String));
    expect(body.tree).toMatchObject({ stage: 5, mature: true, active: false, nextStageAt: null });
    expect(await seedlingsOf(t, player)).toHaveLength(1);

    t.clock.advance(5 * HOUR);
    const rest = await waterTree(t, player, tree.id);
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe(
      'This tree is fully grown. Plant a new seedling to keep growing.',
    );
    // A new tree can be planted now (the free seedling's species is drawn among the commons).
    const next = await plantTree(t, player);
    const impact = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.plantedTrees.impact, { userId: player.user.id }),
      token: player.token,
    });
    expect(impact.json()).toEqual({
      treesPlanted: 2,
      matureTrees: 1,
      stagesReached: 5,
      // Each tree counts its species' yearly figure once mature: the Narra's 28, the new Seed's too.
      co2KgPerYearEstimate: 28 + next.species.co2KgPerYear,
    });
    await expectLedgersAddUp(t.db, player.user.id);
  });
});

/** The player's inbox notices, oldest first, straight from the table. */
async function noticesOf(userId: string) {
  const result = await t.db.execute(
    sql`select id, kind, ref, title, body, link, read_at from notifications
        where user_id = ${userId} order by id`,
  );
  const { rows } = result as unknown as { rows: ({ id: unknown; kind: string } & object)[] };
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

describe('stage-up and maturity notices', () => {
  it('writes one unread notice per stage reached, returns their ids, and none for plain care', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    const plain = await waterTree(t, player, tree.id);
    expect(plain.json()).toMatchObject({ careXp: 5, maturityXp: 0, noticeIds: [] });
    const treeKinds = ['STAGE_UP', 'TREE_MATURE'];
    expect((await noticesOf(player.user.id)).filter((n) => treeKinds.includes(n.kind))).toEqual([]);

    await setGrowth(t, tree.id, { growthPoints: 80 });
    const grown = await fertilizeTree(t, player, tree.id);
    const body = grown.json();
    // 105 GP: Sprout (30) and Seedling (100) in one go; the care's 10 XP apart from the stages'.
    expect(body).toMatchObject({
      careXp: 10,
      maturityXp: 0,
      xpGained: 10 + 50 + 100,
      stagesReached: [
        { stage: 1, name: 'Sprout', xp: 50, coins: 20 },
        { stage: 2, name: 'Seedling', xp: 100, coins: 40 },
      ],
    });
    const notices = await noticesOf(player.user.id);
    expect(notices.filter((n) => n.kind === 'STAGE_UP')).toEqual([
      {
        id: body.noticeIds[0],
        kind: 'STAGE_UP',
        ref: `${tree.id}:1`,
        title: 'Your Narra is now a Sprout',
        body: 'Your Narra grew into a Sprout. You earned 50 XP and 20 coins.',
        link: '/app/my-tree',
        read_at: null,
      },
      {
        id: body.noticeIds[1],
        kind: 'STAGE_UP',
        ref: `${tree.id}:2`,
        title: 'Your Narra is now a Seedling',
        body: 'Your Narra grew into a Seedling. You earned 100 XP and 40 coins.',
        link: '/app/my-tree',
        read_at: null,
      },
    ]);
    expect(body.noticeIds).toHaveLength(2);
  });

  it('at maturity writes the mature-tree notice (with the free seedling), once', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    await setGrowth(t, tree.id, { growthPoints: 895, stage: 4 });
    const result = await waterTree(t, player, tree.id);
    const body = result.json();
    expect(body).toMatchObject({
      careXp: 5,
      maturityXp: 500,
      xpGained: 5 + 250 + 500,
      matured: true,
      stagesReached: [{ stage: 5, name: 'Mature tree', xp: 250, coins: 100 }],
    });
    const notices = await noticesOf(player.user.id);
    const mature = notices.filter((n) => n.kind === 'TREE_MATURE');
    expect(mature).toEqual([
      {
        id: body.noticeIds[0],
        kind: 'TREE_MATURE',
        ref: tree.id,
        title: 'Your Narra is fully grown!',
        body: `Your Narra became a mature tree. You earned 750 XP, 100 coins and a free ${body.freeSeedling} seedling: plant it to grow your next tree.`,
        link: '/app/my-tree',
        read_at: null,
      },
    ]);
    expect(notices.filter((n) => n.kind === 'STAGE_UP')).toEqual([]);
    expect(body.noticeIds).toEqual([mature[0]?.id]);
  });
});

describe('daily XP and free water', () => {
  it('claims 10 + 10 × stage XP once per game day', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const none = await claimDailyXp(t, player);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Plant a tree to claim daily XP.');
    const tree = await plantTree(t, player);
    await setGrowth(t, tree.id, { growthPoints: 100, stage: 2 });
    const claim = await claimDailyXp(t, player);
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toMatchObject({
      xp: 30,
      totalXp: 30,
      tree: { lastXpClaimed: t.clock.now().toISOString() },
    });
    const again = await claimDailyXp(t, player);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already claimed today's XP. Come back tomorrow!");
    t.clock.advance(24 * HOUR);
    expect((await claimDailyXp(t, player)).statusCode).toBe(200);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('tops water up to 3 once per game day; asking again changes nothing', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    await setWater(t, player, 1);
    const first = await claimFreeWater(t, player);
    expect(first.json()).toMatchObject({ water: 3, freeWaterClaimedToday: true });
    await setWater(t, player, 0);
    const again = await claimFreeWater(t, player);
    expect(again.json()).toMatchObject({ water: 0, freeWaterClaimedToday: true });
    t.clock.advance(24 * HOUR);
    expect((await claimFreeWater(t, player)).json()).toMatchObject({ water: 3 });
    const other = await createPlayer(t);
    expect((await claimFreeWater(t, player, other)).statusCode).toBe(403);
  });
});

describe('concurrency (meaningful on the PostgreSQL server, where requests run in parallel)', () => {
  it('20 waterings at once: one succeeds, one water is used, the ledgers add up', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => waterTree(t, player, tree.id)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await resourcesOf(t, player)).water).toBe(4);
    expect((await readTree(t, player, tree.id)).json().growthPoints).toBe(10);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('20 fertilizings, 20 daily claims and 20 plantings at once: one each', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const [item] = await seedlingsOf(t, player);
    const plants = await Promise.all(
      Array.from({ length: 20 }, () => plantFrom(t, player, item?.id ?? '')),
    );
    expect(plants.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const tree = plants.find((r) => r.statusCode === 201)?.json() as { id: string };
    expect((await listTrees(t, player)).json()).toHaveLength(1);

    const fertilizings = await Promise.all(
      Array.from({ length: 20 }, () => fertilizeTree(t, player, tree.id)),
    );
    expect(fertilizings.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await resourcesOf(t, player)).fertilizer).toBe(1);

    const claims = await Promise.all(Array.from({ length: 20 }, () => claimDailyXp(t, player)));
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(claims.filter((r) => r.statusCode === 409)).toHaveLength(19);

    expect((await profileOf(t, player)).totalXp).toBe(10 + 10);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('the last water cannot be used twice: 2 waters, 2 trees of 2 players race, counts never go negative', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    await setWater(t, player, 1);
    await t.db.execute(sql`update planted_trees set last_watered_at = null where id = ${tree.id}`);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => waterTree(t, player, tree.id)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await resourcesOf(t, player)).water).toBe(0);
  });
});

describe('care and purchases of one player at once (each locks the rows in the same order)', () => {
  it('waterings, fertilizings and purchases of water together: no deadlock, no server error', async () => {
    startOfPlayDay(t);
    const player = await createPlayer(t);
    const tree = await plantTree(t, player);
    await setCoins(t, player, 1000);
    const water = await findItem(t, player, 'Water ×5');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => [
        waterTree(t, player, tree.id),
        fertilizeTree(t, player, tree.id),
        buyItem(t, player, water.id, 1),
        i % 2 === 0 ? fertilizeTree(t, player, tree.id) : waterTree(t, player, tree.id),
      ]).flat(),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // One watering and one fertilizing in the day's first hours; every purchase goes through.
    expect((await readTree(t, player, tree.id)).json().growthPoints).toBe(10 + 25);
    expect((await resourcesOf(t, player)).water).toBe(5 - 1 + 8 * water.quantityPerPurchase);
    await expectLedgersAddUp(t.db, player.user.id);
  });
});

describe('GET /api/secure/planted-tree/summary', () => {
  it('counts the trees of the game by stage and species', async () => {
    const player = await createPlayer(t);
    const response = await t.request({
      method: 'GET',
      url: apiRoutes.plantedTrees.summary,
      token: player.token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.treesPlanted).toBeGreaterThan(0);
    expect(body.byStage).toHaveLength(6);
    expect(body.byStage.reduce((sum: number, s: { count: number }) => sum + s.count, 0)).toBe(
      body.treesPlanted,
    );
    expect(body.bySpecies[0]).toMatchObject({
      name: expect.any(String),
      count: expect.any(Number),
    });
    const guest = await t.request({ method: 'GET', url: apiRoutes.plantedTrees.summary });
    expect(guest.statusCode).toBe(401);
  });
});
