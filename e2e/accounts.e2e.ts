import { describe, expect, it } from 'vitest';
import { codeFrom } from '../apps/server/test/smtp-inbox.ts';
import type { Page } from 'playwright-core';
import { logIn, signUp, submitLogIn, verifyWithMailedCode } from './support/account-forms.ts';
import { expectUrl, expectVisible } from './support/expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { newPlayerName } from './support/players.ts';
import {
  expectAdminDashboard,
  expectLoginPage,
  expectMyTreeBeforePlanting,
} from './support/screens.ts';

const h = useHarness();

const VERIFIED_TEXT = 'Your account is verified. Log in to start playing.';
const STARTER_KIT_TEXT =
  'Your starter kit is in your inventory: a Narra seedling to plant, 5 water, 2 fertilizer and 100 coins.';

/** The mailed verification link of the last mail to `email`. */
async function mailedLink(email: string) {
  const mail = await h.inbox.next(email);
  const link = /http:\/\/\S+\/verify-account\/\S+\/\d{6}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return link ?? '';
}

/** My Tree on the first visit: the welcome by name, never "Welcome back". */
async function expectFirstVisitWelcome(page: Page, username: string) {
  await expectMyTreeBeforePlanting(page);
  await expectVisible(page.getByText(`Welcome to Punla, ${username}!`));
  await expectVisible(page.getByText(STARTER_KIT_TEXT));
  expect(await page.getByText(/welcome back/i).count()).toBe(0);
}

describe('accounts in the browser', () => {
  it('signs up, types the mailed code (sent on its sixth digit) and lands on My Tree, welcomed, without logging in again', async () => {
    const { context, page } = await h.newPage(PHONE);
    const username = newPlayerName();
    const password = 'Seedling-42';
    await page.goto('/signup');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expectVisible(page.getByText(/weak/i).first());
    await page.getByLabel('Password', { exact: true }).fill('Seedling42');
    await expectVisible(page.getByText(/strong/i).first());
    await h.screenshot(page, 'signup-phone');

    const email = await signUp(page, username, password);
    // The address is filled in; the player only types the code.
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    const code = codeFrom(await h.inbox.next(email));
    await page.getByLabel('Verification code').first().click();
    await page.keyboard.type(code.slice(0, 5));
    await h.screenshot(page, 'verify-phone');
    expect(page.url()).toContain('/verify-account/');
    let verifyCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/public/user/verify-email/')) verifyCalls += 1;
    });
    // No "Verify" click: the sixth digit sends the code.
    await page.keyboard.type(code.slice(5));
    await page.waitForURL('**/app/my-tree');
    await expectFirstVisitWelcome(page, username);
    await h.screenshot(page, 'my-tree-welcome-phone');
    expect(verifyCalls).toBe(1);
    await context.close();
  });

  it('verifies on opening the link from the e-mail: in the same browser it opens My Tree', async () => {
    const { context, page } = await h.newPage(DESKTOP);
    const username = newPlayerName();
    const email = await signUp(page, username, 'Seedling-42');
    await page.goto(await mailedLink(email));
    await page.waitForURL('**/app/my-tree');
    await expectFirstVisitWelcome(page, username);
    await h.screenshot(page, 'my-tree-welcome-desktop');
    await context.close();
  });

  it('verifies on opening the link in another browser and asks to log in, the address filled in', async () => {
    const signedUp = await h.newPage(PHONE);
    const username = newPlayerName();
    const email = await signUp(signedUp.page, username, 'Seedling-42');
    await signedUp.context.close();

    const { context, page } = await h.newPage(PHONE);
    await page.goto(await mailedLink(email));
    await page.waitForURL('**/login?email=*');
    await expectLoginPage(page);
    await expectVisible(page.getByText(VERIFIED_TEXT));
    expect(await page.getByLabel('E-mail or username').inputValue()).toBe(email);
    await submitLogIn(page, email, 'Seedling-42');
    await page.waitForURL('**/app/my-tree');
    await expectMyTreeBeforePlanting(page);
    await context.close();
  });

  it('sends an unverified player to verification, from login and from any player page', async () => {
    const { context, page } = await h.newPage(PHONE);
    const username = newPlayerName();
    const email = await signUp(page, username, 'Seedling-42');
    const verifyPath = `/verify-account/${encodeURIComponent(email)}`;
    // Still logged in since the sign-up, but limited to verification.
    await page.goto('/app/inventory');
    await page.waitForURL(`**${verifyPath}`);
    await expectUrl(page, verifyPath);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Verify your account' }));
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await context.close();

    const other = await h.newPage(PHONE);
    await logIn(other.page, username, 'Seedling-42');
    await other.page.waitForURL(`**${verifyPath}`);
    expect(await other.page.getByLabel('E-mail').inputValue()).toBe(email);
    await other.context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const { context, page } = await h.newPage(PHONE);
    await logIn(page, 'nobody_at_all', 'wrong-password');
    await expectUrl(page, '/login');
    await expectVisible(page.getByText('The e-mail, username or password is not correct.').first());
    await context.close();
  });

  it('lands an admin on the dashboard and keeps them out of the player pages', async () => {
    const { context, page } = await h.newPage(DESKTOP);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/app/my-tree');
    await page.waitForURL('**/admin/dashboard');
    await h.screenshot(page, 'admin-desktop');
    await expectAdminDashboard(page);
    await context.close();
  });

  it('sends a player opening /admin pages to My Tree, and a logged-in player away from login', async () => {
    const { context, page } = await h.newPage(PHONE);
    const username = newPlayerName();
    const email = await signUp(page, username, 'Seedling-42');
    await verifyWithMailedCode(h, page, email);
    await page.goto('/admin/manage-tree/list');
    await page.waitForURL('**/app/my-tree');
    await page.goto('/login');
    await page.waitForURL('**/app/my-tree');
    await expectMyTreeBeforePlanting(page);
    await context.close();
  });

  it('opens the side menu, closes it on an outside click, and logs out with the toast', async () => {
    const { context, page } = await h.newPage(PHONE);
    const username = newPlayerName();
    const email = await signUp(page, username, 'Seedling-42');
    await verifyWithMailedCode(h, page, email);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const entry of [
      'Profile',
      'Music',
      'How to Play?',
      'Event Eligibility',
      'Previous Activities',
      'Help us improve',
      'Support us',
      'Privacy Policy',
      'Terms of Use',
      'Logout',
    ]) {
      await expectVisible(menu.getByText(entry, { exact: true }));
    }
    await page.waitForTimeout(400); // let the menu finish sliding in
    await h.screenshot(page, 'player-menu-phone');
    await page.mouse.click(10, 780);
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByText('Logout', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByText('Logged out successfully!'));
    const stored = await page.evaluate(() => localStorage.getItem('punla.session'));
    expect(stored === null || !JSON.parse(stored).state?.token).toBe(true);
    await page.goto('/app/profile');
    await page.waitForURL('**/login');
    await expectLoginPage(page);
    await context.close();
  });

  it('stores a referral link as the pending referral and returns to the landing page', async () => {
    const { context, page } = await h.newPage(PHONE);
    await page.goto('/FRIEND88');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('punla.pendingReferralCode'))).toContain(
      'FRIEND88',
    );
    await h.screenshot(page, 'landing-phone');
    await expectUrl(page, '/');
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Grow a forest/ }));
    await context.close();
  });

  it('shows a not-found page for unknown paths', async () => {
    const { context, page } = await h.newPage(DESKTOP);
    await page.goto('/no/such/page');
    await expectUrl(page, '/no/such/page');
    await expectVisible(page.getByText('This path leads nowhere.'));
    await context.close();
  });
});
