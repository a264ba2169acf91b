import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn, PLAYER_ID } from '#test/tree-fixtures.ts';
import { NO_XP_YET_TEXT } from '../components/you-card.tsx';
import { NO_SEASON_TITLE } from './leaderboard-page.tsx';
import { NO_PREVIOUS_SEASON_TITLE } from './previous-season-page.tsx';

const season1 = {
  id: 1,
  name: 'Season 1',
  startDate: '2026-02-28T16:00:00.000Z',
  endDate: '2026-05-31T16:00:00.000Z',
  ended: true,
};
const season2 = {
  id: 2,
  name: 'Season 2',
  startDate: '2026-05-31T16:00:00.000Z',
  endDate: '2026-08-31T16:00:00.000Z',
  ended: false,
};

/** A uuid for the n-th other player. */
const otherId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function topEntries(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    rank: index + 1,
    userId: otherId(index + 1),
    username: `grower${index + 1}`,
    xp: 5000 - index * 10,
  }));
}

const standingOf = (season: typeof season1, rank: number | null, xp: number, players = 240) => ({
  season,
  rank,
  xp,
  players,
});

type Standing = ReturnType<typeof standingOf>;

/** The player's standings, as `/api/public/leaderboard/user/{id}` answers them. */
const playerStandings = (current: Standing | null, previous: Standing | null) =>
  json(200, { userId: PLAYER_ID, username: 'leafy', current, previous });

/** The board's answer when there is no such season (a first season, or between two). */
const NO_SUCH_SEASON = { season: null, entries: [], players: 0 };

beforeEach(() => {
  logIn();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-08-20T04:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('leaderboard', () => {
  it('shows the season, the podium and the top 100, and pins "You" when the player is outside it', async () => {
    stubFetch(
      apiTable({
        'GET /api/public/leaderboard/season/current': json(200, {
          season: season2,
          entries: topEntries(100),
          players: 240,
        }),
        [`GET /api/public/leaderboard/user/${PLAYER_ID}`]: playerStandings(
          standingOf(season2, 154, 320),
          null,
        ),
      }),
    );
    renderRoutes(routes, ['/app/leaderboard']);

    expect(await screen.findByRole('heading', { name: 'Season 2' })).toBeTruthy();
    expect(screen.getByText('12 days left')).toBeTruthy();
    expect(screen.getByText('240 players')).toBeTruthy();

    const podium = screen.getByRole('list', { name: 'Top three' });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
    expect(within(podium).getByLabelText('First place: grower1, 5,000 XP')).toBeTruthy();

    const list = screen.getByRole('list', { name: 'Standings' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(97);
    expect(rows[0]!.textContent).toContain('grower4');
    expect(rows[96]!.textContent).toContain('grower100');

    const you = await screen.findByRole('region', { name: 'Your standing' });
    expect(within(you).getByText('#154 of 240')).toBeTruthy();
    expect(within(you).getByText('320')).toBeTruthy();
  });

  it('highlights the player in the list and shows no pinned card then', async () => {
    const entries = topEntries(10);
    entries[5] = { rank: 6, userId: PLAYER_ID, username: 'leafy', xp: 4950 };
    stubFetch(
      apiTable({
        'GET /api/public/leaderboard/season/current': json(200, {
          season: season2,
          entries,
          players: 10,
        }),
        [`GET /api/public/leaderboard/user/${PLAYER_ID}`]: playerStandings(
          standingOf(season2, 6, 4950, 10),
          null,
        ),
      }),
    );
    renderRoutes(routes, ['/app/leaderboard']);

    const list = await screen.findByRole('list', { name: 'Standings' });
    const mine = within(list).getByText('leafy').closest('li')!;
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByText('You')).toBeTruthy();
    await screen.findByText('grower1');
    expect(screen.queryByRole('region', { name: 'Your standing' })).toBeNull();
  });

  it('says "No XP this season yet" when the player has no rank', async () => {
    stubFetch(
      apiTable({
        'GET /api/public/leaderboard/season/current': json(200, {
          season: season2,
          entries: topEntries(3),
          players: 3,
        }),
        [`GET /api/public/leaderboard/user/${PLAYER_ID}`]: playerStandings(
          standingOf(season2, null, 0, 3),
          null,
        ),
      }),
    );
    renderRoutes(routes, ['/app/leaderboard']);
    const you = await screen.findByRole('region', { name: 'Your standing' });
    expect(within(you).getByText(NO_XP_YET_TEXT)).toBeTruthy();
  });
});

describe('previous season leaderboard', () => {
  it('shows the final standings with the player’s final rank', async () => {
    stubFetch(
      apiTable({
        'GET /api/public/leaderboard/season/previous': json(200, {
          season: season1,
          entries: topEntries(5),
          players: 88,
        }),
        [`GET /api/public/leaderboard/user/${PLAYER_ID}`]: playerStandings(
          null,
          standingOf(season1, 17, 610, 88),
        ),
      }),
    );
    renderRoutes(routes, ['/app/leaderboard/previous-season']);

    expect(await screen.findByRole('heading', { name: 'Season 1' })).toBeTruthy();
    expect(screen.getByText('Final')).toBeTruthy();
    expect(screen.getByText('Mar 1 – May 31, 2026')).toBeTruthy();
    const you = await screen.findByRole('region', { name: 'Your final standing' });
    expect(within(you).getByText('Finished #17 of 88')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Final standings' })).toBeTruthy();
  });

  it('shows a friendly empty state, not an error, in the first season', async () => {
    stubFetch(
      apiTable({
        'GET /api/public/leaderboard/season/previous': json(200, NO_SUCH_SEASON),
        [`GET /api/public/leaderboard/user/${PLAYER_ID}`]: playerStandings(
          standingOf(season2, null, 0),
          null,
        ),
      }),
    );
    renderRoutes(routes, ['/app/leaderboard/previous-season']);

    expect(await screen.findByRole('heading', { name: NO_PREVIOUS_SEASON_TITLE })).toBeTruthy();
    expect(
      screen.getByText(
        'This is the first season of Punla. When it ends, its final standings will be kept here for everyone to see.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See this season' }).getAttribute('href')).toBe(
      '/app/leaderboard',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Final standings' })).toBeNull();
  });

  it('says so when no season is running now', async () => {
    stubFetch(
      apiTable({
        'GET /api/public/leaderboard/season/current': json(200, NO_SUCH_SEASON),
        [`GET /api/public/leaderboard/user/${PLAYER_ID}`]: playerStandings(
          null,
          standingOf(season1, 3, 900),
        ),
      }),
    );
    renderRoutes(routes, ['/app/leaderboard']);

    expect(await screen.findByRole('heading', { name: NO_SEASON_TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the previous season' }).getAttribute('href')).toBe(
      '/app/leaderboard/previous-season',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
