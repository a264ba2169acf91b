import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { fillSignUpForm, submitSignUp, verifyWithMailedCode } from './support/account-forms.ts';
import { expectUrl, expectVisible, pageTitle } from './support/expect.ts';
import { DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, loginAs, pageAs } from './support/players.ts';
import { expectMyTreeBeforePlanting } from './support/screens.ts';

const h = useHarness();

describe('the economy in the browser', () => {
  it('buys water in the marketplace and finds it in the inventory at once', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, PHONE);
    await page.goto('/app/resource-hub');
    await page.waitForURL('**/app/resource-hub/marketplace');
    const card = page.getByRole('listitem').filter({ hasText: 'Water ×5' });
    await card.getByRole('button', { name: /Buy · 20/ }).click();
    await expectVisible(page.getByText('You bought 5 water for 20 coins.'));
    await h.screenshot(page, 'resource-hub-marketplace-phone');
    await page.goto('/app/inventory/resources');
    await expectVisible(page.getByText('10', { exact: true }).first());
    const resources = await callAs<{ water: number }>(
      h,
      player.session,
      pathTo(apiRoutes.inventory.resources, { userId: player.session.user.id }),
    );
    expect(resources.water).toBe(10);
    await expectUrl(page, '/app/inventory/resources');
    await expectVisible(page.getByRole('heading', { name: 'Your resources' }));
    await context.close();
  });

  it('claims the daily login quest once', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, DESKTOP);
    await page.goto('/app/resource-hub/quest');
    await page.getByRole('button', { name: 'Claim Daily login' }).click();
    await expectVisible(page.getByText('Claimed', { exact: true }).first());
    expect(await page.getByRole('button', { name: 'Claim Daily login' }).count()).toBe(0);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('punla.session') ?? '{}'),
    );
    expect(stored.state.lastClaimLogin).toEqual(expect.any(String));
    await h.screenshot(page, 'resource-hub-quest-desktop');
    await expectUrl(page, '/app/resource-hub/quest');
    await expectVisible(pageTitle(page, 'Resource Hub'));
    expect(await page.getByText('Claimed', { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('brings a friend through the referral link: the friend’s gift at verification, the referrer’s reward pending until the friend plays', async () => {
    const referrer = await createVerifiedPlayer(h);
    const first = await pageAs(h, referrer.session, DESKTOP);
    await first.page.goto('/app/profile');
    const codeText = await first.page.getByLabel(/^Your code/).textContent();
    const code = (codeText ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await h.screenshot(first.page, 'referral-panel-desktop');

    // The friend opens the link in another browser, signs up and verifies (still logged in).
    const friend = await h.newPage(PHONE);
    await friend.page.goto(`/${code}`);
    await friend.page.waitForURL((url) => url.pathname === '/');
    await friend.page.goto('/signup');
    const username = `friend_${Date.now().toString(36)}`;
    const email = await fillSignUpForm(friend.page, username, 'Seedling-42');
    expect(await friend.page.getByLabel('Referral code (optional)').inputValue()).toBe(code);
    await submitSignUp(friend.page, email);
    await verifyWithMailedCode(h, friend.page, email);
    await friend.page.waitForURL('**/app/my-tree');
    await expectMyTreeBeforePlanting(friend.page);

    const friendProfile = await loginAs(h, username, 'Seedling-42');
    expect(friendProfile.user).toMatchObject({ referredCode: code, walletBalance: 150 });

    await first.page.reload();
    await expectVisible(first.page.getByText(username, { exact: true }));
    await expectVisible(first.page.getByText(`Pays when ${username} plays`, { exact: false }));
    const count = await callAs<{ count: number; rewarded: number }>(
      h,
      referrer.session,
      pathTo(apiRoutes.referrals.count, { userId: referrer.session.user.id }),
    );
    expect(count).toEqual({ count: 1, rewarded: 0 });
    await expectUrl(first.page, '/app/profile');
    await expectVisible(pageTitle(first.page, 'Profile'));
    await first.context.close();
    await friend.context.close();
  });
});
