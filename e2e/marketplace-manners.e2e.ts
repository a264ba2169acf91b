import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type SeedlingItem } from '@punla/contract';
import { resourceInventory } from '../apps/server/src/db/schema/index.ts';
import { axeSerious, describeFindings } from './support/axe.ts';
import { expectVisible } from './support/expect.ts';
import { PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, pageAs, type E2ePlayer } from './support/players.ts';

const h = useHarness();

const resourcesPath = (player: E2ePlayer) =>
  pathTo(apiRoutes.inventory.resources, { userId: player.session.user.id });

const coinsOf = async (player: E2ePlayer) =>
  (
    await callAs<{ balance: number }>(
      h,
      player.session,
      pathTo(apiRoutes.wallet.ofPlayer, { userId: player.session.user.id }),
    )
  ).balance;

/** axe on the part this file is about (the header and the bottom nav have their own checks). */
async function expectNoSeriousAxe(
  page: Parameters<typeof axeSerious>[0],
  where: string,
  include: string,
) {
  const { findings } = await axeSerious(page, where, include);
  expect(findings, describeFindings(findings)).toEqual([]);
}

describe('marketplace manners and the free water', () => {
  it('offers the free water only below 3 water; at 3 or more it says why and the day stays open', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, PHONE);
    // The starter kit gave 5 water: nothing to top up.
    await page.goto('/app/inventory/resources');
    await expectVisible(page.getByText(/You have 5 water, so there is nothing to top up\./));
    expect(await page.getByRole('button', { name: 'Claim 3 free water' }).count()).toBe(0);
    await h.screenshot(page, 'resources-enough-water-phone');
    const refused = await fetch(
      `${h.baseUrl}${pathTo(apiRoutes.inventory.claimFreeWater, { userId: player.session.user.id })}`,
      { method: 'POST', headers: { authorization: `Bearer ${player.session.token}` } },
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'You already have 3 or more water. Free water tops you up when you have fewer than 3.',
    );

    await h.database.db
      .update(resourceInventory)
      .set({ water: 1 })
      .where(eq(resourceInventory.userId, player.session.user.id));
    await page.reload();
    await page.getByRole('button', { name: 'Claim 3 free water' }).click();
    await expectVisible(page.getByText('+2 water! You have 3 water now.'));
    await expectVisible(page.getByText('Claimed today'));
    expect((await callAs<{ water: number }>(h, player.session, resourcesPath(player))).water).toBe(
      3,
    );
    await context.close();
  });

  it('shows a locked seedling with the level it needs, and when a new seedling can be planted', async () => {
    const player = await createVerifiedPlayer(h);
    const userId = player.session.user.id;
    const [narra] = await callAs<SeedlingItem[]>(
      h,
      player.session,
      pathTo(apiRoutes.inventory.seedlings, { userId }),
    );
    await callAs(
      h,
      player.session,
      pathTo(apiRoutes.plantedTrees.plant, { userId, inventoryId: narra!.id }),
      { method: 'POST', body: '{}' },
    );
    const { context, page } = await pageAs(h, player.session, PHONE);
    await page.goto('/app/resource-hub/marketplace?kind=SEEDLING');
    const kamagong = page.getByRole('listitem').filter({ hasText: 'Kamagong seedling' });
    await expectVisible(kamagong.getByText('Unlocks at level 3', { exact: true }));
    await expectVisible(kamagong.getByText('Unlocks at level 3. You are level 0.'));
    const buy = kamagong.getByRole('button', { name: /^Buy/ });
    expect(await buy.isDisabled()).toBe(true);
    const describedBy = await buy.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Unlocks at level 3. You are level 0.',
    );
    const banaba = page.getByRole('listitem').filter({ hasText: 'Banaba seedling' });
    await expectVisible(
      banaba.getByText('You can plant it when your Narra matures, in about 17 days of care.'),
    );
    await kamagong.scrollIntoViewIfNeeded();
    await h.screenshot(page, 'marketplace-locked-phone');
    await expectNoSeriousAxe(
      page,
      'marketplace with a locked seedling, 390x844',
      'section[aria-labelledby="shop-title"]',
    );
    // The streak saver shows under All, with how many the player holds.
    await page.goto('/app/resource-hub/marketplace');
    const saver = page.getByRole('listitem').filter({ hasText: 'Streak saver' });
    await expectVisible(saver.getByText('Held: 0/1'));
    await saver.scrollIntoViewIfNeeded();
    await h.screenshot(page, 'marketplace-saver-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/app/resource-hub/marketplace?kind=SEEDLING');
    await expectVisible(kamagong.getByText('Unlocks at level 3', { exact: true }));
    await h.screenshot(page, 'marketplace-locked-desktop');
    await context.close();
  });

  it('asks before a purchase of 100 coins or more: "Not now" changes nothing, "Buy" buys', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, PHONE);
    await page.goto('/app/resource-hub/marketplace?kind=WATER');
    const card = page.getByRole('listitem').filter({ hasText: 'Water ×5' });
    for (let i = 0; i < 4; i += 1) {
      await card.getByRole('button', { name: /One more/ }).click();
    }
    const box = async () => (await card.boundingBox())?.height;
    const heightBefore = await box();
    await card.getByRole('button', { name: /Buy · 100/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Water ×5?' });
    await expectVisible(dialog.getByText('25 water for 100 coins. You will have 0 coins left.'));
    await page.waitForTimeout(400);
    await h.screenshot(page, 'marketplace-confirm-phone');
    await expectNoSeriousAxe(page, 'purchase confirmation, 390x844', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await coinsOf(player)).toBe(100);
    expect((await callAs<{ water: number }>(h, player.session, resourcesPath(player))).water).toBe(
      5,
    );

    await card.getByRole('button', { name: /Buy · 100/ }).click();
    await dialog.getByRole('button', { name: 'Buy for 100 coins' }).click();
    await expectVisible(page.getByText('You bought 25 water for 100 coins.'));
    await dialog.waitFor({ state: 'hidden' });
    expect(await coinsOf(player)).toBe(0);
    expect((await callAs<{ water: number }>(h, player.session, resourcesPath(player))).water).toBe(
      30,
    );
    // The card keeps its size: the reason now shown ("You need …") had its room already.
    await expectVisible(card.getByText('You need 100 coins but have 0.'));
    expect(await box()).toBe(heightBefore);
    await context.close();
  });
});
