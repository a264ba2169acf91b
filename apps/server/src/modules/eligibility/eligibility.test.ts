import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardXp } from '../../lib/ledgers/xp-ledger.ts';
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

async function plant(player: TestPlayer, stage: number) {
  const inventory = await t.request({
    method: 'GET',
    url: `/api/secure/inventory/user/${player.user.id}`,
    token: player.token,
  });
  const tree = await t.request({
    method: 'POST',
    url: `/api/secure/planted-tree/user/${player.user.id}/inventory/${inventory.json()[0].id}`,
    token: player.token,
  });
  await t.db.execute(sql`update planted_trees set stage = ${stage} where id = ${tree.json().id}`);
}

async function seasonXp(player: TestPlayer, amount: number) {
  await t.db.transaction((tx) =>
    awardXp(tx, {
      userId: player.user.id,
      amount,
      reason: 'test',
      ref: player.user.id,
      at: t.clock.now(),
    }),
  );
}

const check = (player: TestPlayer) =>
  t.request({
    method: 'GET',
    url: `/api/secure/planted-tree/user/${player.user.id}/checker`,
    token: player.token,
  });
const eligibleCount = async () =>
  (
    await t.request({
      method: 'GET',
      url: '/api/secure/planted-tree/count-eligible-players',
      token: admin.token,
    })
  ).json().count as number;

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
    await seasonXp(player, 299);
    let result = (await check(player)).json();
    expect(result.rules[1]).toMatchObject({ passed: false, current: 2 });
    expect(result.rules[2]).toMatchObject({
      passed: false,
      current: 299,
      hint: 'Earn 1 more XP this season.',
    });
    await t.db.execute(sql`update planted_trees set stage = 3 where user_id = ${player.user.id}`);
    await t.db.transaction((tx) =>
      awardXp(tx, {
        userId: player.user.id,
        amount: 1,
        reason: 'test',
        ref: 'one-more',
        at: t.clock.now(),
      }),
    );
    result = (await check(player)).json();
    expect(result.eligible).toBe(true);
    expect(await eligibleCount()).toBe(before + 1);
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
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/secure/planted-tree/user/${player.user.id}/checker`,
          token: other.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/secure/planted-tree/count-eligible-players',
          token: other.token,
        })
      ).statusCode,
    ).toBe(403);
  });
});
