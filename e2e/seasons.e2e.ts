import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { expectUrl, expectVisible, pageTitle } from './support/expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, loginAs, pageAs } from './support/players.ts';
import { expectAdminDashboard } from './support/screens.ts';

const h = useHarness();

describe('seasons, places and the leaderboard in the browser', () => {
  it('an admin creates a season and a location, and a player sees them', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { context, page } = await pageAs(h, admin, DESKTOP);

    await page.goto('/admin/manage-season');
    await page.getByRole('button', { name: 'New season' }).click();
    await page.getByLabel('Name').fill('Harvest season');
    await page.getByLabel('Starts').fill('2030-01-01T00:00');
    await page.getByLabel('Ends').fill('2030-04-01T00:00');
    await page.getByRole('button', { name: 'Create season' }).click();
    await expectVisible(page.getByText('Harvest season').first());

    await page.goto('/admin/manage-location');
    await page.goto('/admin/manage-location/');
    await page.getByLabel('Name').fill('La Mesa Watershed');
    await page
      .getByLabel('Description')
      .fill('Planting native seedlings along the reservoir trail.');
    await page.getByLabel('Latitude').fill('14.7137');
    await page.getByLabel('Longitude').fill('121.0859');
    await page.getByLabel('Activity date').fill('2026-03-21');
    await page.getByLabel('Trees planted').fill('250');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/manage-location/list');
    await expectVisible(page.getByText('La Mesa Watershed').first());
    await context.close();

    const player = await createVerifiedPlayer(h);
    const seasons = await callAs<{ name: string; startDate: string }[]>(
      h,
      player.session,
      pathTo(apiRoutes.seasons.list),
    );
    expect(seasons.find((s) => s.name === 'Harvest season')?.startDate).toBe(
      '2029-12-31T16:00:00.000Z',
    );
    const playerPage = await pageAs(h, player.session, PHONE);
    await playerPage.page.goto('/app/map');
    await expectVisible(playerPage.page.getByText('La Mesa Watershed').first());
    await expectVisible(playerPage.page.getByText('Previous Activities').first());
    await h.screenshot(playerPage.page, 'map-phone');
    await expectUrl(playerPage.page, '/app/map');
    await expectVisible(pageTitle(playerPage.page, 'Previous Activities'));
    await playerPage.context.close();
  });

  it('shows the player their rank on the leaderboard, and what is missing for the next event', async () => {
    const player = await createVerifiedPlayer(h);
    const userId = player.session.user.id;
    await callAs(h, player.session, pathTo(apiRoutes.quests.claim, { userId }), {
      method: 'POST',
      body: JSON.stringify({ quest: 'DAILY_LOGIN' }),
    });
    const standing = await fetch(
      `${h.baseUrl}${pathTo(apiRoutes.leaderboard.player, { userProfileId: userId })}`,
    ).then((r) => r.json() as Promise<{ current: { rank: number } }>);
    const { context, page } = await pageAs(h, player.session, DESKTOP);
    await page.goto('/app/leaderboard');
    // The player is first of this season (the only one with XP), marked as "You".
    expect(standing.current.rank).toBe(1);
    await expect
      .poll(() =>
        page.getByText(player.username, { exact: true }).filter({ visible: true }).count(),
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(/^you$/i).filter({ visible: true }).count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText('10 XP', { exact: true }).filter({ visible: true }).count())
      .toBeGreaterThan(0);
    await h.screenshot(page, 'leaderboard-desktop');

    await page.goto('/app/eligibility-checker');
    await expectVisible(page.getByText('Event Eligibility').first());
    await expectVisible(page.getByText('Earn 290 more XP this season.'));
    await h.screenshot(page, 'eligibility-desktop');
    await expectUrl(page, '/app/eligibility-checker');
    await expectVisible(pageTitle(page, 'Event Eligibility'));
    await context.close();
  });

  it('shows the admin dashboard with its figures', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { context, page } = await pageAs(h, admin, DESKTOP);
    await page.goto('/admin/dashboard');
    await expectVisible(page.getByText(/active today/i).first());
    await page.waitForTimeout(800); // charts animate in
    await h.screenshot(page, 'dashboard-desktop');
    await expectAdminDashboard(page);
    await context.close();
  });
});
