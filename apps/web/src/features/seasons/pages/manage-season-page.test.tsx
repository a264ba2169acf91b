import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn } from '#test/tree-fixtures.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { END_MISSING_TEXT, toSeasonInput } from '../components/season-form.tsx';

const season1 = {
  id: 1,
  name: 'Season 1',
  startDate: '2026-05-31T16:00:00.000Z',
  endDate: '2026-08-31T16:00:00.000Z',
  current: true,
  daysLeft: 12,
  hasXp: true,
};

const overlap =
  'This season overlaps "Season 1" (2026-05-31 to 2026-08-31). Seasons cannot overlap.';

beforeEach(() => {
  logIn({ role: 'ADMIN' });
  catchToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('toSeasonInput', () => {
  it('reads the pickers on Philippine time and sends ISO 8601 with +08:00', () => {
    expect(
      toSeasonInput({ name: 'Season 2', start: '2026-09-01T00:00', end: '2026-11-30T23:59' }),
    ).toEqual({
      name: 'Season 2',
      startDate: '2026-09-01T00:00:00+08:00',
      endDate: '2026-11-30T23:59:00+08:00',
    });
  });
});

describe('manage seasons', () => {
  it('lists the seasons with the current badge, days left and XP', async () => {
    stubFetch(apiTable({ 'GET /api/secure/season': json(200, [season1]) }));
    renderRoutes(routes, ['/admin/manage-season']);
    const list = await screen.findByRole('list', { name: 'Seasons' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Season 1')).toBeTruthy();
    expect(within(card).getByText('Current')).toBeTruthy();
    expect(within(card).getByText('Has XP')).toBeTruthy();
    expect(within(card).getByText('12 days left')).toBeTruthy();
    expect(within(card).getByText('Jun 1, 2026')).toBeTruthy();
    expect(within(card).getAllByText('12:00 AM')).toHaveLength(2);
  });

  it('creates a season with +08:00 dates, and shows the overlap the server refuses', async () => {
    const bodies: unknown[] = [];
    stubFetch(
      apiTable({
        'GET /api/secure/season': json(200, [season1]),
        'POST /api/secure/season': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json(409, {
            statusCode: 409,
            error: 'Conflict',
            code: 'SEASON_OVERLAP',
            message: overlap,
          });
        },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-season']);
    await screen.findByRole('list', { name: 'Seasons' });
    await user.click(screen.getByRole('button', { name: 'New season' }));

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Season 2');
    await user.clear(name);
    await user.type(name, 'Rainy Season');
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-08-15T00:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2026-11-30T18:30' } });
    await user.click(screen.getByRole('button', { name: 'Create season' }));

    expect(await screen.findByText(overlap)).toBeTruthy();
    expect(bodies).toEqual([
      {
        name: 'Rainy Season',
        startDate: '2026-08-15T00:00:00+08:00',
        endDate: '2026-11-30T18:30:00+08:00',
      },
    ]);
    expect(toastMessages()).toContain(`${overlap} (Status Code: 409)`);
  });

  it('checks the form before sending', async () => {
    const fetchMock = stubFetch(apiTable({ 'GET /api/secure/season': json(200, []) }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-season']);
    await screen.findByText(/No seasons yet/);
    await user.click(screen.getByRole('button', { name: 'New season' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'S');
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-09-01T00:00' } });
    await user.click(screen.getByRole('button', { name: 'Create season' }));
    expect(await screen.findByText('A name has at least 2 characters.')).toBeTruthy();
    expect(screen.getByText(END_MISSING_TEXT)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2026-08-01T00:00' } });
    await user.click(screen.getByRole('button', { name: 'Create season' }));
    expect(await screen.findByText('The season must end after it starts.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal to delete a season with XP', async () => {
    const refusal = 'Players have earned XP in this season, so it cannot be deleted.';
    stubFetch(
      apiTable({
        'GET /api/secure/season': json(200, [season1]),
        'DELETE /api/secure/season/1': json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'SEASON_HAS_XP',
          message: refusal,
        }),
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-season']);
    await user.click(await screen.findByRole('button', { name: 'Delete Season 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Season 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain(`${refusal} (Status Code: 409)`));
  });

  it('runs a rollover action after confirming, and shows the server’s message', async () => {
    const message = '3 players received a free seedling.';
    const fetchMock = stubFetch(
      apiTable({
        'GET /api/secure/season': json(200, [season1]),
        'POST /api/secure/season/send-free-seedlings': json(200, {
          action: 'send-free-seedlings',
          season: 'Season 1',
          changed: 3,
          message,
        }),
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-season']);
    await user.click(await screen.findByRole('button', { name: 'Send seedlings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send free seedlings?' });
    expect(within(dialog).getByText(/Safe to repeat/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send seedlings' }));
    await waitFor(() => expect(toastMessages()).toContain(message));
  });
});
