import { describe, expect, it } from 'vitest';
import { claimFreeWater, resourcesOf, setWater } from '../../../test/factories/inventory.ts';
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

  it('is given to a verified account with fewer than 3 water', async () => {
    const player = await createPlayer(t);
    await setWater(t, player, 0);
    const claimed = await claimFreeWater(t, player);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ freeWaterClaimedToday: true });
  });

  it("is refused with 409 while the player holds 3 or more, and the day's claim is kept", async () => {
    const player = await createPlayer(t);
    for (const water of [4, 3]) {
      await setWater(t, player, water);
      const refused = await claimFreeWater(t, player);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ENOUGH_WATER',
        message:
          'You already have 3 or more water. Free water tops you up when you have fewer than 3.',
      });
      expect(await resourcesOf(t, player)).toMatchObject({ water, freeWaterClaimedToday: false });
    }
    await setWater(t, player, 2);
    const claimed = await claimFreeWater(t, player);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ water: 3, freeWaterClaimedToday: true });
  });

  it('tops up once when claimed many times at once with no water', async () => {
    const player = await createPlayer(t);
    await setWater(t, player, 0);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => claimFreeWater(t, player)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await resourcesOf(t, player)).toMatchObject({ water: 3, freeWaterClaimedToday: true });
    await setWater(t, player, 0);
    expect((await claimFreeWater(t, player)).json()).toMatchObject({ water: 0 });
  });
});
