import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn } from '#test/tree-fixtures.ts';
import { activeRows } from '../components/active-players-chart.tsx';
import { perDayRows, RECHARTS_MEASUREMENT_SPAN_ID } from '../components/dashboard-charts.tsx';
import { weekLabel } from '../components/retention-table.tsx';

const days = (values: number[]) =>
  values.map((value, index) => ({ day: `2026-08-${String(index + 1).padStart(2, '0')}`, value }));

const figures = {
  players: 1250,
  verifiedPlayers: 1000,
  activeToday: 125,
  treesByStage: [
    { stage: 0, name: 'Seed', count: 40 },
    { stage: 1, name: 'Sprout', count: 30 },
    { stage: 2, name: 'Seedling', count: 20 },
    { stage: 3, name: 'Sapling', count: 10 },
    { stage: 4, name: 'Young tree', count: 5 },
    { stage: 5, name: 'Mature tree', count: 2 },
  ],
  treesPlanted: 107,
  eligiblePlayers: 9,
  coinsInCirculation: 48200,
  failedMails: 2,
  openFairPlayFlags: 3,
  purchases: { count: 310, coinsSpent: 21450 },
  referrals: { count: 42, rewarded: 30 },
  currentSeason: { id: 2, name: 'Season 2', endDate: '2026-08-31T16:00:00.000Z', daysLeft: 12 },
  signUpsPerDay: days([1, 4, 2]),
  xpPerDay: days([120, 300, 80]),
  retryingMails: 4,
  suspendedPlayers: 6,
  activePlayers: [
    { day: '2026-08-01', daily: 90, weekly: 300, monthly: 700 },
    { day: '2026-08-02', daily: null, weekly: null, monthly: null },
    { day: '2026-08-03', daily: 110, weekly: 320, monthly: 720 },
  ],
  retention: [
    {
      weekStart: '2026-07-27',
      weekEnd: '2026-08-02',
      players: 40,
      d1: { returned: 18, players: 40 },
      d7: { returned: 10, players: 40 },
      d30: null,
    },
    {
      weekStart: '2026-08-03',
      weekEnd: '2026-08-09',
      players: 0,
      d1: { returned: 0, players: 0 },
      d7: null,
      d30: null,
    },
  ],
  funnel: {
    countedOn: '2026-08-03',
    steps: [
      { step: 'SIGNED_UP', count: 1250 },
      { step: 'VERIFIED', count: 1000 },
      { step: 'PLANTED', count: 800 },
      { step: 'SAPLING', count: 200 },
      { step: 'RSVP', count: 50 },
      { step: 'CHECKED_IN', count: 40 },
      { step: 'REAL_TREE', count: 40 },
      { step: 'REAL_TREE_ALIVE', count: 30 },
    ],
  },
};

