import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom } from '../apps/server/test/smtp-inbox.ts';
import { DESKTOP, PHONE, startHarness, type Harness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, useSession } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe('the economy in the browser', () => {
  it('buys water in the marketplace and finds it in the inventory at once', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await h.newPage(PHONE);
    await useSession(context, player.session);
    await page.goto('/app/resource-hub');
    await page.waitForURL('**/app/resource-hub/marketplace');
    const card = page.getByRole('listitem').filter({ hasText: 'Water ×5' });
    await card.getByRole('button', { name: /Buy · 20/ }).click();
    await expect
      .poll(() => page.getByText('You bought 5 water for 20 coins.').isVisible())
      .toBe(true);
    await h.screenshot(page, 'resource-hub-marketplace-phone');
    await page.goto('/app/inventory/resources');
    await expect.poll(() => page.getByText('10', { exact: true }).first().isVisible()).toBe(true);
    const resources = await callAs<{ water: number }>(
      h,
      player.session,
      `/api/secure/resource-inventory/user/${player.session.user.id}`,
    );
    expect(resources.water).toBe(10);
    await context.close();
  });

  it('claims the daily login quest once', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await h.newPage(DESKTOP);
    await useSession(context, player.session);
    await page.goto('/app/resource-hub/quest');
    await page.getByRole('button', { name: 'Claim Daily login' }).click();
    await expect
      .poll(() => page.getByText('Claimed', { exact: true }).first().isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Claim Daily login' }).count()).toBe(0);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('punla.session') ?? '{}'),
    );
    expect(stored.state.lastClaimLogin).toEqual(expect.any(String));
    await h.screenshot(page, 'resource-hub-quest-desktop');
    await context.close();
  });

  it('brings a friend through the referral link: both are rewarded after the friend verifies', async () => {
    const referrer = await createVerifiedPlayer(h);
    const first = await h.newPage(DESKTOP);
    await useSession(first.context, referrer.session);
    await first.page.goto('/app/profile');
    const codeText = await first.page.getByLabel(/^Your code/).textContent();
    const code = (codeText ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await h.screenshot(first.page, 'referral-panel-desktop');

    // The friend opens the link in another browser, signs up, verifies and logs in.
    const friend = await h.newPage(PHONE);
    await friend.page.goto(`/${code}`);
    await friend.page.waitForURL((url) => url.pathname === '/');
    await friend.page.goto('/signup');
    const username = `friend_${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    await friend.page.getByLabel('E-mail').fill(email);
    await friend.page.getByLabel('Username').fill(username);
    await friend.page.getByLabel('Password', { exact: true }).fill('Seedling-42');
    await friend.page.getByLabel('Confirm password').fill('Seedling-42');
    expect(await friend.page.getByLabel('Referral code (optional)').inputValue()).toBe(code);
    await friend.page.getByRole('button', { name: /sign up|create/i }).click();
    await friend.page.waitForURL(`**/verify-account/${encodeURIComponent(email)}`);
    await friend.page.getByLabel('Verification code').first().click();
    await friend.page.keyboard.type(codeFrom(await h.inbox.next(email)));
    await friend.page
      .getByRole('button', { name: /verify/i })
      .first()
      .click();
    await friend.page.waitForURL('**/login');
    await friend.page.getByLabel('E-mail or username').fill(username);
    await friend.page.getByLabel('Password', { exact: true }).fill('Seedling-42');
    await friend.page.getByRole('button', { name: 'Log in' }).click();
    await friend.page.waitForURL('**/app/my-tree');

    const friendProfile = await fetch(`${h.baseUrl}/api/public/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: username, password: 'Seedling-42' }),
    }).then((r) => r.json() as Promise<{ user: { referredCode: string; walletBalance: number } }>);
    expect(friendProfile.user).toMatchObject({ referredCode: code, walletBalance: 150 });

    await first.page.reload();
    await expect.poll(() => first.page.getByText(username).isVisible()).toBe(true);
    const count = await callAs<{ count: number; rewarded: number }>(
      h,
      referrer.session,
      `/api/secure/referral/user/${referrer.session.user.id}/count`,
    );
    expect(count).toEqual({ count: 1, rewarded: 1 });
    await first.context.close();
    await friend.context.close();
  });
});
