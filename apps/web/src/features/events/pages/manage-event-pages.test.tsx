import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { hoursFromNow, plantingEventOf, refusal } from '#test/event-fixtures.ts';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { apiTable, logIn, narraSpecies } from '#test/tree-fixtures.ts';
import { upcomingThenPast } from './manage-event-list-page.tsx';

const species = json(200, [
  narraSpecies,
  { ...narraSpecies, id: 2, name: 'Molave', scientificName: 'Vitex parviflora' },
]);

beforeEach(() => {
  logIn({ role: 'ADMIN' });
  catchToasts();
});

const lastEveningDone = plantingEventOf({
  id: 3,
  name: 'Mangroves at Bakawan',
  placeName: 'Bakawan Park, Kalibo',
  startsAt: hoursFromNow(-30 * 24),
  endsAt: hoursFromNow(-30 * 24 + 4),
  rsvpDeadline: hoursFromNow(-31 * 24),
  status: 'CLOSED',
  treesPlanted: 40,
  seatsLeft: 2,
});
const weekAgo = plantingEventOf({
  id: 4,
  name: 'Bamboo at Marikina',
  startsAt: hoursFromNow(-7 * 24),
  endsAt: hoursFromNow(-7 * 24 + 3),
  rsvpDeadline: hoursFromNow(-8 * 24),
  seatsLeft: 0,
});
const soon = plantingEventOf({ seatsLeft: 8, waitlist: 3 });
const later = plantingEventOf({
  id: 9,
  name: 'Narra at UP Diliman',
  startsAt: hoursFromNow(14 * 24),
  endsAt: hoursFromNow(14 * 24 + 3),
  status: 'CANCELLED',
});

describe('admin events list', () => {
  it('puts the events not over yet first, soonest first, then the past ones, latest first', () => {
    const { upcoming, past } = upcomingThenPast(
      [lastEveningDone, weekAgo, soon, later],
      Date.now(),
    );
    expect(upcoming.map((event) => event.id)).toEqual([7, 9]);
    expect(past.map((event) => event.id)).toEqual([4, 3]);
  });

  it('shows each event with its date, place, status, seats and waitlist, and what to do next', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/event?past=all': json(200, [lastEveningDone, weekAgo, soon, later]),
      }),
    );
    renderRoutes(routes, ['/admin/manage-event/list']);

    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    const [first, second] = within(upcoming).getAllByRole('listitem');
    expect(within(first!).getByText('Planting at La Mesa')).toBeTruthy();
    expect(within(first!).getByText('Scheduled')).toBeTruthy();
    expect(within(first!).getByText(/12 of 20 seats · 3 waiting/)).toBeTruthy();
    expect(within(first!).getByText(/La Mesa Watershed, Quezon City/)).toBeTruthy();
    expect(
      within(first!).getByRole('link', { name: 'Edit Planting at La Mesa' }).getAttribute('href'),
    ).toBe('/admin/manage-event/7');
    expect(
      within(first!)
        .getByRole('link', { name: 'Attendees of Planting at La Mesa' })
        .getAttribute('href'),
    ).toBe('/admin/manage-event/7/attendees');
    expect(
      within(first!)
        .getByRole('link', { name: 'Check-in for Planting at La Mesa' })
        .getAttribute('href'),
    ).toBe('/admin/manage-event/7/check-in');
    expect(within(second!).getByText('Cancelled')).toBeTruthy();
    expect(within(second!).queryByRole('link', { name: /^Edit/ })).toBeNull();

    const past = screen.getByRole('list', { name: 'Past events' });
    const [ended, closed] = within(past).getAllByRole('listitem');
    expect(within(ended!).getByText('Scheduled · to close')).toBeTruthy();
    expect(within(ended!).getByText(/20 of 20 seats/)).toBeTruthy();
    expect(within(closed!).getByText('Closed · 40 trees planted')).toBeTruthy();
    expect(within(closed!).queryByRole('link', { name: /^Check-in/ })).toBeNull();
    expect(within(closed!).getByRole('link', { name: 'Attendees of Mangroves at Bakawan' }));
  });

  it('invites the first event when there is none', async () => {
    stubFetch(apiTable({ 'GET /api/secure/event?past=all': json(200, []) }));
    renderRoutes(routes, ['/admin/manage-event/list']);
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeTruthy();
    // The toolbar's and the empty list's own: both lead to the form.
    const links = screen.getAllByRole('link', { name: 'New event' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/manage-event',
      '/admin/manage-event',
    ]);
  });
});

/** Fills the form's times as the admin types them, on the game's clock (Manila). */
function fillTimes() {
  fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2099-06-06T08:00' } });
  fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2099-06-06T12:00' } });
  fireEvent.change(screen.getByLabelText('RSVP deadline'), {
    target: { value: '2099-06-05T18:00' },
  });
}

