import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../apps/server/src/db/schema/index.ts';
import { signUp, verifyWithMailedCode } from './support/account-forms.ts';
import { axeSerious, describeFindings } from './support/axe.ts';
import { expectUrl, expectVisible } from './support/expect.ts';
import { DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { createVerifiedPlayer, newPlayerName, pageAs } from './support/players.ts';

const h = useHarness();

describe('the inbox', () => {
  it('tells a newly verified player about their starter kit, and counts it read once followed', async () => {
    const { context, page } = await h.newPage(PHONE);
    const username = newPlayerName();
    const password = 'Seedling-42';
    const email = await signUp(page, username, password);
    // Verified, the player lands on My Tree, logged in since the sign-up.
    await verifyWithMailedCode(h, page, email);

    await page.goto('/app/profile');
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expectVisible(bell);
    // The bell is reached and opened with the keyboard.
    await bell.focus();
    await page.keyboard.press('Enter');

    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expectVisible(drawer);
    const notice = drawer.getByRole('link', { name: /Your starter kit is here/ });
    await expectVisible(notice);
    await expectVisible(drawer.getByText('1 unread'));
    await expectVisible(notice.getByText('New', { exact: true }));
    await expectVisible(
      notice.getByText(
        '1 Narra seedling, 5 water and 2 fertilizer are in your inventory, and 100 coins in your wallet. Plant your seedling on My Tree.',
      ),
    );
    await expectVisible(notice.getByText('just now'));
    await page.waitForTimeout(400); // the drawer's slide-in
    await h.screenshot(page, 'inbox-drawer-phone');
    const axe = await axeSerious(page, 'inbox drawer', '.mantine-Drawer-content');
    expect(axe.count, describeFindings(axe.findings)).toMatchObject({ serious: 0, critical: 0 });

    // Following the notice leads to My Tree, closes the inbox and marks the notice read.
    await notice.click();
    await expectUrl(page, '/app/my-tree');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expectVisible(page.getByRole('button', { name: 'Notifications', exact: true }));

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expectVisible(drawer.getByText('All caught up'));
    expect(await drawer.getByText('New', { exact: true }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('marks every notice read at once', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, DESKTOP);
    await page.goto('/app/profile');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expectVisible(drawer.getByRole('link', { name: /Your starter kit is here/ }));
    await page.waitForTimeout(400); // the drawer's slide-in
    await h.screenshot(page, 'inbox-drawer-desktop');
    await drawer.getByRole('button', { name: 'Mark all as read' }).click();
    await expectVisible(drawer.getByText('All caught up'));
    await page.keyboard.press('Escape');
    await expectVisible(page.getByRole('button', { name: 'Notifications', exact: true }));
    await context.close();
  });

  it('celebrates a level reached like a new tree stage, once', async () => {
    const player = await createVerifiedPlayer(h);
    const userId = player.session.user.id;
    // 5 XP short of level 3: the daily login quest (10 XP) takes the player there.
    await h.database.db.update(users).set({ totalXp: 595 }).where(eq(users.id, userId));
    const { context, page } = await pageAs(h, player.session, PHONE);
    await page.goto('/app/resource-hub/quest');
    await expectVisible(page.getByRole('button', { name: 'Notifications, 1 unread' }));
    await h.screenshot(page, 'inbox-bell-phone');
    const claim = page.getByRole('button', { name: 'Claim Daily login' });
    await claim.click();

    const celebration = page.getByRole('dialog', { name: 'You reached level 3!' });
    await expectVisible(celebration, { timeout: 10_000 });
    await expectVisible(celebration.getByText('Uncommon seedlings are now in the marketplace.'));
    const proceed = celebration.getByRole('button', { name: 'Continue' });
    await expect.poll(() => proceed.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForTimeout(500); // the card's pop-in
    await h.screenshot(page, 'level-up-phone');
    const axe = await axeSerious(
      page,
      'level-up celebration',
      '[aria-labelledby="level-up-title"]',
    );
    expect(axe.count, describeFindings(axe.findings)).toMatchObject({ serious: 0, critical: 0 });

    await page.keyboard.press('Enter');
    await expect.poll(() => celebration.isVisible()).toBe(false);
    // Closed, the level-up is read: it is not celebrated again on the next visit.
    await expectVisible(page.getByRole('button', { name: 'Notifications, 1 unread' }));
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Notifications, 1 unread' }));
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog', { name: /You reached level/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expectVisible(drawer.getByRole('link', { name: /Level 3!/ }));
    await context.close();
  });
});
