import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
import { createPlayer, useTestApp } from '../../../test/test-app.ts';
import { plantTree } from '../../../test/factories/planted-trees.ts';

const t = useTestApp();

describe('daily XP request body', () => {
  it('takes a POST with no body at all, or an empty one, as `{}`', async () => {
    const player = await createPlayer(t);
    await plantTree(t, player);
    const bare = await t.request({
      method: 'POST',
      url: apiRoutes.plantedTrees.dailyXp,
      token: player.token,
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ xp: 10 });
    const again = await t.request({
      method: 'POST',
      url: apiRoutes.plantedTrees.dailyXp,
      token: player.token,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already claimed today's XP. Come back tomorrow!");
  });

  it('still refuses a body with fields', async () => {
    const player = await createPlayer(t);
    const extra = await t.request({
      method: 'POST',
      url: apiRoutes.plantedTrees.dailyXp,
      token: player.token,
      payload: { treeId: 1 },
    });
    expect(extra.statusCode).toBe(400);
  });
});
