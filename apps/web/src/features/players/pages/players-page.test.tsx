import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerListItem } from '@punla/contract';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { logIn } from '#test/tree-fixtures.ts';
import { EMPTY, SEARCH } from '../components/players-text.ts';
import { PlayersPage } from './players-page.tsx';

const playerOf = (overrides: Partial<PlayerListItem> = {}): PlayerListItem => ({
  id: '0b7e6a52-6c1e-4d55-9d0c-0a1b2c3d4e5f',
  username: 'sprout',
  email: 'sprout@example.com',
  verified: true,
  suspended: false,
  role: 'USER',
  level: 3,
  createdAt: '2026-03-05T02:00:00.000Z',
  lastActiveAt: '2026-03-09T02:00:00.000Z',
  ...overrides,
});

const everyone = [
  playerOf(),
  playerOf({
    id: '1c8f7b63-7d2f-4e66-8e1d-1b2c3d4e5f60',
    username: 'spruce',
    email: 'spruce@example.com',
    verified: false,
    lastActiveAt: null,
  }),
  playerOf({
    id: '2d9a8c74-8e3a-4f77-9f2e-2c3d4e5f6071',
    username: 'acorn',
    email: 'acorn@example.com',
    suspended: true,
    role: 'ADMIN',
  }),
];

/** A server that searches `everyone` as the real one does: by the start, kept to a status. */
function searchServer(total?: number) {
  return stubFetch((url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    if (!url.startsWith('/api/secure/admin/player?')) {
      return json(404, { statusCode: 404, error: 'Not Found', message: `No ${url}` });
    }
    const q = (query.get('q') ?? '').toLowerCase();
    const status = query.get('status');
    const items = everyone.filter(
      (player) =>
        (!q ||
          player.username.startsWith(q) ||
          player.email.startsWith(q) ||
          player.id.startsWith(q)) &&
        (!status ||
          (status === 'unverified' && !player.verified) ||
          (status === 'suspended' && player.suspended) ||
          (status === 'admin' && player.role === 'ADMIN')),
    );
    const page = Number(query.get('page'));
    return json(200, {
      items,
      page,
      size: Number(query.get('size')),
      total: total ?? items.length,
      totalCapped: false,
    });
  });
}

const searches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/secure/admin/player?'));

const renderPage = (at = '/admin/players') =>
  renderRoutes([{ path: '/admin/players', element: <PlayersPage /> }], [at]);

beforeEach(() => logIn({ role: 'ADMIN' }));
afterEach(() => vi.unstubAllGlobals());

describe('the players search', { timeout: 20_000 }, () => {
  it('lists the newest players with their facts, each row a link to the file', async () => {
    const fetchMock = searchServer();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Players found' });
    expect(searches(fetchMock)).toEqual(['/api/secure/admin/player?page=1&size=20']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [sprout, spruce, acorn] = rows;
    expect(within(sprout!).getByRole('link', { name: 'sprout' }).getAttribute('href')).toBe(
      '/admin/players/0b7e6a52-6c1e-4d55-9d0c-0a1b2c3d4e5f',
    );
    expect(within(sprout!).getByText('sprout@example.com')).toBeTruthy();
    expect(within(spruce!).getByText('Never')).toBeTruthy();
    expect(within(acorn!).getByText('Admin')).toBeTruthy();
    expect(screen.getByText(/^3 players\./)).toBeTruthy();
  });

  it('searches once the typing pauses, not at every letter, and keeps the search in the address', async () => {
    const fetchMock = searchServer();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Players found' });
    await user.type(screen.getByRole('searchbox', { name: SEARCH.label }), 'spr');
    const table = screen.getByRole('table', { name: 'Players found' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(searches(fetchMock)).toEqual([
      '/api/secure/admin/player?page=1&size=20',
      '/api/secure/admin/player?q=spr&page=1&size=20',
    ]);
    expect(router.state.location.search).toBe('?q=spr');
    expect(within(table).queryByText('acorn')).toBeNull();
  });

  it('searches at once on Enter', async () => {
    const fetchMock = searchServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Players found' });
    const box = screen.getByRole('searchbox', { name: SEARCH.label });
    await user.type(box, 'acorn{Enter}');
    await waitFor(
      () =>
        expect(searches(fetchMock)).toContain('/api/secure/admin/player?q=acorn&page=1&size=20'),
      { timeout: 150 },
    );
  });

  it('keeps to a status, and says when none has it', async () => {
    const fetchMock = searchServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Players found' });
    await user.click(screen.getByRole('radio', { name: 'Unverified' }));
    await waitFor(() =>
      expect(searches(fetchMock)).toContain(
        '/api/secure/admin/player?status=unverified&page=1&size=20',
      ),
    );
    const table = screen.getByRole('table', { name: 'Players found' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('spruce')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: SEARCH.label }), 'acorn{Enter}');
    expect(
      await screen.findByText(
        'No unverified player’s username, e-mail address or id starts with “acorn”.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: SEARCH.clear }));
    await user.click(screen.getByRole('radio', { name: 'Admins' }));
    expect(await screen.findByText('acorn')).toBeTruthy();
  });

  it('says when nobody has a status at all', async () => {
    stubFetch(() => json(200, { items: [], page: 1, size: 20, total: 0, totalCapped: false }));
    renderPage('/admin/players?status=suspended');
    expect(await screen.findByText(EMPTY.suspended)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Suspended' })).toHaveProperty('checked', true);
  });

  it('pages through many players', async () => {
    const fetchMock = searchServer(45);
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Players found' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: SEARCH.previous })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: SEARCH.next }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(searches(fetchMock)).toContain('/api/secure/admin/player?page=2&size=20');
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('the way to the players', () => {
  it('is in the admin menu', async () => {
    stubFetch(() => json(200, { items: [], page: 1, size: 20, total: 0, totalCapped: false }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/admin/profile']);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Players' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/players'));
    expect(await screen.findByRole('heading', { name: 'Players', level: 2 })).toBeTruthy();
  });
});