beforeEach(() => {
  logIn({ role: 'ADMIN' });
  // jsdom lays nothing out, so the charts measure 0 × 0 and say so.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('of chart should be greater than 0')) return;
    warn(...args);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('admin dashboard', () => {
  it('shows the figures and links to every manage page', async () => {
    stubFetch(apiTable({ 'GET /api/secure/admin/dashboard': json(200, figures) }));
    renderRoutes(routes, ['/admin/dashboard']);

    const stat = async (label: string) => within(await screen.findByRole('group', { name: label }));
    expect((await stat('Players')).getByText('1,250')).toBeTruthy();
    expect((await stat('Verified')).getByText('80% of players')).toBeTruthy();
    expect((await stat('Active today')).getByText('125')).toBeTruthy();
    expect((await stat('Trees planted')).getByText('107')).toBeTruthy();
    expect((await stat('Eligible players')).getByText('9')).toBeTruthy();
    expect((await stat('Coins in circulation')).getByText('48,200')).toBeTruthy();
    expect((await stat('Purchases')).getByText('21,450 coins spent')).toBeTruthy();
    expect((await stat('Referrals')).getByText('30 rewarded')).toBeTruthy();
    const mails = await stat('Mails not delivered');
    expect(mails.getByText('2')).toBeTruthy();
    expect(mails.getByText('Refused on every try, last 7 days')).toBeTruthy();
    expect(mails.getByText('4 still being tried')).toBeTruthy();
    const suspended = await stat('Suspended players');
    expect(suspended.getByText('6')).toBeTruthy();
    expect(suspended.getByText('Cannot sign in for now')).toBeTruthy();
    const fairPlay = await stat('Fair-play flags');
    expect(fairPlay.getByText('3')).toBeTruthy();
    expect(
      fairPlay.getByRole('link', { name: 'Waiting for your review' }).getAttribute('href'),
    ).toBe('/admin/fair-play');
    const season = await stat('Current season');
    expect(season.getByText('Season 2')).toBeTruthy();
    expect(season.getByText(/12 days left/)).toBeTruthy();

    expect(screen.getByRole('region', { name: 'Trees by stage' })).toBeTruthy();
    expect(screen.getByText('7 in the last 30 days')).toBeTruthy();
    expect(screen.getByText('500 XP in the last 30 days')).toBeTruthy();

    const links = within(screen.getByRole('navigation', { name: 'Manage' }));
    const hrefs = links.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/players',
      '/admin/manage-tree/list',
      '/admin/manage-marketplace/list',
      '/admin/manage-season',
      '/admin/manage-event/list',
      '/admin/manage-location/list',
      '/admin/manage-post/list',
      '/admin/manage-trivia/list',
      '/admin/reports',
      '/admin/fair-play',
      '/admin/audit',
      '/admin/exports',
      '/admin/support-us',
    ]);
  });

  it('shows whether players come back: active players, weekly return and the funnel', async () => {
    stubFetch(apiTable({ 'GET /api/secure/admin/dashboard': json(200, figures) }));
    renderRoutes(routes, ['/admin/dashboard']);

    const section = within(await screen.findByRole('region', { name: 'Are players coming back?' }));
    const active = within(section.getByRole('region', { name: 'Active players' }));
    expect(
      active.getByText(
        'Aug 3: 110 played that day, 320 in the 7 days up to it, 720 in the 30 days up to it. Today so far: 125 players have earned XP.',
      ),
    ).toBeTruthy();
    // The numbers, newest first; a day not counted yet says so.
    const numbers = active.getByRole('table', { name: /Active players of each/ });
    const rows = within(numbers)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DayDailyWeeklyMonthly',
      'Aug 3110320720',
      'Aug 2—not counted yet—not counted yet—not counted yet',
      'Aug 190300700',
    ]);

    const retention = within(section.getByRole('table', { name: /Weekly sign-ups/ }));
    const cohorts = retention.getAllByRole('row').map((row) => row.textContent);
    expect(cohorts).toEqual([
      'WeekSign-upsDay 1Day 7Day 30',
      'Aug 3–90—nobody signed up—not counted yet—not counted yet',
      'Jul 27–Aug 24045%18 of 4025%10 of 40—not counted yet',
    ]);

    const funnel = within(section.getByRole('region', { name: 'From sign-up to a real tree' }));
    expect(funnel.getByText('Counted at the end of Aug 3.')).toBeTruthy();
    const steps = funnel.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps[0]).toBe('Signed up1,250');
    expect(steps[1]).toBe('Verified their e-mail1,00080% of the step before');
    expect(steps[7]).toBe('Real tree alive3075% of the step before');
  });

  it('says what is not counted yet on a new game', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/admin/dashboard': json(200, {
          ...figures,
          activePlayers: [{ day: '2026-08-03', daily: null, weekly: null, monthly: null }],
          retention: [],
          funnel: null,
        }),
      }),
    );
    renderRoutes(routes, ['/admin/dashboard']);
    const section = within(await screen.findByRole('region', { name: 'Are players coming back?' }));
    expect(
      section.getByText(/No finished day has been counted yet: each day is counted just after/),
    ).toBeTruthy();
    expect(
      section.getByText('No game week has ended yet. Weeks run Monday to Sunday.'),
    ).toBeTruthy();
    expect(
      section.getByText('The funnel is counted just after each day’s midnight: none yet.'),
    ).toBeTruthy();
  });

  it('leaves no chart text in the page once the dashboard is gone', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/admin/dashboard': json(200, figures),
        'GET /api/secure/report': json(200, []),
      }),
    );
    const { router, unmount } = renderRoutes(routes, ['/admin/dashboard']);
    await screen.findByRole('region', { name: 'Trees by stage' });
    // jsdom lays nothing out, so recharts measures no label here: put its measuring span in
    // the body as it does in a browser, holding the last label it measured.
    if (!document.getElementById(RECHARTS_MEASUREMENT_SPAN_ID)) {
      const span = document.createElement('span');
      span.id = RECHARTS_MEASUREMENT_SPAN_ID;
      span.textContent = '70';
      document.body.appendChild(span);
    }

    await router.navigate('/admin/reports');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Trees by stage' })).toBeNull(),
    );
    expect(document.getElementById(RECHARTS_MEASUREMENT_SPAN_ID)).toBeNull();
    expect(screen.queryByText('70')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Reports and suggestions' })).toBeTruthy();
    unmount();
  });

  it('draws a day not counted yet as a gap, and names weeks across months', () => {
    expect(activeRows([{ day: '2026-08-02', daily: null, weekly: null, monthly: null }])).toEqual([
      { day: 'Aug 2', Daily: null, Weekly: null, Monthly: null },
    ]);
    expect(weekLabel('2026-06-01', '2026-06-07')).toEqual(['Jun 1–7']);
    expect(weekLabel('2026-06-29', '2026-07-05')).toEqual(['Jun 29–', 'Jul 5']);
  });

  it('joins sign-ups and XP by day for the charts', () => {
    expect(
      perDayRows({
        signUpsPerDay: [{ day: '2026-08-02', value: 3 }],
        xpPerDay: [
          { day: '2026-08-01', value: 10 },
          { day: '2026-08-02', value: 40 },
        ],
      }),
    ).toEqual([
      { day: 'Aug 1', 'Sign-ups': 0, XP: 10 },
      { day: 'Aug 2', 'Sign-ups': 3, XP: 40 },
    ]);
  });
});
