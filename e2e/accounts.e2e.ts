import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { codeFrom } from '../apps/server/test/smtp-inbox.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DESKTOP,
  PHONE,
  startHarness,
  type Harness,
} from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

let counter = 0;
function newPlayerName() {
  counter += 1;
  return `e2e_${Date.now().toString(36)}_${counter}`;
}

async function logIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The code field is six boxes; typing fills them one after another. */
async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').first().click();
  await page.keyboard.type(code);
  await page
    .getByRole('button', { name: /verify/i })
    .first()
    .click();
}

async function signUp(page: Page, username: string, password: string) {
  const email = `${username}@example.test`;
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: /sign up|create/i }).click();
  await page.waitForURL(`**/verify-account/${encodeURIComponent(email)}`);
  return email;
}

describe('accounts in the browser', () => {
  it('signs up, receives the code by e-mail, verifies, logs in and lands on My Tree', async () => {
    const { context, page } = await h.newPage(PHONE);
    const username = newPlayerName();
    const password = 'Seedling-42';
    await page.goto('/signup');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect.poll(() => page.getByText(/weak/i).first().isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('Seedling42');
    await expect
      .poll(() =>
        page
          .getByText(/strong/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await h.screenshot(page, 'signup-phone');

    const email = await signUp(page, username, password);
    const code = codeFrom(await h.inbox.next(email));
    await h.screenshot(page, 'verify-phone');
    await enterCode(page, code);
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByText('Your account is verified. You can log in now.').isVisible())
      .toBe(true);

    await logIn(page, username, password);
    await page.waitForURL('**/app/my-tree');
    await context.close();
  });

  it('verifies on opening the link from the e-mail', async () => {
    const { context, page } = await h.newPage(DESKTOP);
    const username = newPlayerName();
    const email = await signUp(page, username, 'Seedling-42');
    const mail = await h.inbox.next(email);
    const link = /http:\/\/\S+\/verify-account\/\S+\/\d{6}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByText('Your account is verified. You can log in now.').isVisible())
      .toBe(true);
    await context.close();
  });

  it('sends an unverified player to verification, from login and from any player page', async () => {
    const { context, page } = await h.newPage(PHONE);
    const username = newPlayerName();
    const email = await signUp(page, username, 'Seedling-42');
    await logIn(page, username, 'Seedling-42');
    await page.waitForURL(`**/verify-account/${encodeURIComponent(email)}`);
    await page.goto('/app/inventory');
    await page.waitForURL(`**/verify-account/${encodeURIComponent(email)}`);
    await context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const { context, page } = await h.newPage(PHONE);
    await logIn(page, 'nobody_at_all', 'wrong-password');
    await expect
      .poll(() =>
        page.getByText('The e-mail, username or password is not correct.').first().isVisible(),
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('lands an admin on the dashboard and keeps them out of the player pages', async () => {
    const { context, page } = await h.newPage(DESKTOP);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/app/my-tree');
    await page.waitForURL('**/admin/dashboard');
    await h.screenshot(page, 'admin-desktop');
    await context.close();
  });

  it('sends a player opening /admin pages to My Tree, and a logged-in player away from login', async () => {
    const { context, page } = await h.newPage(PHONE);
    const username = newPlayerName();
    const email = await signUp(page, username, 'Seedling-42');
    await enterCode(page, codeFrom(await h.inbox.next(email)));
    await page.waitForURL('**/login');
    await logIn(page, email, 'Seedling-42');
    await page.waitForURL('**/app/my-tree');
    await page.goto('/admin/manage-tree/list');
    await page.waitForURL('**/app/my-tree');
    await page.goto('/login');
    await page.waitForURL('**/app/my-tree');
    await context.close();
  });

  it('opens the side menu, closes it on an outside click, and logs out with the toast', async () => {
    const { context, page } = await h.newPage(PHONE);
    const username = newPlayerName();
    const email = await signUp(page, username, 'Seedling-42');
    await enterCode(page, codeFrom(await h.inbox.next(email)));
    await page.waitForURL('**/login');
    await logIn(page, username, 'Seedling-42');
    await page.waitForURL('**/app/my-tree');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const entry of [
      'Profile',
      'Music',
      'How to Play?',
      'Event Eligibility',
      'Help us improve',
      'Support us',
      'Logout',
    ]) {
      await expect.poll(() => menu.getByText(entry, { exact: true }).isVisible()).toBe(true);
    }
    await page.waitForTimeout(400); // let the menu finish sliding in
    await h.screenshot(page, 'player-menu-phone');
    await page.mouse.click(10, 780);
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByText('Logout', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('Logged out successfully!').isVisible()).toBe(true);
    const stored = await page.evaluate(() => localStorage.getItem('punla.session'));
    expect(stored === null || !JSON.parse(stored).state?.token).toBe(true);
    await page.goto('/app/profile');
    await page.waitForURL('**/login');
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
    await context.close();
  });

  it('shows a not-found page for unknown paths', async () => {
    const { context, page } = await h.newPage(DESKTOP);
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('This path leads nowhere.').isVisible()).toBe(true);
    await context.close();
  });
});
