import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DESKTOP,
  PHONE,
  startHarness,
  type Harness,
} from './support/harness.ts';
import { callAs, createVerifiedPlayer, loginAs, useSession } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe('content in the browser', () => {
  it('likes a news post', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    await callAs(h, admin, '/api/secure/post', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Planting day in Rizal',
        body: 'Forty players planted two hundred narra seedlings.',
      }),
    });
    const player = await createVerifiedPlayer(h);
    const { context, page } = await h.newPage(PHONE);
    await useSession(context, player.session);
    await page.goto('/app/news-and-updates');
    const like = page.getByRole('button', { name: /^Like/ }).first();
    await like.click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^Unlike/ })
          .first()
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await h.screenshot(page, 'news-phone');
    const feed = await callAs<{ items: { likes: number; liked: boolean }[] }>(
      h,
      player.session,
      `/api/secure/post/user/${player.session.user.id}`,
    );
    expect(feed.items[0]).toMatchObject({ likes: 1, liked: true });
    await context.close();
  });

  it('opens the trivia dialog on DENR and shows the 5-second cooldown', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await h.newPage(DESKTOP);
    await useSession(context, player.session);
    await page.goto('/app/my-tree');
    await page.getByRole('button', { name: 'Open trivia' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/New trivia available in [1-5]s/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await h.screenshot(page, 'trivia-desktop');
    await expect
      .poll(() => page.getByRole('button', { name: 'New trivia' }).isEnabled(), { timeout: 8000 })
      .toBe(true);
    await context.close();
  });

  it('sends a report that the admin sees and marks handled', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await h.newPage(PHONE);
    await useSession(context, player.session);
    await page.goto('/app/report-bug');
    await expect.poll(() => page.getByText('Report / Suggest').first().isVisible()).toBe(true);
    await page.getByText('Suggestion', { exact: true }).click();
    await page.getByLabel('Your message').fill('Please add a night mode for watering at dusk.');
    await page.getByRole('button', { name: /send/i }).click();
    await expect
      .poll(() => page.getByText('Thank you! Your report was sent.').isVisible())
      .toBe(true);
    await context.close();

    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const adminPage = await h.newPage(DESKTOP);
    await useSession(adminPage.context, admin);
    await adminPage.page.goto('/admin/reports');
    await expect
      .poll(() =>
        adminPage.page.getByText('Please add a night mode for watering at dusk.').isVisible(),
      )
      .toBe(true);
    await adminPage.page.getByRole('button', { name: 'Mark handled' }).first().click();
    await expect
      .poll(
        async () =>
          (
            await callAs<{ items: { status: string }[] }>(
              h,
              admin,
              '/api/secure/report?status=HANDLED',
            )
          ).items.length,
      )
      .toBe(1);
    await adminPage.context.close();
  });

  it('shows how to play, the policies and the support page', async () => {
    const { context, page } = await h.newPage(PHONE);
    await page.goto('/privacy-policy');
    await expect
      .poll(() => page.getByText('Last updated: 22 November 2026').first().isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL('**/login');
    await page.goto('/support-us');
    await expect.poll(() => page.getByText('Invite a friend').first().isVisible()).toBe(true);
    await page.goto('/');
    await expect
      .poll(() => page.getByText('CO₂ per year (estimate)').first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('trees planted').first().isVisible()).toBe(true);
    await h.screenshot(page, 'landing-totals-phone');
    await context.close();
    const player = await createVerifiedPlayer(h);
    const second = await h.newPage(DESKTOP);
    await useSession(second.context, player.session);
    await second.page.goto('/app/how-to-play');
    await expect
      .poll(() =>
        second.page
          .getByText(/Mature tree/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await h.screenshot(second.page, 'how-to-play-desktop');
    await second.context.close();
  });
});
