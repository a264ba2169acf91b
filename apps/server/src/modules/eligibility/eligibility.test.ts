import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { awardSeasonXp } from '../../../test/factories/seasons.ts';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

/** Plants the player's first seedling and sets the tree's stage. */
async function plant(player: TestPlayer, stage: number) {
  const userId = player.user.id;
  const inventory = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.inventory.seedlings, { userId }),
    token: player.token,
  });
  const tree = await t.request({
    method: 'POST',
    url: pathTo(apiRoutes.plantedTrees.plant, { userId, inventoryId: inventory.json()[0].id }),
    token: player.token,
  });
  await t.db.execute(sql`update planted_trees set stage = ${stage} where id = ${tree.json().id}`);
}

const check = (player: TestPlayer, caller = player) =>
  t.request({
    method: 'GET',
    url: pathTo(apiRoutes.eligibility.checker, { userId: player.user.id }),
    token: caller.token,
  });
const countEligible = (caller: TestPlayer) =>
  t.request({ method: 'GET', url: apiRoutes.eligibility.countEligible, token: caller.token });
const eligibleCount = async () => (await countEligible(admin)).json().count as number;

describe('event eligibility', () => {
  it('shows each rule with progress, and passes only at the edges of docs/game-rules.md', async () => {
    const player = await createPlayer(t);
    const start = await check(player);
    expect(start.json()).toMatchObject({
      eligible: false,
      season: 'Season 1',
      rules: [
        { key: 'VERIFIED', passed: true },
        {
          key: 'TREE_STAGE',
          passed: false,
          current: 0,
          target: 3,
          hint: 'Grow a tree planted this season to the Sapling stage (best so far: Seed).',
        },
        {
          key: 'SEASON_XP',
          passed: false,
          current: 0,
          target: 300,
          hint: 'Earn 300 more XP this season.',
        },
      ],
    });
    const before = await eligibleCount();
    await plant(player, 2);
    await awardSeasonXp(t, player, 299);
    let result = (await check(player)).json();
    expect(result.rules[1]).toMatchObject({ passed: false, current: 2 });
    expect(result.rules[2]).toMatchObject({
      passed: false,
      current: 299,
      hint: 'Earn 1 more XP this season.',
    });
    await t.db.execute(sql`update planted_trees set stage = 3 where user_id = ${player.user.id}`);
    await awardSeasonXp(t, player, 1);
    result = (await check(player)).json();
    expect(result.eligible).toBe(true);
    expect(await eligibleCount()).toBe(before + 1);
    await awardSeasonXp(t, player, 190);
    result = (await check(player)).json();
    expect(result.rules[2]).toMatchObject({ passed: true, current: 490, target: 300 });
  });

  it('does not count an unverified player, and guards the routes', async () => {
    const player = await createPlayer(t, { verified: false });
    const response = await check(player);
    expect(response.json().rules[0]).toMatchObject({
      key: 'VERIFIED',
      passed: false,
      hint: 'Verify your e-mail address.',
    });
    const other = await createPlayer(t);
    expect((await check(player, other)).statusCode).toBe(403);
    expect((await countEligible(other)).statusCode).toBe(403);
  });
});
