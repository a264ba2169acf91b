import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlantingEvent } from '@punla/contract';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { apiTable, logIn, PLAYER_ID } from '#test/tree-fixtures.ts';

const checker = `GET /api/secure/planted-tree/user/${PLAYER_ID}/checker`;
const eligibility = json(200, { eligible: true, season: 'Season 2', rules: [] });

function eventOf(overrides: Partial<PlantingEvent> = {}): PlantingEvent {
  return {
    id: 7,
    name: 'Planting at La Mesa',
    description: 'Native trees along the watershed with the forest rangers.',
    startsAt: '2099-06-06T00:00:00.000Z',
    endsAt: '2099-06-06T04:00:00.000Z',
    rsvpDeadline: '2099-06-05T00:00:00.000Z',
    capacity: 20,
    placeName: 'La Mesa Watershed, Quezon City',
    latitude: 14.7,
    longitude: 121.08,
    species: { id: 1, name: 'Narra' },
    minStage: 'Sapling',
    minSeasonXp: 300,
    status: 'SCHEDULED',
    seatsLeft: 3,
    waitlist: 0,
    rsvp: null,
    requirements: { met: true, missing: [] },
    treesPlanted: null,
    imageUrl: null,
    latestSurvival: null,
    ...overrides,
  };
}

beforeEach(() => {
  logIn();
  catchToasts();
});

const cardOf = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Upcoming planting events' });
  return within(list).getByRole('listitem', { name });
};

describe('planting events on Event Eligibility', () => {
  it('shows seats, requirements and RSVPs; an RSVP takes a seat and the ticket shows its code', async () => {
    let event = eventOf();
    let signal = true;
    const fetch = stubFetch(
      apiTable({
        [checker]: eligibility,
        'GET /api/secure/event': () => json(200, [event]),
        [`POST /api/secure/event/7/user/${PLAYER_ID}/rsvp`]: () => {
          event = eventOf({
            seatsLeft: 2,
            rsvp: { status: 'CONFIRMED', position: null, checkedInAt: null },
          });
          return json(201, { status: 'CONFIRMED', position: null });
        },
        [`GET /api/secure/event/7/user/${PLAYER_ID}/ticket`]: () => {
          if (!signal) throw new TypeError('Failed to fetch');
          return json(200, { code: 'ABCDEFGHJK' });
        },
      }),
    );
    renderRoutes(routes, ['/app/eligibility-checker']);
    const card = await cardOf('Planting at La Mesa');
    expect(within(card).getByText('3 of 20 seats left')).toBeTruthy();
    expect(within(card).getByText('Planting Narra')).toBeTruthy();
    expect(
      within(card).getByText(/Needs a Sapling tree this season and 300 season XP/),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /^RSVP/ }));
    await waitFor(() => expect(within(card).getByText("You're going")).toBeTruthy());
    expect(toastMessages()).toContain("You're going to Planting at La Mesa! Your ticket is ready.");
    expect(within(card).getByText('2 of 20 seats left')).toBeTruthy();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => String(url).endsWith('/rsvp') && init?.method === 'POST',
      ),
    ).toBe(true);

    // The seat's ticket is fetched at once, so it still opens once the signal is gone.
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/ticket'))).toBe(true),
    );
    signal = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Show ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your ticket' });
    expect(await within(dialog).findByText('ABCDE FGHJK')).toBeTruthy();
    expect(
      await within(dialog).findByRole('img', { name: 'QR code of ticket ABCDE FGHJK' }),
    ).toBeTruthy();
  });

  it('says what is missing, and offers the waitlist when the seats are taken', async () => {
    stubFetch(
      apiTable({
        [checker]: eligibility,
        'GET /api/secure/event': json(200, [
          eventOf({
            requirements: { met: false, missing: ['Earn 50 more XP this season (250 of 300).'] },
          }),
          eventOf({ id: 8, name: 'Mangroves at Bakawan', seatsLeft: 0, waitlist: 4 }),
          eventOf({
            id: 9,
            name: 'Ipil by the river',
            rsvp: { status: 'WAITLISTED', position: 3, checkedInAt: null },
            seatsLeft: 0,
          }),
        ]),
      }),
    );
    renderRoutes(routes, ['/app/eligibility-checker']);
    const blocked = await cardOf('Planting at La Mesa');
    expect(within(blocked).getByText('Earn 50 more XP this season (250 of 300).')).toBeTruthy();
    expect(within(blocked).getByRole('button', { name: /^RSVP/ }).hasAttribute('disabled')).toBe(
      true,
    );
    const full = await cardOf('Mangroves at Bakawan');
    expect(within(full).getByText('Full · 4 on the waitlist')).toBeTruthy();
    expect(within(full).getByRole('button', { name: /^Join the waitlist/ })).toBeTruthy();
    const waiting = await cardOf('Ipil by the river');
    expect(within(waiting).getByText('On the waitlist: #3')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Show ticket' })).toBeNull();
    expect(within(waiting).getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
  });

  it('says so when no event is scheduled', async () => {
    stubFetch(apiTable({ [checker]: eligibility, 'GET /api/secure/event': json(200, []) }));
    renderRoutes(routes, ['/app/eligibility-checker']);
    expect(await screen.findByText(/No planting event is scheduled right now/)).toBeTruthy();
  });
});
