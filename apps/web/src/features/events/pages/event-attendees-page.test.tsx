import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlantingEvent } from '@punla/contract';
import { routes } from '#app/router.tsx';
import { attendeeOf, hoursFromNow, plantingEventOf, refusal } from '#test/event-fixtures.ts';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { apiTable, logIn, narraSpecies } from '#test/tree-fixtures.ts';

const species = json(200, [narraSpecies]);
const attendees = [
  attendeeOf('maria_santos', { checkedInAt: '2026-06-06T00:12:00.000Z' }),
  attendeeOf('juan'),
  attendeeOf('ana', { status: 'WAITLISTED', position: 1 }),
  attendeeOf('rico', { status: 'WAITLISTED', position: 2 }),
];
/** Started an hour ago, still scheduled: ready to close. */
const started = plantingEventOf({
  startsAt: hoursFromNow(-1),
  endsAt: hoursFromNow(3),
  rsvpDeadline: hoursFromNow(-2),
  capacity: 2,
  seatsLeft: 0,
  waitlist: 2,
});
const closed: PlantingEvent = {
  ...started,
  status: 'CLOSED',
  treesPlanted: 40,
  latestSurvival: { checkedAt: '2026-07-01', surviving: 38, treesPlanted: 40 },
};

/** The panel under the heading `name`. */
async function panelOf(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('section')!;
}

beforeEach(() => {
  logIn({ role: 'ADMIN' });
  catchToasts();
});

describe('admin event attendees', () => {
  it('lists the seated in order, then the waitlist with places, and counts the checked in', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/event/7': json(200, plantingEventOf({ seatsLeft: 0, capacity: 2 })),
        'GET /api/secure/event/7/attendees': json(200, attendees),
      }),
    );
    renderRoutes(routes, ['/admin/manage-event/7/attendees']);
    expect(await screen.findByText('1 of 2 checked in · 2 on the waitlist')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'RSVPs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'maria_santos',
      'juan',
      'ana',
      'rico',
    ]);
    expect(within(rows[0]!).getByText('8:12 AM')).toBeTruthy();
    expect(within(rows[2]!).getByText(/Waitlist #1/)).toBeTruthy();
    expect(within(rows[3]!).getByText(/Waitlist #2/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the check-in desk' }).getAttribute('href')).toBe(
      '/admin/manage-event/7/check-in',
    );
    // Not started yet: it cannot be closed.
    expect(screen.queryByRole('button', { name: 'Close the event' })).toBeNull();
    expect(screen.getByText(/Close the event once it has started/)).toBeTruthy();
  });

  it('closes a started event with a photo, saying who gets a real tree', async () => {
    let event = started;
    let sent: FormData | undefined;
    stubFetch(
      apiTable({
        'GET /api/secure/tree': species,
        'GET /api/secure/event/7': () => json(200, event),
        'GET /api/secure/event/7/attendees': json(200, attendees),
        'POST /api/secure/event/7/close': (init) => {
          sent = init?.body as FormData;
          event = { ...closed, latestSurvival: null };
          return json(200, { event, realTrees: 1 });
        },
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, ['/admin/manage-event/7/attendees']);
    const close = await panelOf('Close the event');
    expect(within(close).getByText(/The 1 checked-in player gets a real tree/)).toBeTruthy();

    await user.click(within(close).getByRole('button', { name: 'Close the event' }));
    expect(await within(close).findByText('Say how many trees were planted.')).toBeTruthy();

    await user.type(within(close).getByRole('textbox', { name: 'Trees planted' }), '40');
    const photo = new File([new Uint8Array([255, 216, 255])], 'la-mesa.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(within(close).getByLabelText('Choose a photo'), photo);
    await user.click(within(close).getByRole('button', { name: 'Close the event' }));

    expect(await screen.findByText('Closed: 40 trees planted (Narra).')).toBeTruthy();
    expect(sent).toBeInstanceOf(FormData);
    expect(sent?.get('treesPlanted')).toBe('40');
    expect(sent?.get('speciesId')).toBe('1');
    expect((sent?.get('image') as File).name).toBe('la-mesa.jpg');
    expect(toastMessages()).toContain(
      'Planting at La Mesa is closed: 1 player has a real tree now.',
    );
    expect(screen.queryByRole('heading', { name: 'Close the event' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Survival checks' })).toBeTruthy();
  });

  it('records a survival check of a closed event: at most the trees planted, a date the server takes', async () => {
    const bodies: unknown[] = [];
    stubFetch(
      apiTable({
        'GET /api/secure/event/7': json(200, closed),
        'GET /api/secure/event/7/attendees': json(200, attendees),
        'POST /api/secure/event/7/survival': (init) => {
          const body = JSON.parse(String(init?.body)) as { checkedAt: string };
          bodies.push(body);
          if (body.checkedAt === '2020-01-01') {
            const message = 'The check date is between the planting day (2026-06-06) and today.';
            return json(
              400,
              refusal(400, 'VALIDATION_FAILED', `checkedAt: ${message}`, {
                issues: [{ field: 'checkedAt', message }],
              }),
            );
          }
          return json(201, { ...body, treesPlanted: 40 });
        },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-event/7/attendees']);
    const survival = await panelOf('Survival checks');
    expect(
      within(survival).getByText('Latest check: 38 of 40 trees alive at the check on Jul 1, 2026.'),
    ).toBeTruthy();
    expect(screen.getByText('Closed: 40 trees planted (Narra).')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the check-in desk' })).toBeNull();

    const alive = within(survival).getByRole('textbox', { name: 'Trees alive' });
    await user.type(alive, '41');
    await user.click(within(survival).getByRole('button', { name: 'Save the check' }));
    expect(
      await within(survival).findByText('40 trees were planted, so at most 40 can be alive.'),
    ).toBeTruthy();
    expect(bodies).toEqual([]);

    const date = within(survival).getByLabelText('Checked on');
    await user.clear(date);
    await user.type(date, '2020-01-01');
    await user.clear(alive);
    await user.type(alive, '37');
    await user.click(within(survival).getByRole('button', { name: 'Save the check' }));
    expect(
      await within(survival).findByText(
        'The check date is between the planting day (2026-06-06) and today.',
      ),
    ).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');

    await user.clear(date);
    await user.type(date, '2026-07-15');
    await user.click(within(survival).getByRole('button', { name: 'Save the check' }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Survival check saved: 37 of 40 trees alive at the check on Jul 15, 2026.',
      ),
    );
    expect(bodies.at(-1)).toEqual({ checkedAt: '2026-07-15', surviving: 37 });
  });

  it('says so when the address holds no event id', async () => {
    stubFetch(apiTable({}));
    renderRoutes(routes, ['/admin/manage-event/seven/attendees']);
    expect(await screen.findByText('There is no event with this id.')).toBeTruthy();
  });
});
