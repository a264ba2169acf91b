import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import {
  createPlayer,
  createTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

/** Moves the clock to 08:00 in Manila (00:00 UTC) of the next day, so days are predictable. */
function startOfPlayDay() {
  const now = t.clock.now().getTime();
  const next = Math.floor(now / (24 * HOUR)) * 24 * HOUR + 24 * HOUR;
  t.clock.set(new Date(next));
}

async function seedlings(player: TestPlayer) {
  const response = await t.request({
    method: 'GET',
    url: `/api/secure/inventory/user/${player.user.id}`,
    token: player.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; quantity: number; species: { name: string } }[];
}

async function resources(player: TestPlayer) {
  const response = await t.request({
    method: 'GET',
    url: `/api/secure/resource-inventory/user/${player.user.id}`,
    token: player.token,
  });
  return response.json() as { water: number; fertilizer: number; freeWaterClaimedToday: boolean };
}

async function plantFirst(player: TestPlayer) {
  const [narra] = await seedlings(player);
  const response = await t.request({
    method: 'POST',
    url: `/api/secure/planted-tree/user/${player.user.id}/inventory/${narra?.id}`,
    token: player.token,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

const water = (player: TestPlayer, plantedTreeId: string) =>
  t.request({
    method: 'POST',
    url: '/api/secure/planted-tree/add-water',
    token: player.token,
    payload: { plantedTreeId },
  });
const fertilize = (player: TestPlayer, plantedTreeId: string) =>
  t.request({
    method: 'POST',
    url: '/api/secure/planted-tree/add-fertilizer',
    token: player.token,
    payload: { plantedTreeId },
  });
const dailyXp = (player: TestPlayer) =>
  t.request({
    method: 'POST',
    url: '/api/secure/planted-tree/daily-xp',
    token: player.token,
    payload: {},
  });

async function setGrowthPoints(treeId: string, points: number) {
  await t.db.execute(sql`update planted_trees set growth_points = ${points} where id = ${treeId}`);
}

describe('the starter kit and planting', () => {
  it('gives a verified player 1 Narra seedling, 5 water, 2 fertilizer and 100 coins', async () => {
    const player = await createPlayer(t);
    const items = await seedlings(player);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 1, species: { name: 'Narra' } });
    expect(await resources(player)).toMatchObject({ water: 5, fertilizer: 2 });
    const profile = await t.request({
      method: 'GET',
      url: `/api/secure/user/${player.user.id}`,
      token: player.token,
    });
    expect(profile.json().walletBalance).toBe(100);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('plants the seedling as the active tree at the Seed stage, and only one growing tree at a time', async () => {
    const player = await createPlayer(t);
    const [narra] = await seedlings(player);
    const tree = await plantFirst(player);
    expect(tree).toMatchObject({
      stage: 0,
      stageName: 'Seed',
      growthPoints: 0,
      active: true,
      mature: false,
      wilted: false,
      nextStageAt: 30,
    });
    expect(await seedlings(player)).toEqual([]);

    const again = await t.request({
      method: 'POST',
      url: `/api/secure/planted-tree/user/${player.user.id}/inventory/${narra?.id}`,
      token: player.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You already have a tree growing. Grow it to a mature tree before planting another.',
    );

    const list = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/list/${player.user.id}`,
      token: player.token,
    });
    expect(list.json()).toHaveLength(1);
  });

  it("refuses another player's inventory and trees, and malformed ids", async () => {
    const owner = await createPlayer(t);
    const other = await createPlayer(t);
    const [item] = await seedlings(owner);
    const withOtherUser = await t.request({
      method: 'POST',
      url: `/api/secure/planted-tree/user/${owner.user.id}/inventory/${item?.id}`,
      token: other.token,
    });
    expect(withOtherUser.statusCode).toBe(403);
    const withOwnUser = await t.request({
      method: 'POST',
      url: `/api/secure/planted-tree/user/${other.user.id}/inventory/${item?.id}`,
      token: other.token,
    });
    expect(withOwnUser.statusCode).toBe(404);
    expect(withOwnUser.json().message).toBe('There is no such seedling in your inventory.');

    const tree = await plantFirst(owner);
    expect((await water(other, tree.id)).statusCode).toBe(404);
    expect((await fertilize(other, tree.id)).statusCode).toBe(404);
    const read = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/${tree.id}`,
      token: other.token,
    });
    expect(read.statusCode).toBe(404);
    const list = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/list/${owner.user.id}`,
      token: other.token,
    });
    expect(list.statusCode).toBe(403);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const byAdmin = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/${tree.id}`,
      token: admin.token,
    });
    expect(byAdmin.statusCode).toBe(200);

    for (const payload of [
      {},
      { plantedTreeId: 'not-a-uuid' },
      { plantedTreeId: tree.id, growthPoints: 900 },
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/secure/planted-tree/add-water',
        token: owner.token,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const xpBody = await t.request({
      method: 'POST',
      url: '/api/secure/planted-tree/daily-xp',
      token: owner.token,
      payload: { xp: 1000 },
    });
    expect(xpBody.statusCode).toBe(400);
    expect(xpBody.json().message).toBe('Unknown field "xp" in the body.');
  });
});

describe('watering and fertilizing', () => {
  it('waters for +10 GP and +5 XP, then waits 4 hours, at most 3 times a game day', async () => {
    startOfPlayDay();
    const player = await createPlayer(t);
    const tree = await plantFirst(player);
    const first = await water(player, tree.id);
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
    const early = await water(player, tree.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'TOO_SOON',
      message: 'You can water again in 2 h 14 min.',
    });

    t.clock.advance(2 * HOUR + 14 * 60 * 1000);
    const second = await water(player, tree.id);
    expect(second.statusCode).toBe(200);
    t.clock.advance(4 * HOUR);
    const third = await water(player, tree.id);
    expect(third.statusCode).toBe(200);
    // Three waterings took the tree to 30 GP: the Sprout stage, with its reward.
    expect(third.json()).toMatchObject({
      tree: { stage: 1, stageName: 'Sprout', growthPoints: 30 },
      stagesReached: [{ stage: 1, name: 'Sprout', xp: 50, coins: 20 }],
      xpGained: 55,
      coinsGained: 20,
    });
    t.clock.advance(4 * HOUR);
    const fourth = await water(player, tree.id);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('DAILY_LIMIT_REACHED');
    expect(fourth.json().message).toMatch(
      /^You have watered this tree 3 times today\. You can water again in \d+ h( \d+ min)?\.$/,
    );

    t.clock.advance(12 * HOUR);
    expect((await water(player, tree.id)).statusCode).toBe(200);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('fertilizes for +25 GP and +10 XP once per game day, and says when water runs out', async () => {
    startOfPlayDay();
    const player = await createPlayer(t);
    const tree = await plantFirst(player);
    const first = await fertilize(player, tree.id);
    expect(first.json()).toMatchObject({
      growthPointsGained: 25,
      xpGained: 10,
      resources: { fertilizer: 1 },
    });
    const again = await fertilize(player, tree.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^You have fertilized this tree today\. You can fertilize again in /,
    );

    await t.db.execute(
      sql`update resource_inventory set water = 0 where user_id = ${player.user.id}`,
    );
    const dry = await water(player, tree.id);
    expect(dry.statusCode).toBe(400);
    expect(dry.json().message).toBe(
      'You have no water left. Claim your free daily water or buy more in the Resource Hub.',
    );
    const after = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/${tree.id}`,
      token: player.token,
    });
    expect(after.json().growthPoints).toBe(25);
  });

  it('wilts after 72 hours without water: no fertilizer, and the next watering revives it without growth', async () => {
    startOfPlayDay();
    const player = await createPlayer(t);
    const tree = await plantFirst(player);
    await water(player, tree.id);
    t.clock.advance(71 * HOUR);
    let read = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/${tree.id}`,
      token: player.token,
    });
    expect(read.json().wilted).toBe(false);
    t.clock.advance(HOUR);
    read = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/${tree.id}`,
      token: player.token,
    });
    expect(read.json().wilted).toBe(true);
    expect(read.json().fertilizer.reason).toBe('Your tree is wilted. Water it first to revive it.');
    const refused = await fertilize(player, tree.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TREE_WILTED');
    const revived = await water(player, tree.id);
    expect(revived.json()).toMatchObject({
      revived: true,
      growthPointsGained: 0,
      tree: { wilted: false, growthPoints: 10 },
    });
  });

  it('pays every stage once and, at maturity, the bonus and a free seedling; then the tree rests', async () => {
    startOfPlayDay();
    const player = await createPlayer(t);
    const tree = await plantFirst(player);
    await setGrowthPoints(tree.id, 895);
    const result = await water(player, tree.id);
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
    expect(await seedlings(player)).toHaveLength(1);

    t.clock.advance(5 * HOUR);
    const rest = await water(player, tree.id);
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe(
      'This tree is fully grown. Plant a new seedling to keep growing.',
    );
    // A new tree can be planted now.
    await plantFirst(player);
    const impact = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/user/${player.user.id}/impact`,
      token: player.token,
    });
    expect(impact.json()).toEqual({
      treesPlanted: 2,
      matureTrees: 1,
      stagesReached: 5,
      co2KgPerYearEstimate: 28,
    });
    await expectLedgersAddUp(t.db, player.user.id);
  });
});

describe('daily XP and free water', () => {
  it('claims 10 + 10 × stage XP once per game day', async () => {
    startOfPlayDay();
    const player = await createPlayer(t);
    const none = await dailyXp(player);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Plant a tree to claim daily XP.');
    const tree = await plantFirst(player);
    await setGrowthPoints(tree.id, 100);
    await t.db.execute(sql`update planted_trees set stage = 2 where id = ${tree.id}`);
    const claim = await dailyXp(player);
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toMatchObject({
      xp: 30,
      totalXp: 30,
      tree: { lastXpClaimed: t.clock.now().toISOString() },
    });
    const again = await dailyXp(player);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already claimed today's XP. Come back tomorrow!");
    t.clock.advance(24 * HOUR);
    expect((await dailyXp(player)).statusCode).toBe(200);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('tops water up to 3 once per game day; asking again changes nothing', async () => {
    startOfPlayDay();
    const player = await createPlayer(t);
    await t.db.execute(
      sql`update resource_inventory set water = 1 where user_id = ${player.user.id}`,
    );
    const url = `/api/secure/resource-inventory/user/${player.user.id}/reset-count`;
    const first = await t.request({ method: 'POST', url, token: player.token });
    expect(first.json()).toMatchObject({ water: 3, freeWaterClaimedToday: true });
    await t.db.execute(
      sql`update resource_inventory set water = 0 where user_id = ${player.user.id}`,
    );
    const again = await t.request({ method: 'POST', url, token: player.token });
    expect(again.json()).toMatchObject({ water: 0, freeWaterClaimedToday: true });
    t.clock.advance(24 * HOUR);
    const tomorrow = await t.request({ method: 'POST', url, token: player.token });
    expect(tomorrow.json()).toMatchObject({ water: 3 });
    const other = await createPlayer(t);
    expect((await t.request({ method: 'POST', url, token: other.token })).statusCode).toBe(403);
  });
});

describe('concurrency (meaningful on the PostgreSQL server, where requests run in parallel)', () => {
  it('20 waterings at once: one succeeds, one water is used, the ledgers add up', async () => {
    startOfPlayDay();
    const player = await createPlayer(t);
    const tree = await plantFirst(player);
    const responses = await Promise.all(Array.from({ length: 20 }, () => water(player, tree.id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await resources(player)).water).toBe(4);
    const read = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/${tree.id}`,
      token: player.token,
    });
    expect(read.json().growthPoints).toBe(10);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('20 fertilizings, 20 daily claims and 20 plantings at once: one each', async () => {
    startOfPlayDay();
    const player = await createPlayer(t);
    const [item] = await seedlings(player);
    const plants = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({
          method: 'POST',
          url: `/api/secure/planted-tree/user/${player.user.id}/inventory/${item?.id}`,
          token: player.token,
        }),
      ),
    );
    expect(plants.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const tree = plants.find((r) => r.statusCode === 201)?.json() as { id: string };
    const list = await t.request({
      method: 'GET',
      url: `/api/secure/planted-tree/list/${player.user.id}`,
      token: player.token,
    });
    expect(list.json()).toHaveLength(1);

    const fertilizings = await Promise.all(
      Array.from({ length: 20 }, () => fertilize(player, tree.id)),
    );
    expect(fertilizings.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await resources(player)).fertilizer).toBe(1);

    const claims = await Promise.all(Array.from({ length: 20 }, () => dailyXp(player)));
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(claims.filter((r) => r.statusCode === 409)).toHaveLength(19);

    const profile = await t.request({
      method: 'GET',
      url: `/api/secure/user/${player.user.id}`,
      token: player.token,
    });
    expect(profile.json().totalXp).toBe(10 + 10);
    await expectLedgersAddUp(t.db, player.user.id);
  });

  it('the last water cannot be used twice: 2 waters, 2 trees of 2 players race, counts never go negative', async () => {
    startOfPlayDay();
    const player = await createPlayer(t);
    const tree = await plantFirst(player);
    await t.db.execute(
      sql`update resource_inventory set water = 1 where user_id = ${player.user.id}`,
    );
    await t.db.execute(sql`update planted_trees set last_watered_at = null where id = ${tree.id}`);
    const responses = await Promise.all(Array.from({ length: 10 }, () => water(player, tree.id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await resources(player)).water).toBe(0);
  });
});

describe('GET /api/secure/planted-tree/summary', () => {
  it('counts the trees of the game by stage and species', async () => {
    const player = await createPlayer(t);
    const response = await t.request({
      method: 'GET',
      url: '/api/secure/planted-tree/summary',
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
    const guest = await t.request({ method: 'GET', url: '/api/secure/planted-tree/summary' });
    expect(guest.statusCode).toBe(401);
  });
});
