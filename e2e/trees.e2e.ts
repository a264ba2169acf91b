import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { resourceInventory } from '../apps/server/src/db/schema/index.ts';
import { expectUrl, expectVisible, pageTitle } from './support/expect.ts';
import { DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, pageAs, useSession } from './support/players.ts';

const h = useHarness();

describe('the tree game in the browser', () => {
  it('plants the starter Narra, waters, sees the cooldown, fertilizes, and claims daily XP once', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, PHONE);
    await page.goto('/app/my-tree');

    await page.getByRole('button', { name: 'Plant Narra' }).click();
    // The first-visit tour starts once a tree grows; skip it.
    await page.getByRole('button', { name: /skip/i }).click();

    await page.getByRole('button', { name: 'Water', exact: true }).click();
    await expectVisible(page.getByText('You can water again in 4 h.').first());
    await expectVisible(page.getByLabel('4 water left'));

    await page.getByRole('button', { name: 'Fertilize', exact: true }).click();
    await expectVisible(page.getByText(/You have fertilized this tree today/).first());

    // Water and fertilizer took the tree to 35 GP: the Sprout stage, whose daily XP is 20.
    // The celebration waits while the pointer rests on it; a tap closes it.
    const celebration = page.getByRole('dialog', { name: 'Your tree is now a Sprout!' });
    await expectVisible(celebration);
    await celebration.getByText('Tap anywhere to continue').click();
    await expect.poll(() => celebration.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Claim +20 XP' }).click();
    await expectVisible(page.getByText('Claimed today').first());
    await h.screenshot(page, 'my-tree-phone');

    // A second claim (from another tab, say) is refused by the server with its message.
    const second = await fetch(`${h.baseUrl}${pathTo(apiRoutes.plantedTrees.dailyXp)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${player.session.token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe(
      "You have already claimed today's XP. Come back tomorrow!",
    );
    await expectUrl(page, '/app/my-tree');
    await expectVisible(page.getByText('Claimed today').first());
    await context.close();
  });

  it('shows the second claim refused in an error toast', async () => {
    const player = await createVerifiedPlayer(h);
    const userId = player.session.user.id;
    const inventory = await callAs<{ id: string }[]>(
      h,
      player.session,
      pathTo(apiRoutes.inventory.seedlings, { userId }),
    );
    await callAs(
      h,
      player.session,
      pathTo(apiRoutes.plantedTrees.plant, { userId, inventoryId: inventory[0]?.id ?? '' }),
      { method: 'POST' },
    );
    await callAs(h, player.session, pathTo(apiRoutes.accounts.user, { userId }), {
      method: 'PUT',
      body: JSON.stringify({ tourCompleted: true }),
    });
    const { context, page } = await h.newPage(DESKTOP);
    await useSession(context, {
      ...player.session,
      user: { ...player.session.user, tourCompleted: true },
    });
    await page.goto('/app/my-tree');
    const claim = page.getByRole('button', { name: 'Claim +10 XP' });
    await claim.waitFor();
    // The claim is taken elsewhere after the page loaded: this page still offers it.
    await callAs(h, player.session, pathTo(apiRoutes.plantedTrees.dailyXp), {
      method: 'POST',
      body: '{}',
    });
    await claim.click();
    await expectVisible(
      page.getByText("You have already claimed today's XP. Come back tomorrow! (Status Code: 409)"),
    );
    await h.screenshot(page, 'my-tree-desktop');
    await expectUrl(page, '/app/my-tree');
    await expectVisible(pageTitle(page, 'My Tree'));
    await context.close();
  });

  it('lists seedlings, the forest and resources in the inventory, and claims free water once', async () => {
    const player = await createVerifiedPlayer(h);
    // Free water is offered below 3 water; the starter kit's 5 are used up.
    await h.database.db
      .update(resourceInventory)
      .set({ water: 0 })
      .where(eq(resourceInventory.userId, player.session.user.id));
    const { context, page } = await pageAs(h, player.session, PHONE);
    await page.goto('/app/inventory');
    await page.waitForURL('**/app/inventory/seedlings');
    await expectVisible(page.getByText('Pterocarpus indicus').first());
    await h.screenshot(page, 'inventory-seedlings-phone');
    await page
      .getByRole('tab', { name: /resources/i })
      .click()
      .catch(() => page.getByRole('link', { name: /resources/i }).click());
    await page.waitForURL('**/app/inventory/resources');
    await page.getByRole('button', { name: /claim 3 free water/i }).click();
    await expectUrl(page, '/app/inventory/resources');
    await expectVisible(page.getByText('Claimed today').first());
    await context.close();
  });
});
