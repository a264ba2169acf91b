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
  sessionStorage.clear();
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

  const JOB_ID = '7d1f6a52-3b7e-4c8e-9a51-0c6f0f1b2a33';
  const jobAnswer = (fields: object) => ({
    jobId: JOB_ID,
    action: 'send-free-seedlings',
    season: 'Season 1',
    total: 25_000,
    changed: 0,
    ...fields,
  });

  it('runs a rollover action after confirming, shows its progress, then the server’s message', async () => {
    const message = '25,000 players received a free seedling.';
    const progress = [
      jobAnswer({ state: 'running', done: 10_000, changed: 10_000 }),
      jobAnswer({ state: 'done', done: 25_000, changed: 25_000, message }),
    ];
    const fetchMock = stubFetch(
      apiTable({
        'GET /api/secure/season': json(200, [season1]),
        'POST /api/secure/season/send-free-seedlings': json(202, { jobId: JOB_ID }),
        [`GET /api/secure/season/job/${JOB_ID}`]: () =>
          json(200, progress.length > 1 ? progress.shift() : progress[0]),
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-season']);
    await user.click(await screen.findByRole('button', { name: 'Send seedlings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send free seedlings?' });
    expect(within(dialog).getByText(/Safe to repeat/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send seedlings' }));

    expect(await screen.findByText('Season 1: 10,000 of 25,000 players · 40%')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Send free seedlings, Season 1' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect((screen.getByRole('button', { name: 'Running…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect(toastMessages()).toContain(message), { timeout: 3000 });
    expect(screen.getByText(`Season 1: ${message}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send seedlings' })).toBeTruthy();
  });

  it('says why a job stopped and resumes it', async () => {
    const error = 'There is no common tree species to give. Add one in Manage trees, then resume.';
    let job = jobAnswer({ state: 'failed', done: 10_000, error });
    const fetchMock = stubFetch(
      apiTable({
        'GET /api/secure/season': json(200, [season1]),
        'POST /api/secure/season/send-free-seedlings': json(202, { jobId: JOB_ID }),
        [`GET /api/secure/season/job/${JOB_ID}`]: () => json(200, job),
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-season']);
    await user.click(await screen.findByRole('button', { name: 'Send seedlings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send free seedlings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send seedlings' }));

    expect(
      await screen.findByText(`Season 1: stopped at 10,000 of 25,000 players. ${error}`),
    ).toBeTruthy();
    job = jobAnswer({ state: 'running', done: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(
      await screen.findByText('Season 1: 20,000 of 25,000 players · 80%', {}, { timeout: 3000 }),
    ).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(2);
  });

  it('keeps following a job while the server cannot be reached, and starts anew after an earlier season', async () => {
    sessionStorage.setItem('punla.seasonJob.send-free-seedlings', JOB_ID);
    let answer = json(503, {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Punla is starting. Try again in a moment.',
    });
    stubFetch(
      apiTable({
        'GET /api/secure/season': json(200, [season1]),
        [`GET /api/secure/season/job/${JOB_ID}`]: () => answer.clone(),
      }),
    );
    renderRoutes(routes, ['/admin/manage-season']);
    await screen.findByRole('button', { name: 'Send seedlings' });
    // Unanswered for a while: the job is still the one followed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sessionStorage.getItem('punla.seasonJob.send-free-seedlings')).toBe(JOB_ID);
    answer = json(
      200,
      jobAnswer({ season: 'Summer', state: 'failed', done: 5, error: 'A batch failed.' }),
    );
    expect(
      await screen.findByText(
        'Summer: stopped at 5 of 25,000 players. A batch failed.',
        {},
        {
          timeout: 4000,
        },
      ),
    ).toBeTruthy();
    // Not this season's job: its action starts anew rather than resuming it.
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send seedlings' })).toBeTruthy();
  });

  it('offers neither the action nor Resume again once the start is answered, before the job is read', async () => {
    const fetchMock = stubFetch(
      apiTable({
        'GET /api/secure/season': json(200, [season1]),
        'POST /api/secure/season/send-free-seedlings': json(202, { jobId: JOB_ID }),
        // The job's progress does not come: the card shows the start's answer meanwhile.
        [`GET /api/secure/season/job/${JOB_ID}`]: () => new Promise<Response>(() => {}),
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-season']);
    await user.click(await screen.findByRole('button', { name: 'Send seedlings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send free seedlings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send seedlings' }));
    const running = await screen.findByRole('button', { name: 'Running…' });
    expect((running as HTMLButtonElement).disabled).toBe(true);
    await user.click(running);
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
  });
});
