import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from '@punla/contract';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn } from '#test/tree-fixtures.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { NO_LOCATIONS_TITLE } from '../components/location-list.tsx';
import { tileSettings } from '#shared/map/map-settings.ts';
import { PHOTO_TYPE_ERROR } from '#shared/ui/image-field.tsx';

const makiling: Location = {
  id: 1,
  name: 'Mt. Makiling Forest Reserve',
  description: 'Students and players planted Narra and Molave along the lower trail.',
  latitude: 14.135,
  longitude: 121.208,
  activityDate: '2026-03-21',
  treesPlanted: 250,
  imageUrl: '/api/files/abc',
};
const laMesa: Location = {
  id: 2,
  name: 'La Mesa Watershed',
  description: 'A Saturday of Banaba and Ipil seedlings around the reservoir.',
  latitude: 14.717,
  longitude: 121.083,
  activityDate: '2025-11-08',
  treesPlanted: 1200,
  imageUrl: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('previous activities map', () => {
  beforeEach(() => logIn());

  it('lists every location below the map, even though no tile can load here', async () => {
    stubFetch(apiTable({ 'GET /api/secure/location': json(200, [makiling, laMesa]) }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/app/map']);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Previous Activities' }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Planting activities' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Mt. Makiling Forest Reserve')).toBeTruthy();
    expect(within(cards[0]!).getByText('Mar 21, 2026')).toBeTruthy();
    expect(within(cards[0]!).getByText('250 trees planted')).toBeTruthy();
    expect(within(cards[1]!).getByText('1,200 trees planted')).toBeTruthy();
    expect(within(cards[1]!).getByText(laMesa.description)).toBeTruthy();
    expect(screen.getByText('2 planting activities · 1,450 trees planted')).toBeTruthy();

    const show = within(cards[1]!).getByRole('button', { name: 'Show on map' });
    await user.click(show);
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(cards[1]!.hasAttribute('data-selected')).toBe(true);
  });

  it('says so when there are no activities yet', async () => {
    stubFetch(apiTable({ 'GET /api/secure/location': json(200, []) }));
    renderRoutes(routes, ['/app/map']);
    expect(await screen.findByRole('heading', { name: NO_LOCATIONS_TITLE })).toBeTruthy();
  });

  it('takes the tile server from VITE_MAP_TILE_URL, OpenStreetMap by default', () => {
    expect(tileSettings({} as ImportMetaEnv).url).toBe(
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(tileSettings({} as ImportMetaEnv).attribution).toContain('OpenStreetMap');
    expect(
      tileSettings({
        VITE_MAP_TILE_URL: 'https://tiles.example.ph/{z}/{x}/{y}.png',
      } as ImportMetaEnv).url,
    ).toBe('https://tiles.example.ph/{z}/{x}/{y}.png');
  });
});

describe('admin locations', () => {
  beforeEach(() => {
    logIn({ role: 'ADMIN' });
    catchToasts();
  });

  it("shows the contract's validation messages and sends nothing", async () => {
    const fetchMock = stubFetch(apiTable({}));
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-location']);
    expect(await screen.findByRole('heading', { name: 'New location' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Tiny');
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '95');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), 'east');
    await user.type(screen.getByRole('textbox', { name: 'Trees planted' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'A name has at least 2 characters.',
      'A description has at least 5 characters.',
      'The latitude is between -90 and 90.',
      'The longitude is a number.',
      'The activity date is a date like 2026-03-21.',
      'Trees planted is a whole number.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends a new location with its photo as multipart, then goes back to the list', async () => {
    const fetchMock = stubFetch(
      apiTable({
        'POST /api/secure/location': json(201, { ...makiling, id: 7 }),
        'GET /api/secure/location': json(200, [makiling]),
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderRoutes(routes, ['/admin/manage-location']);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), makiling.name);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), makiling.description);
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '14.135');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '121.208');
    await user.type(screen.getByLabelText('Activity date'), '2026-03-21');
    await user.type(screen.getByRole('textbox', { name: 'Trees planted' }), '250');

    const upload = screen.getByLabelText('Choose a photo');
    await user.upload(upload, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(PHOTO_TYPE_ERROR)).toBeTruthy();
    const photo = new File([new Uint8Array([255, 216, 255])], 'makiling.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(upload, photo);
    expect(screen.getByText(/makiling\.jpg/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-location/list'));
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('latitude')).toBe('14.135');
    expect(form.get('activityDate')).toBe('2026-03-21');
    expect(form.get('treesPlanted')).toBe('250');
    expect((form.get('image') as File).name).toBe('makiling.jpg');
    expect(toastMessages()).toContain('Location saved.');
  });

  it('edits a location as JSON and deletes one after confirming', async () => {
    const bodies: unknown[] = [];
    stubFetch(
      apiTable({
        'GET /api/secure/location': json(200, [makiling, laMesa]),
        'GET /api/secure/location/2': json(200, laMesa),
        'PUT /api/secure/location/2': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json(200, { ...laMesa, treesPlanted: 1300 });
        },
        'DELETE /api/secure/location/1': new Response(null, { status: 204 }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/admin/manage-location/list']);
    await user.click(await screen.findByRole('link', { name: 'Edit La Mesa Watershed' }));
    const trees = await screen.findByRole('textbox', { name: 'Trees planted' });
    expect((trees as HTMLInputElement).value).toBe('1200');
    await user.clear(trees);
    await user.type(trees, '1300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-location/list'));
    expect(bodies).toEqual([
      {
        name: laMesa.name,
        description: laMesa.description,
        latitude: 14.717,
        longitude: 121.083,
        activityDate: '2025-11-08',
        treesPlanted: 1300,
      },
    ]);

    await user.click(
      await screen.findByRole('button', { name: 'Delete Mt. Makiling Forest Reserve' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain('Location deleted.'));
  });
});
