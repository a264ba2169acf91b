import { sql } from 'drizzle-orm';
import { apiRoutes, pathTo, type PlantedTree } from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';
import { seedlingsOf } from './inventory.ts';

const HOUR = 60 * 60 * 1000;

/** Moves the clock to 08:00 in Manila (00:00 UTC) of the next day, so days are predictable. */
export function startOfPlayDay(t: TestApp): void {
  const now = t.clock.now().getTime();
  const next = Math.floor(now / (24 * HOUR)) * 24 * HOUR + 24 * HOUR;
  t.clock.set(new Date(next));
}

/** Plants from the inventory row `inventoryId` of `player`, as `caller` (the player by default). */
export function plantFrom(t: TestApp, player: TestPlayer, inventoryId: string, caller = player) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.plantedTrees.plant, { userId: player.user.id, inventoryId }),
    token: caller.token,
  });
}

/** Plants the player's first seedling (the starter kit's Narra) through the API. */
export async function plantTree(t: TestApp, player: TestPlayer): Promise<PlantedTree> {
  const [seedling] = await seedlingsOf(t, player);
  if (!seedling) throw new Error('the player has no seedling to plant');
  const response = await plantFrom(t, player, seedling.id);
  if (response.statusCode !== 201) throw new Error(`not planted: ${response.body}`);
  return response.json<PlantedTree>();
}

export function waterTree(t: TestApp, player: TestPlayer, plantedTreeId: string) {
  return t.request({
    method: 'POST',
    url: apiRoutes.plantedTrees.water,
    token: player.token,
    payload: { plantedTreeId },
  });
}

export function fertilizeTree(t: TestApp, player: TestPlayer, plantedTreeId: string) {
  return t.request({
    method: 'POST',
    url: apiRoutes.plantedTrees.fertilize,
    token: player.token,
    payload: { plantedTreeId },
  });
}

export function claimDailyXp(t: TestApp, player: TestPlayer, payload: object = {}) {
  return t.request({
    method: 'POST',
    url: apiRoutes.plantedTrees.dailyXp,
    token: player.token,
    payload,
  });
}

/** Reads one planted tree as `caller`. */
export function readTree(t: TestApp, caller: TestPlayer, id: string) {
  return t.request({
    method: 'GET',
    url: pathTo(apiRoutes.plantedTrees.one, { id }),
    token: caller.token,
  });
}

/** The trees of `player`, read by `caller` (the player by default). */
export function listTrees(t: TestApp, player: TestPlayer, caller = player) {
  return t.request({
    method: 'GET',
    url: pathTo(apiRoutes.plantedTrees.list, { id: player.user.id }),
    token: caller.token,
  });
}

/** Sets a tree's growth points (and its stage, when given) directly. */
export async function setGrowth(
  t: TestApp,
  treeId: string,
  growth: { growthPoints: number; stage?: number },
): Promise<void> {
  await t.db.execute(
    sql`update planted_trees set growth_points = ${growth.growthPoints} where id = ${treeId}`,
  );
  if (growth.stage !== undefined) {
    await t.db.execute(sql`update planted_trees set stage = ${growth.stage} where id = ${treeId}`);
  }
}
