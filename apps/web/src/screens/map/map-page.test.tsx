import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { RSVP_MISSING_TITLE } from '#features/events/components/event-text.ts';
import { CHECK_ELIGIBILITY, UPCOMING_LEAD } from '#features/events/components/upcoming-events.tsx';
import { hoursFromNow, plantingEventOf } from '#test/event-fixtures.ts';
import { renderRoutes } from '#test/render.tsx';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { apiTable, logIn, PLAYER_ID } from '#test/tree-fixtures.ts';

const laMesa = {
  id: 2,
  name: 'La Mesa Watershed',
  description: 'A Saturday of Banaba and Ipil seedlings around the reservoir.',
  latitude: 14.717,
  longitude: 121.083,
  activityDate: '2025-11-08',
  treesPlanted: 1200,
  imageUrl: null,
};

describe('Previous Activities: the places planted, then the planting events to come', () => {
  beforeEach(() => logIn());

  it('lists the previous activities first, then the upcoming events, each pinned apart', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/location': json(200, [laMesa]),
        'GET /api/secure/event': json(200, [
          plantingEventOf({ id: 7, name: 'Planting at Mt. Makiling', seatsLeft: 3 }),
          plantingEventOf({
            id: 8,
            name: 'Mangroves at Bataan',
            seatsLeft: 0,
            waitlist: 2,
            rsvp: { status: 'WAITLISTED', position: 2, checkedInAt: null },
          }),
          plantingEventOf({ id: 9, name: 'Cancelled at Rizal', status: 'CANCELLED' }),
          plantingEventOf({ id: 10, name: 'Closed at Laguna', status: 'CLOSED' }),
        ]),
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/app/map']);

    const activities = await screen.findByRole('list', { name: 'Planting activities' });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming planting events' });
    // Previous Activities: the places already planted come first, the events still to come after.
    expect(
      activities.compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(upcoming).getByText(UPCOMING_LEAD)).toBeTruthy();
    const jump = screen.getByRole('link', { name: '2 upcoming planting events below' });
    expect(jump.getAttribute('href')).toBe('#upcoming-events');
    expect(upcoming.id).toBe('upcoming-events');

    const cards = within(upcoming).getAllByRole('listitem', { name: /./ });
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'upcoming-7-name',
      'upcoming-8-name',
    ]);
    const makiling = within(upcoming).getByRole('listitem', { name: 'Planting at Mt. Makiling' });
    expect(within(makiling).getByText('3 of 20 seats left')).toBeTruthy();
    const bataan = within(upcoming).getByRole('listitem', { name: 'Mangroves at Bataan' });
    expect(within(bataan).getByText('On the waitlist: #2')).toBeTruthy();
    expect(within(bataan).getByRole('link', { name: 'See your RSVP' }).getAttribute('href')).toBe(
      '/app/eligibility-checker',
    );
    expect(screen.queryByText('Cancelled at Rizal')).toBeNull();

    // Each upcoming event has its own pin on the map, apart from the planted places.
    expect(document.querySelector('[title="Upcoming: Planting at Mt. Makiling"]')).toBeTruthy();
    expect(document.querySelector('[title="Upcoming: Mangroves at Bataan"]')).toBeTruthy();
    expect(document.querySelector('[title="La Mesa Watershed"]')).toBeTruthy();
    expect(document.querySelector('[title="Upcoming: Cancelled at Rizal"]')).toBeNull();

    // Showing an event on the map chooses it, and no planted place stays chosen.
    await user.click(within(activities).getByRole('button', { name: 'Show on map' }));
    const show = within(makiling).getByRole('button', { name: /Show on map/ });
    await user.click(show);
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(makiling.hasAttribute('data-selected')).toBe(true);
    expect(within(activities).getByRole('article').hasAttribute('data-selected')).toBe(false);
  });

  it('RSVPs an eligible player right there, once for a double tap: the seat is taken and the ticket is one link away', async () => {
    catchToasts();
    let event = plantingEventOf({ id: 7, name: 'Planting at Mt. Makiling', seatsLeft: 3 });
    const rsvps: string[] = [];
    stubFetch(
      apiTable({
        'GET /api/secure/location': json(200, [laMesa]),
        'GET /api/secure/event': () => json(200, [event]),
        [`POST /api/secure/event/7/user/${PLAYER_ID}/rsvp`]: () => {
          rsvps.push('7');
          event = plantingEventOf({
            ...event,
            seatsLeft: 2,
            rsvp: { status: 'CONFIRMED', position: null, checkedInAt: null },
          });
          return json(201, { status: 'CONFIRMED', position: null });
        },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/app/map']);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming planting events' });
    const card = within(upcoming).getByRole('listitem', { name: 'Planting at Mt. Makiling' });
    expect(within(card).queryByRole('link', { name: /RSVP/ })).toBeNull();

    await user.dblClick(within(card).getByRole('button', { name: /^RSVP/ }));
    await waitFor(() => expect(within(card).getByText("You're going")).toBeTruthy());
    expect(rsvps).toEqual(['7']);
    expect(toastMessages()).toContain(
      "You're going to Planting at Mt. Makiling! Your ticket is ready.",
    );
    expect(within(card).queryByRole('button', { name: /^RSVP/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'See your ticket' }).getAttribute('href')).toBe(
      '/app/eligibility-checker',
    );
  });

  it('tells a player who may not RSVP yet why, with the way to Event Eligibility', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/location': json(200, [laMesa]),
        'GET /api/secure/event': json(200, [
          plantingEventOf({
            id: 7,
            name: 'Planting at Mt. Makiling',
            requirements: { met: false, missing: ['Earn 50 more XP this season (250 of 300).'] },
          }),
          plantingEventOf({
            id: 11,
            name: 'Late for this one',
            rsvpDeadline: hoursFromNow(-1),
          }),
        ]),
      }),
    );
    renderRoutes(routes, ['/app/map']);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming planting events' });
    const blocked = within(upcoming).getByRole('listitem', { name: 'Planting at Mt. Makiling' });
    expect(within(blocked).getByText(RSVP_MISSING_TITLE)).toBeTruthy();
    expect(within(blocked).getByText('Earn 50 more XP this season (250 of 300).')).toBeTruthy();
    expect(within(blocked).queryByRole('button', { name: /RSVP/ })).toBeNull();
    expect(
      within(blocked).getByRole('link', { name: CHECK_ELIGIBILITY }).getAttribute('href'),
    ).toBe('/app/eligibility-checker');

    const late = within(upcoming).getByRole('listitem', { name: 'Late for this one' });
    expect(within(late).getByText(/^RSVPs closed on /)).toBeTruthy();
    expect(within(late).queryByRole('button', { name: /RSVP/ })).toBeNull();
  });

  it('shows no upcoming section when no event is scheduled', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/location': json(200, [laMesa]),
        'GET /api/secure/event': json(200, []),
      }),
    );
    renderRoutes(routes, ['/app/map']);
    expect(await screen.findByRole('list', { name: 'Planting activities' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Upcoming planting events' })).toBeNull();
  });

  it('opens at the place a real tree links to, chosen; an unknown place chooses nothing', async () => {
    const arroceros = { ...laMesa, id: 5, name: 'Arroceros Forest Park' };
    stubFetch(
      apiTable({
        'GET /api/secure/location': json(200, [laMesa, arroceros]),
        'GET /api/secure/event': json(200, []),
      }),
    );
    const view = renderRoutes(routes, ['/app/map?location=5']);
    const activities = await screen.findByRole('list', { name: 'Planting activities' });
    const chosen = (name: string) =>
      within(activities)
        .getAllByRole('article')
        .find((card) => within(card).queryByText(name))!
        .hasAttribute('data-selected');
    expect(chosen('Arroceros Forest Park')).toBe(true);
    expect(chosen('La Mesa Watershed')).toBe(false);
    view.unmount();

    renderRoutes(routes, ['/app/map?location=999']);
    const none = await screen.findByRole('list', { name: 'Planting activities' });
    for (const card of within(none).getAllByRole('article')) {
      expect(card.hasAttribute('data-selected')).toBe(false);
    }
  });
});
