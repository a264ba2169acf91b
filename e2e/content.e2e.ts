import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, PUBLIC_CACHE_SECONDS } from '@punla/contract';
import { expectUrl, expectVisible, pageTitle } from './support/expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, loginAs, pageAs } from './support/players.ts';
import { plantStarterTree } from './support/trees.ts';

const h = useHarness();

describe('content in the browser', () => {
  it('likes a news post', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    await callAs(h, admin, pathTo(apiRoutes.posts.list), {
      method: 'POST',
      body: JSON.stringify({
        title: 'Planting day in Rizal',
        body: 'Forty players planted two hundred narra seedlings.',
      }),
    });
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, PHONE);
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
      pathTo(apiRoutes.posts.ofPlayer, { userId: player.session.user.id }),
    );
    expect(feed.items[0]).toMatchObject({ likes: 1, liked: true });
    await expectUrl(page, '/app/news-and-updates');
    await expectVisible(page.getByRole('heading', { name: 'Planting day in Rizal' }));
    await context.close();
  });

  it('opens the trivia dialog on DENR and shows the 5-second cooldown', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, DESKTOP);
    await page.goto('/app/my-tree');
    await page.getByRole('button', { name: 'Open trivia' }).click();
    await expectVisible(page.getByText(/New trivia available in [1-5]s/).first());
    await h.screenshot(page, 'trivia-desktop');
    await expectUrl(page, '/app/my-tree');
    await expect
      .poll(() => page.getByRole('button', { name: 'New trivia' }).isEnabled(), { timeout: 8000 })
      .toBe(true);
    await context.close();
  });

  it('sends a report that the admin answers; the player reads the reply under My reports', async () => {
    const player = await createVerifiedPlayer(h);
    const { context, page } = await pageAs(h, player.session, PHONE);
    await page.goto('/app/report-bug');
    await expectVisible(page.getByText('Report / Suggest').first());
    await expectVisible(page.getByText('Nothing sent yet'));
    await page.getByText('Suggestion', { exact: true }).click();
    await page.getByLabel('Your message').fill('Please add a night mode for watering at dusk.');
    await page.getByRole('button', { name: /send/i }).click();
    await expectVisible(page.getByText('Thank you! Your report was sent.'));
    const mine = page.getByRole('list', { name: 'My reports' });
    await expectVisible(mine.getByText('Please add a night mode for watering at dusk.'));
    await expectVisible(mine.getByText('Received'));

    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const adminPage = await pageAs(h, admin, DESKTOP);
    await adminPage.page.goto('/admin/reports');
    const card = adminPage.page
      .getByRole('listitem')
      .filter({ hasText: 'Please add a night mode for watering at dusk.' });
    await expectVisible(card);
    await expectVisible(card.getByRole('link', { name: `Open ${player.username}'s file` }));
    await card
      .getByRole('combobox', { name: `Status of ${player.username}'s report` })
      .selectOption('RESOLVED');
    await card
      .getByRole('textbox', { name: `Reply to ${player.username}` })
      .fill('Good idea! Night mode is in the settings now.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    const dialog = adminPage.page.getByRole('dialog', {
      name: `Send this reply to ${player.username}?`,
    });
    await expectVisible(dialog);
    await adminPage.page.waitForTimeout(400); // the dialog's fade-in
    await h.screenshot(adminPage.page, 'report-reply-confirm-desktop');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expectVisible(adminPage.page.getByText(`Reply sent to ${player.username}.`));
    await expect
      .poll(async () =>
        (
          await callAs<{ items: { status: string; reply: string | null }[] }>(
            h,
            admin,
            pathTo(apiRoutes.reports.list, {}, { status: 'RESOLVED' }),
          )
        ).items.map((item) => item.reply),
      )
      .toEqual(['Good idea! Night mode is in the settings now.']);
    // The new reports the page lists: none left.
    await expectUrl(adminPage.page, '/admin/reports');
    await expectVisible(adminPage.page.getByText('Nothing new: every report has been looked at.'));
    await adminPage.context.close();

    // The player reads the reply with its date, and has it in the inbox.
    await page.reload();
    await expectVisible(mine.getByText('Resolved'));
    await expectVisible(mine.getByText('Good idea! Night mode is in the settings now.'));
    await expectVisible(mine.getByText('Reply from the Punla team'));
    await mine.getByText('Reply from the Punla team').scrollIntoViewIfNeeded();
    await h.screenshot(page, 'my-reports-reply-phone');
    const inbox = await callAs<{ notices: { kind: string; link: string | null }[] }>(
      h,
      player.session,
      pathTo(apiRoutes.notifications.ofPlayer, { userId: player.session.user.id }),
    );
    expect(inbox.notices[0]).toMatchObject({ kind: 'REPORT_REPLY', link: '/app/report-bug' });
    await context.close();
  });

  it('shows how to play, the policies and the support page', async () => {
    const { context, page } = await h.newPage(PHONE);
    await page.goto('/privacy-policy');
    await expectVisible(page.getByText('Last updated: 27 November 2026').first());
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL('**/login');
    await page.goto('/support-us');
    await expectVisible(page.getByText('Invite a friend').first());
    // Enough players and a tree for the live totals (a newer game shows a welcome instead),
    // counted afresh: the cached totals are let expire.
    const players = await Promise.all(
      // TOTALS_SHOWN_FROM_PLAYERS in the landing page's live totals.
      Array.from({ length: 10 }, () => createVerifiedPlayer(h)),
    );
    await plantStarterTree(h, players[0]!.session);
    h.advanceServerClock(PUBLIC_CACHE_SECONDS.totals * 1000 + 1_000);
    await page.goto('/');
    await expectVisible(page.getByText('CO₂ a year once mature (estimate)').first());
    // One tree so far: "tree planted", in the singular.
    await expectVisible(page.getByText('tree planted', { exact: true }).first());
    await h.screenshot(page, 'landing-totals-phone');
    await context.close();
    const player = await createVerifiedPlayer(h);
    const second = await pageAs(h, player.session, DESKTOP);
    await second.page.goto('/app/how-to-play');
    await expectVisible(second.page.getByText(/Mature tree/).first());
    await h.screenshot(second.page, 'how-to-play-desktop');
    await expectUrl(second.page, '/app/how-to-play');
    await expectVisible(pageTitle(second.page, 'How to Play'));
    await second.context.close();
  });
});
