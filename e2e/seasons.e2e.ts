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

describe('seasons, places and the leaderboard in the browser', () => {
  it('an admin creates a season and a location, and a player sees them', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { context, page } = await h.newPage(DESKTOP);
    await useSession(context, admin);

    await page.goto('/admin/manage-season');
    await page.getByRole('button', { name: 'New season' }).click();
    await page.getByLabel('Name').fill('Harvest season');
    await page.getByLabel('Starts').fill('2030-01-01T00:00');
    await page.getByLabel('Ends').fill('2030-04-01T00:00');
    await page.getByRole('button', { name: 'Create season' }).click();
    await expect.poll(() => page.getByText('Harvest season').first().isVisible()).toBe(true);

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
    await expect.poll(() => page.getByText('La Mesa Watershed').first().isVisible()).toBe(true);
    await context.close();

    const player = await createVerifiedPlayer(h);
    const seasons = await callAs<{ name: string; startDate: string }[]>(
      h,
      player.session,
      '/api/secure/season',
    );
    expect(seasons.find((s) => s.name === 'Harvest season')?.startDate).toBe(
      '2029-12-31T16:00:00.000Z',
    );
    const playerPage = await h.newPage(PHONE);
    await useSession(playerPage.context, player.session);
    await playerPage.page.goto('/app/map');
    await expect
      .poll(() => playerPage.page.getByText('La Mesa Watershed').first().isVisible())
      .toBe(true);
    await expect
      .poll(() => playerPage.page.getByText('Previous Activities').first().isVisible())
      .toBe(true);
    await h.screenshot(playerPage.page, 'map-phone');
    await playerPage.context.close();
  });

  it('shows the player their rank on the leaderboard, and what is missing for the next event', async () => {
    const player = await createVerifiedPlayer(h);
    await callAs(h, player.session, `/api/secure/quest/user/${player.session.user.id}/claim`, {
      method: 'POST',
      body: JSON.stringify({ quest: 'DAILY_LOGIN' }),
    });
    const standing = await fetch(
      `${h.baseUrl}/api/public/leaderboard/user/${player.session.user.id}`,
    ).then((r) => r.json() as Promise<{ current: { rank: number } }>);
    const { context, page } = await h.newPage(DESKTOP);
    await useSession(context, player.session);
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
    await expect.poll(() => page.getByText('Event Eligibility').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Earn 290 more XP this season.').isVisible()).toBe(true);
    await h.screenshot(page, 'eligibility-desktop');
    await context.close();
  });

  it('shows the admin dashboard with its figures', async () => {
    const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { context, page } = await h.newPage(DESKTOP);
    await useSession(context, admin);
    await page.goto('/admin/dashboard');
    await expect
      .poll(() =>
        page
          .getByText(/active today/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.waitForTimeout(800); // charts animate in
    await h.screenshot(page, 'dashboard-desktop');
    await context.close();
  });
});