describe('admin event form', () => {
  it('creates an event with the game rule as its requirements, times in the game zone', async () => {
    const bodies: unknown[] = [];
    stubFetch(
      apiTable({
        'GET /api/secure/tree': species,
        'GET /api/secure/event': json(200, []),
        'POST /api/secure/event': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json(201, plantingEventOf());
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/admin/manage-event']);
    expect(await screen.findByRole('heading', { name: 'New planting event' })).toBeTruthy();
    expect(screen.getByText('Philippine time (UTC+08:00)')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Planting at La Mesa');
    await user.type(
      screen.getByRole('textbox', { name: 'Description' }),
      'Native trees along the watershed with the forest rangers.',
    );
    fillTimes();
    await user.type(screen.getByRole('textbox', { name: 'Seats' }), '20');
    await user.type(screen.getByRole('textbox', { name: 'Place' }), 'La Mesa Watershed');
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '14.7167');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '121.0833');
    const speciesSelect = screen.getByRole('combobox', { name: 'Species' });
    await waitFor(() => expect(within(speciesSelect).getByText('Molave')).toBeTruthy());
    await user.selectOptions(speciesSelect, 'Narra');
    expect(
      (screen.getByRole('combobox', { name: 'Who may RSVP' }) as HTMLSelectElement).value,
    ).toBe('GAME_RULE');
    expect(
      screen.getByRole('option', {
        name: 'Game rule (Sapling tree this season, 300 season XP)',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-event/list'));
    expect(bodies).toEqual([
      {
        name: 'Planting at La Mesa',
        description: 'Native trees along the watershed with the forest rangers.',
        startsAt: '2099-06-06T08:00:00+08:00',
        endsAt: '2099-06-06T12:00:00+08:00',
        rsvpDeadline: '2099-06-05T18:00:00+08:00',
        capacity: 20,
        placeName: 'La Mesa Watershed',
        latitude: 14.7167,
        longitude: 121.0833,
        speciesId: 1,
        minStage: 'Sapling',
        minSeasonXp: 300,
      },
    ]);
    expect(toastMessages()).toContain('Event saved.');
  });

  it("checks the form with the contract's rules and sends nothing while it is wrong", async () => {
    const fetchMock = stubFetch(apiTable({ 'GET /api/secure/tree': species }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-event']);
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Short');
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2099-06-06T08:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2099-06-06T07:00' } });
    fireEvent.change(screen.getByLabelText('RSVP deadline'), {
      target: { value: '2099-06-07T08:00' },
    });
    await user.type(screen.getByRole('textbox', { name: 'Seats' }), '0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who may RSVP' }), 'CUSTOM');
    await user.clear(screen.getByRole('textbox', { name: 'Season XP at least' }));
    await user.type(screen.getByRole('textbox', { name: 'Season XP at least' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    for (const message of [
      'A name has at least 3 characters.',
      'A description has at least 10 characters.',
      'The event ends after it starts.',
      'The RSVP deadline is no later than the start.',
      'A place name has at least 2 characters.',
      'The latitude is a number.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'Seats' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(
      screen.getByRole('textbox', { name: 'Season XP at least' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('lowers the requirements of a community event and shows what the server refuses under its field', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch(
      apiTable({
        'GET /api/secure/tree': species,
        'GET /api/secure/event/7': json(
          200,
          plantingEventOf({ minStage: null, minSeasonXp: 0, seatsLeft: 2 }),
        ),
        'PUT /api/secure/event/7': (init) => {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          bodies.push(body);
          return body.capacity === 10
            ? json(
                409,
                refusal(
                  409,
                  'CAPACITY_TOO_SMALL',
                  '18 players have a seat, so the capacity cannot go below 18.',
                ),
              )
            : json(
                400,
                refusal(400, 'VALIDATION_FAILED', 'startsAt: The start is in the future.', {
                  issues: [{ field: 'startsAt', message: 'The start is in the future.' }],
                }),
              );
        },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-event/7']);
    expect(await screen.findByRole('heading', { name: 'Edit Planting at La Mesa' })).toBeTruthy();
    expect(
      (screen.getByRole('combobox', { name: 'Who may RSVP' }) as HTMLSelectElement).value,
    ).toBe('CUSTOM');
    const stage = screen.getByRole('combobox', { name: 'Tree planted this season' });
    expect((stage as HTMLSelectElement).value).toBe('NONE');
    expect(within(stage).getByRole('option', { name: 'No tree needed' })).toBeTruthy();

    const seats = screen.getByRole('textbox', { name: 'Seats' });
    await user.clear(seats);
    await user.type(seats, '10');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(seats.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getAllByText('18 players have a seat, so the capacity cannot go below 18.').length,
    ).toBeGreaterThan(0);
    expect(bodies[0]).toMatchObject({ capacity: 10, minStage: null, minSeasonXp: 0 });

    await user.clear(seats);
    await user.type(seats, '30');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const starts = screen.getByLabelText('Starts');
    await waitFor(() => expect(starts.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The start is in the future.')).toBeTruthy();
  });

  it('cancels a scheduled event after saying who is told', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/tree': species,
        'GET /api/secure/event/7': json(200, plantingEventOf({ seatsLeft: 8, waitlist: 2 })),
        'GET /api/secure/event': json(200, []),
        'DELETE /api/secure/event/7': new Response(null, { status: 204 }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/admin/manage-event/7']);
    await user.click(await screen.findByRole('button', { name: 'Cancel this event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Planting at La Mesa?' });
    expect(
      within(dialog).getByText(/All 14 players who RSVP'd get a notice and a mail/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Cancel this event' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the event' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-event/list'));
    expect(toastMessages()).toContain('Event cancelled. Every player who RSVP’d has been told.');
  });
});
