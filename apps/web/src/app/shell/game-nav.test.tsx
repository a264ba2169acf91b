import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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
