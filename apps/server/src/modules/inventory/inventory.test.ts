import { describe, expect, it } from 'vitest';
import { claimFreeWater, resourcesOf } from '../../../test/factories/inventory.ts';
import { createPlayer, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('free daily water', () => {
  it('is refused to an unverified account, which gets no water', async () => {
    const player = await createPlayer(t, { verified: false });
    const refused = await claimFreeWater(t, player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Verify your e-mail address to claim free water.');
    expect(await resourcesOf(t, player)).toMatchObject({
      water: 0,
      freeWaterClaimedToday: false,
    });
  });

  it('is given to a verified account', async () => {
    const player = await createPlayer(t);
    const claimed = await claimFreeWater(t, player);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ freeWaterClaimedToday: true });
  });
});
