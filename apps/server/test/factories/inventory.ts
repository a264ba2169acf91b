import { sql } from 'drizzle-orm';
import { apiRoutes, pathTo, type Resources, type SeedlingItem } from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';

export async function seedlingsOf(t: TestApp, player: TestPlayer): Promise<SeedlingItem[]> {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.inventory.seedlings, { userId: player.user.id }),
    token: player.token,
  });
  if (response.statusCode !== 200) throw new Error(`no inventory: ${response.body}`);
  return response.json<SeedlingItem[]>();
}

export async function resourcesOf(t: TestApp, player: TestPlayer): Promise<Resources> {
  const response = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.inventory.resources, { userId: player.user.id }),
    token: player.token,
  });
  return response.json<Resources>();
}

/** Claims the free daily water of `player`, as `caller` (the player by default). */
export function claimFreeWater(t: TestApp, player: TestPlayer, caller = player) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.inventory.claimFreeWater, { userId: player.user.id }),
    token: caller.token,
  });
}

/** Sets the player's water to `water` units. */
export async function setWater(t: TestApp, player: TestPlayer, water: number): Promise<void> {
  await t.db.execute(
    sql`update resource_inventory set water = ${water} where user_id = ${player.user.id}`,
  );
}
