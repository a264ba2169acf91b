import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { plantingEventOf } from '#test/event-fixtures.ts';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn } from '#test/tree-fixtures.ts';

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

describe('upcoming planting events on the map of previous activities', () => {
  beforeEach(() => logIn());

  it('lists the scheduled events with their seats and the way to RSVP, and pins them', async () => {
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

    const upcoming = await screen.findByRole('region', { name: 'Upcoming planting events' });
    const cards = within(upcoming).getAllByRole('listitem', { name: /./ });
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'upcoming-7-name',
      'upcoming-8-name',
    ]);
    const makiling = within(upcoming).getByRole('listitem', { name: 'Planting at Mt. Makiling' });
    expect(within(makiling).getByText('3 of 20 seats left')).toBeTruthy();
    expect(within(makiling).getByRole('link', { name: 'RSVP' }).getAttribute('href')).toBe(
      '/app/eligibility-checker',
    );
    const bataan = within(upcoming).getByRole('listitem', { name: 'Mangroves at Bataan' });
    expect(within(bataan).getByText('On the waitlist: #2')).toBeTruthy();
    expect(within(bataan).getByRole('link', { name: 'See your RSVP' })).toBeTruthy();
    expect(screen.queryByText('Cancelled at Rizal')).toBeNull();

    // Each upcoming event has its own pin on the map, apart from the planted places.
    expect(document.querySelector('[title="Upcoming: Planting at Mt. Makiling"]')).toBeTruthy();
    expect(document.querySelector('[title="Upcoming: Mangroves at Bataan"]')).toBeTruthy();
    expect(document.querySelector('[title="La Mesa Watershed"]')).toBeTruthy();
    expect(document.querySelector('[title="Upcoming: Cancelled at Rizal"]')).toBeNull();

    // Showing an event on the map chooses it, and no planted place stays chosen.
    const activities = screen.getByRole('list', { name: 'Planting activities' });
    await user.click(within(activities).getByRole('button', { name: 'Show on map' }));
    const show = within(makiling).getByRole('button', { name: /Show on map/ });
    await user.click(show);
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(makiling.hasAttribute('data-selected')).toBe(true);
    expect(within(activities).getByRole('article').hasAttribute('data-selected')).toBe(false);
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
