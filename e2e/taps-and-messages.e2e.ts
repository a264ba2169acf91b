import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiRoutes, pathTo, type Post } from '@punla/contract';
import { fillSignUpForm } from './support/account-forms.ts';
import { expectUrl, expectVisible } from './support/expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useHarness } from './support/harness.ts';
import { PHONES } from './support/layout.ts';
import { callAs, loginAs, newPlayerName, pageAs } from './support/players.ts';
import { plantStarterTree, playerPastTour } from './support/trees.ts';

const h = useHarness();
const PHONE_360 = PHONES[1].viewport;

/**
 * The answers to requests whose path ends with `pathEnd` come late, as on patchy mobile data,
 * so a second tap lands while the first is on its way. Returns the requests sent so far.
 */
async function slowAnswers(page: Page, method: string, pathEnd: RegExp) {
  const sent: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/api/') && pathEnd.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      sent.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 600));
      return route.fallback();
    },
  );
  return sent;
}

/** The red error toasts and refusals on the page. */
const errorToasts = (page: Page) => page.getByText(/Status Code: \d+/);

/** A sign-up hashes a password on a busy machine: its answer may take seconds. */
const SETTLE_MS = 20_000;

/**
 * The first request whose path ends with `pathEnd` reaches the server and is carried out, but
 * its answer is lost on the way back (the connection drops): the page sees a network failure.
 * Returns the `Idempotency-Key` each such request carried.
 */
async function loseFirstAnswer(page: Page, pathEnd: RegExp) {
  const keys: (string | undefined)[] = [];
  await page.route(
    (url) => pathEnd.test(url.pathname),
    async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.fallback();
      await route.fetch();
      return route.abort('connectionreset');
    },
  );
  return keys;
}

describe('every tap counts once, at 360×740', () => {
  it('a double tap on Sign up sends one sign-up and lands on verification', async () => {
    const { context, page } = await h.newPage(PHONE_360);
    await page.goto('/signup');
    const email = await fillSignUpForm(page, newPlayerName(), 'Seedling-42');
    const signups = await slowAnswers(page, 'POST', /\/signup$/);
    const button = page.getByRole('button', { name: /sign up|create/i });
    await button.dblclick();
    // Locked and busy from the first tap until the answer.
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('aria-busy')).toBe('true');
    await expectUrl(page, `/verify-account/${encodeURIComponent(email)}`);
    expect(signups).toHaveLength(1);
    expect(await page.getByText('An account with this e-mail already exists.').count()).toBe(0);
    await context.close();
  });

  it('a double tap on a claim shows one success and no error', async () => {
    const session = await playerPastTour(h);
    await plantStarterTree(h, session);
    const { context, page } = await pageAs(h, session, PHONE_360);
    await page.goto('/app/my-tree');
    const claims = await slowAnswers(page, 'POST', /\/daily-xp$|\/claim$/);
    const claim = page.getByRole('button', { name: /^Claim \+\d+ XP$/ });
    await claim.dblclick();
    await expectVisible(page.getByText('Claimed today').first());
    expect(claims).toHaveLength(1);
    expect(await errorToasts(page).count()).toBe(0);

    // A quest on the Quests tab: the same.
    await page.goto('/app/resource-hub/quest');
    const questClaim = page.getByRole('button', { name: 'Claim Daily login' });
    await questClaim.dblclick();
    await expectVisible(page.getByText('Quest claimed!').first());
    await expect.poll(() => questClaim.count()).toBe(0);
    expect(claims).toHaveLength(2);
    expect(await page.getByText('Quest claimed!').count()).toBe(1);
    expect(await errorToasts(page).count()).toBe(0);
    await context.close();
  });

  it('a double-clicked admin Save makes one post', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { context, page } = await pageAs(h, admin, PHONE_360);
    await page.goto('/admin/manage-post');
    const title = `Planting day ${newPlayerName()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Text').fill('Bring gloves and water. We plant at the river bank.');
    const saves = await slowAnswers(page, 'POST', /\/post$/);
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expectUrl(page, '/admin/manage-post/list');
    await expectVisible(page.getByText(title).first());
    expect(saves).toHaveLength(1);
    expect(await page.getByText(title).count()).toBe(1);
    const posts = await callAs<{ items: Post[] }>(h, admin, pathTo(apiRoutes.posts.list));
    expect(posts.items.filter((post) => post.title === title)).toHaveLength(1);
    await context.close();
  });
});

describe('messages that stay current, at 360×740', () => {
  it('the report box stops at 2000 characters, says what is left, and thanks without an error', async () => {
    const session = await playerPastTour(h);
    const { context, page } = await pageAs(h, session, PHONE_360);
    await page.goto('/app/report-bug');
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('x'.repeat(6029));
    expect((await box.inputValue()).length).toBe(2000);
    await expectVisible(page.getByText('No characters left'));
    await expectVisible(page.getByText('Thank you for the details!'));
    await page.getByText('No characters left').scrollIntoViewIfNeeded();
    await h.screenshot(page, 'report-box-full-360');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectVisible(page.getByText('Thank you! Your report was sent.').first());
    expect(await page.getByText('A report has at most 2000 characters.').count()).toBe(0);
    expect(await errorToasts(page).count()).toBe(0);
    await context.close();
  });
});

describe('an answer lost on the way, at 360×740', () => {
  it('Sign up tapped again after the connection dropped lands on verification, not "already exists"', async () => {
    const { context, page } = await h.newPage(PHONE_360);
    await page.goto('/signup');
    const username = newPlayerName();
    const email = await fillSignUpForm(page, username, 'Seedling-42');
    const keys = await loseFirstAnswer(page, /\/signup$/);
    const button = page.getByRole('button', { name: /sign up|create/i });
    await button.click();
    await expect.poll(() => keys.length, { timeout: SETTLE_MS }).toBe(1);
    // The form takes the failure and lets the player try again.
    await expect.poll(() => button.isDisabled(), { timeout: SETTLE_MS }).toBe(false);
    // The account was made; the player taps again.
    await button.click();
    await expectUrl(page, `/verify-account/${encodeURIComponent(email)}`);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await page.getByText('An account with this e-mail already exists.').count()).toBe(0);
    await context.close();
  });
});
