import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeSerious, describeFindings, type AxeFinding } from './support/axe.ts';
import { expectUrl, expectVisible, pageTitle } from './support/expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { createVerifiedPlayer, loginAs, pageAs } from './support/players.ts';

const h = useHarness();
const NARROW = { width: 360, height: 740 };

/** The number a fact of the file's account shows ("Coins" → 100). */
async function factOf(page: Page, label: string): Promise<number> {
  const value = page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expectVisible(value);
  return Number((await value.textContent())?.replace(/[^\d-]/g, ''));
}

describe('the admins’ Players area', () => {
  it('an admin finds a player by the start of their name, gives them 25 coins with a reason, and finds it in the ledger and the audit log', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const player = await createVerifiedPlayer(h);
    const reason = 'Lost 25 coins to the watering bug reported on Friday.';
    const { context, page } = await pageAs(h, admin, DESKTOP);

    // The start of the name, typed: the search follows once the typing pauses.
    await page.goto('/admin/players');
    await expectVisible(pageTitle(page, 'Players'));
    const start = player.username.slice(0, -1);
    await page.getByRole('searchbox', { name: 'Search players' }).fill(start);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(start);
    const found = page.getByRole('table', { name: 'Players found' });
    const link = found.getByRole('link', { name: player.username, exact: true });
    await expectVisible(link);
    await h.screenshot(page, 'players-search-desktop');
    await link.click();

    // The file: the account, and the adjustment in its dialog.
    await expectUrl(page, `/admin/players/${player.session.user.id}`);
    await expectVisible(page.getByRole('heading', { level: 2, name: player.username }));
    const coinsBefore = await factOf(page, 'Coins');
    await page.getByRole('button', { name: 'Adjust coins, XP or items' }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust ${player.username}’s account` });
    await dialog.getByRole('textbox', { name: 'Coins' }).fill('+25');
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectVisible(
      dialog.getByText(
        `Give 25 coins: the balance goes from ${coinsBefore} to ${coinsBefore + 25}.`,
      ),
    );
    await h.screenshot(page, 'players-adjust-confirm-desktop');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(page.getByText(`You gave ${player.username} 25 coins`).first());
    await dialog.waitFor({ state: 'detached' });

    // The new balance, and the ledger's newest row with the reason.
    await expect.poll(() => factOf(page, 'Coins')).toBe(coinsBefore + 25);
    const ledger = page.getByRole('table', { name: 'Wallet ledger' });
    const newest = ledger.getByRole('row').nth(1);
    await expectVisible(newest.getByText('+25'));
    await expectVisible(newest.getByText(`Changed by an admin: ${reason}`));

    // The audit log's entries about this player: the adjustment, with the reason.
    await page.getByRole('link', { name: 'Audit entries about this player' }).click();
    await expectUrl(page, '/admin/audit');
    const entries = page.getByRole('list', { name: 'Audit entries' });
    const entry = entries.getByRole('listitem').filter({ hasText: 'Balance adjusted' }).first();
    await expectVisible(entry);
    await expectVisible(entry.getByText(reason));
    await h.screenshot(page, 'players-audit-desktop');
    await context.close();
  });

  it('looks finished on phones and a desktop, and passes axe with its dialogs open', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const player = await createVerifiedPlayer(h);
    const findings: AxeFinding[] = [];
    for (const [name, viewport] of [
      ['360', NARROW],
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const { context, page } = await pageAs(h, admin, viewport);
      await page.goto('/admin/players');
      await expectVisible(page.getByRole('table', { name: 'Players found' }));
      await page.waitForTimeout(400);
      await h.screenshot(page, `players-search-${name}`);
      findings.push(...(await axeSerious(page, `players ${name}`)).findings);
      // Nothing wider than the window: the rows are cards on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.goto(`/admin/players/${player.session.user.id}`);
      await expectVisible(page.getByRole('heading', { level: 2, name: player.username }));
      await page.waitForTimeout(400);
      await h.screenshot(page, `player-file-${name}`);
      findings.push(...(await axeSerious(page, `player file ${name}`)).findings);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.getByRole('button', { name: 'Suspend' }).click();
      const dialog = page.getByRole('dialog', { name: `Suspend ${player.username}` });
      await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Checking how it looks.');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expectVisible(dialog.getByRole('heading', { name: 'Check and confirm' }));
      await page.waitForTimeout(400);
      await h.screenshot(page, `player-suspend-confirm-${name}`);
      findings.push(...(await axeSerious(page, `suspend dialog ${name}`)).findings);
      await context.close();
    }
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it('renames a player and makes them an admin by the keyboard alone', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const player = await createVerifiedPlayer(h);
    const newName = `kb_${Date.now().toString(36)}`;
    const { context, page } = await pageAs(h, admin, PHONE);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const hasFocus = (locator: Locator) =>
      expect
        .poll(() => locator.evaluate((element) => element === document.activeElement))
        .toBe(true);
    await page.goto(`/admin/players/${player.session.user.id}`);
    await expectVisible(page.getByRole('heading', { level: 2, name: player.username }));

    // Escape closes a dialog and gives the focus back to its button.
    await page.getByRole('button', { name: 'Rename' }).focus();
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', { name: `Rename ${player.username}` });
    await expectVisible(rename);
    await page.keyboard.press('Escape');
    await rename.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Rename');

    await page.keyboard.press('Enter');
    // The dialog puts the focus in its first field once it has opened.
    await hasFocus(rename.getByRole('textbox', { name: 'New username' }));
    await page.keyboard.type(newName);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Asked for a new name: the old one was their address.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Continue');
    await page.keyboard.press('Enter');
    await expectVisible(
      rename.getByText(`${player.username} is renamed ${newName}`, { exact: false }),
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Rename');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { level: 2, name: newName }));

    const promote = page.getByRole('button', { name: 'Make admin' });
    await promote.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Make ${newName} an admin` });
    await hasFocus(dialog.getByRole('textbox', { name: /^Reason/ }));
    await page.keyboard.type('Runs the planting events in Rizal from now on.');
    await page.keyboard.press('Enter');
    // Enter in the reason is a new line; the form goes on from its button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectVisible(dialog.getByRole('heading', { name: 'Check and confirm' }));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Make admin');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('button', { name: 'Remove admin' }));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toBe('Actions on this player');
    await context.close();
  });
});
