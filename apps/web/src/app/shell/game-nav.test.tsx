import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '#test/fetch.ts';
import {
  economyApi,
  logInPlayer,
  PLAYER_ID,
  questsTodayOf,
  renderInRouter,
} from '#test/economy-fixtures.tsx';
import { GameNav } from './game-nav.tsx';

describe('the game navigation', () => {
  it('links the daily places and marks the current one', () => {
    render(
      <MemoryRouter initialEntries={['/app/leaderboard']}>
        <GameNav />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Game' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Tree', '/app/my-tree'],
      ['Inventory', '/app/inventory'],
      ['Hub', '/app/resource-hub'],
      ['Ranks', '/app/leaderboard'],
      ['News', '/app/news-and-updates'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Ranks' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('the Hub badge', () => {
  it('counts the quest rewards waiting to be claimed', async () => {
    logInPlayer();
    const today = questsTodayOf();
    today.quests[1] = { ...today.quests[1]!, done: true, hint: null };
    stubFetch(economyApi({ [`GET /api/secure/quest/user/${PLAYER_ID}/today`]: json(200, today) }));
    renderInRouter(<GameNav />);
    const hub = await screen.findByRole('link', { name: 'Hub, 2 rewards to claim' });
    expect(hub.getAttribute('href')).toBe('/app/resource-hub');
    expect(within(hub).getByTestId('hub-badge').getAttribute('data-count')).toBe('2');
  });
});
