import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { makeToken } from '#test/tokens.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { AuditPage } from './audit-page.tsx';

const PLAYER_ID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const ADMIN_ID = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const entryOf = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 2,
  at: '2026-03-05T02:00:00.000Z',
  actorId: ADMIN_ID,
  actorName: 'tagapamahala',
  action: 'player.adjust',
  targetType: 'player',
  targetId: PLAYER_ID,
  targetName: 'sprout',
  before: { coinBalance: 40 },
  after: { coinBalance: 65 },
  reason: 'Coins lost in the outage of March 4.',
  address: '203.0.113.7',
  ...overrides,
});

const created = entryOf({
  id: 1,
  action: 'location.create',
  targetType: 'location',
  targetId: '12',
  targetName: null,
  before: null,
  after: { name: 'La Mesa watershed', treesPlanted: 250 },
  reason: null,
});

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  useSessionStore.getState().setToken(makeToken({ sub: ADMIN_ID, role: 'ADMIN' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const admins = {
  items: [
    {
      id: ADMIN_ID,
      username: 'tagapamahala',
      email: 'ops@punla.test',
      verified: true,
      suspended: false,
      role: 'ADMIN',
      level: 0,
      createdAt: '2026-01-05T08:00:00.000Z',
      lastActiveAt: null,
    },
  ],
  page: 1,
  size: 100,
  total: 1,
  totalCapped: false,
};

/** The log's calls, not the admins' list the filter reads. */
const auditCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/admin/audit'));

function auditServer(entries: AuditEntry[]) {
  return stubFetch((url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    if (url.startsWith('/api/secure/admin/player')) return json(200, admins);
    const items = entries.filter(
      (entry) =>
        (!query.get('targetType') || entry.targetType === query.get('targetType')) &&
        (!query.get('targetId') || entry.targetId === query.get('targetId')) &&
        (!query.get('action') || entry.action === query.get('action')),
    );
    return json(200, { items, page: 1, size: 25, total: items.length });
  });
}

const renderAt = (address: string) =>
  renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], [address]);

describe('the audit log', { timeout: 20_000 }, () => {
  it('shows each entry: what, about which record, by whom, from where, why, and what changed', async () => {
    auditServer([entryOf(), created]);
    renderAt('/admin/audit');
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    const [adjusted, made] = within(list).getAllByRole('listitem');
    expect(within(adjusted!).getByText('Balance adjusted')).toBeTruthy();
    expect(within(adjusted!).getByText('Player sprout')).toBeTruthy();
    expect(
      within(adjusted!).getByRole('link', { name: 'Open the player’s file' }).getAttribute('href'),
    ).toBe(`/admin/players/${PLAYER_ID}`);
    expect(within(adjusted!).getByRole('link', { name: 'Entries by tagapamahala' })).toBeTruthy();
    expect(within(adjusted!).getByText('from 203.0.113.7')).toBeTruthy();
    expect(within(adjusted!).getByText('Coins lost in the outage of March 4.')).toBeTruthy();
    const table = within(adjusted!).getByRole('table', { name: 'What changed' });
    const row = within(table).getByRole('row', { name: /Coin balance/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '65']);

    expect(within(made!).getByText('Location created')).toBeTruthy();
    expect(within(made!).getByText('Location #12')).toBeTruthy();
    await userEvent.setup().click(within(made!).getByText('Created with 2 fields'));
    expect(within(made!).getByText('Trees planted')).toBeTruthy();
    expect(within(made!).getByText('La Mesa watershed')).toBeTruthy();
    expect(screen.getByText(/^2 entries\./)).toBeTruthy();
  });

  it('reads its filters from the address, as a player’s file links to it', async () => {
    const fetchMock = auditServer([entryOf(), created]);
    renderAt(`/admin/audit?targetType=player&targetId=${PLAYER_ID}`);
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(auditCalls(fetchMock)[0]).toBe(
      `/api/secure/admin/audit?page=1&size=25&targetType=player&targetId=${PLAYER_ID}`,
    );
    expect(screen.getByRole('combobox', { name: 'Record' })).toHaveProperty('value', 'player');
  });

  it('filters by action from the keyboard, and clears the filters', async () => {
    const fetchMock = auditServer([entryOf(), created]);
    const user = userEvent.setup();
    renderAt('/admin/audit');
    await screen.findByRole('list', { name: 'Audit entries' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Location created');
    screen.getByRole('button', { name: 'Show entries' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toContain('action=location.create'));
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(auditCalls(fetchMock).at(-1)).toBe('/api/secure/admin/audit?page=1&size=25'),
    );
  });

  it('filters by an admin chosen by name', async () => {
    const fetchMock = auditServer([entryOf(), created]);
    const user = userEvent.setup();
    renderAt('/admin/audit');
    await screen.findByRole('list', { name: 'Audit entries' });
    const admin = screen.getByRole('combobox', { name: 'Admin' });
    await waitFor(() => expect(within(admin).getByText('tagapamahala')).toBeTruthy());
    await user.selectOptions(admin, 'tagapamahala');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toContain(`actor=${ADMIN_ID}`));
  });

  it('says when nothing matches', async () => {
    auditServer([]);
    renderAt('/admin/audit?action=season.delete');
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
  });
});
