import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn, narraSpecies } from '#test/tree-fixtures.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import {
  IMAGE_FIELD_SIZE_ERROR as IMAGE_SIZE_ERROR,
  IMAGE_FIELD_TYPE_ERROR as IMAGE_TYPE_ERROR,
} from '#shared/ui/image-field.tsx';

beforeEach(() => {
  logIn({ role: 'ADMIN' });
  catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillSpecies(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Tindalo');
  await user.type(screen.getByRole('textbox', { name: 'Scientific name' }), 'Afzelia rhomboidea');
  await user.type(
    screen.getByRole('textbox', { name: 'Description' }),
    'A prized Philippine hardwood with a broad crown.',
  );
  await user.click(screen.getByRole('radio', { name: 'Rare' }));
  await user.type(screen.getByRole('textbox', { name: /CO₂ per year/ }), '30');
  await user.type(screen.getByRole('textbox', { name: /Price/ }), '300');
}

describe('admin species form', () => {
  it("shows the contract's validation messages and sends nothing", async () => {
    const fetchMock = stubFetch(apiTable({}));
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-tree']);
    expect(await screen.findByRole('heading', { name: 'New species' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'A name has at least 2 characters.',
      'Enter the scientific name.',
      'A description has at least 10 characters.',
      'CO2 per year is a number of kilograms.',
      'The price is a number of coins.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.type(screen.getByRole('textbox', { name: /CO₂ per year/ }), '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('CO2 per year is at most 1000 kg.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends a new species with its picture as multipart, then goes back to the list', async () => {
    const fetchMock = stubFetch(
      apiTable({
        'POST /api/secure/tree': json(201, { ...narraSpecies, id: 12, name: 'Tindalo' }),
        'GET /api/secure/tree': json(200, [narraSpecies]),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/admin/manage-tree']);
    await fillSpecies(user);
    const picture = new File([new Uint8Array([137, 80, 78, 71, 13, 10])], 'tindalo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Choose a picture'), picture);
    expect(screen.getByText(/tindalo\.png/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-tree/list'));
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(String(url)).toBe('/api/secure/tree');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    const form = init?.body as FormData;
    expect((form.get('image') as File).name).toBe('tindalo.png');
    expect(form.get('name')).toBe('Tindalo');
    expect(form.get('scientificName')).toBe('Afzelia rhomboidea');
    expect(form.get('rarity')).toBe('rare');
    expect(form.get('native')).toBe('true');
    expect(form.get('co2KgPerYear')).toBe('30');
    expect(form.get('price')).toBe('300');
    expect(toastMessages()).toContain('Species saved.');
  });

  it('refuses pictures that are too large or of another type before sending', async () => {
    stubFetch(apiTable({}));
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, ['/admin/manage-tree']);
    const input = await screen.findByLabelText('Choose a picture');
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', {
      type: 'image/png',
    });
    await user.upload(input, huge);
    expect((await screen.findByRole('alert')).textContent).toBe(IMAGE_SIZE_ERROR);
    await user.upload(input, new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(IMAGE_TYPE_ERROR);
    expect(screen.queryByText(/huge\.png|moving\.gif/)).toBeNull();
  });

  it('edits an existing species as JSON when no new picture is chosen', async () => {
    const fetchMock = stubFetch(
      apiTable({
        'GET /api/secure/tree/1': json(200, narraSpecies),
        'PUT /api/secure/tree/1': json(200, { ...narraSpecies, price: 75 }),
        'GET /api/secure/tree': json(200, [narraSpecies]),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/admin/manage-tree/1']);
    expect(await screen.findByRole('heading', { name: 'Edit Narra' })).toBeTruthy();
    const price = screen.getByRole('textbox', { name: /Price/ });
    expect((price as HTMLInputElement).value).toBe('50');
    await user.clear(price);
    await user.type(price, '75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-tree/list'));
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Narra',
      scientificName: 'Pterocarpus indicus',
      description: narraSpecies.description,
      rarity: 'common',
      native: true,
      co2KgPerYear: 28,
      price: 75,
    });
  });
});

describe('admin species list', () => {
  it('lists the species and shows the server message when a delete is refused', async () => {
    const message =
      'Players hold this species (3 seedlings, 2 planted trees), so it cannot be deleted.';
    stubFetch(
      apiTable({
        'GET /api/secure/tree': json(200, [narraSpecies]),
        'DELETE /api/secure/tree/1': json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'SPECIES_IN_USE',
          message,
        }),
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-tree/list']);
    const list = await screen.findByRole('list', { name: 'Tree species' });
    expect(within(list).getByText('Pterocarpus indicus')).toBeTruthy();
    expect(within(list).getByText('50 coins')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Narra' }).getAttribute('href')).toBe(
      '/admin/manage-tree/1',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Narra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Narra?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain(`${message} (Status Code: 409)`));
  });

  it('deletes a species nobody holds', async () => {
    let deleted = false;
    stubFetch(
      apiTable({
        'GET /api/secure/tree': () => json(200, deleted ? [] : [narraSpecies]),
        'DELETE /api/secure/tree/1': () => {
          deleted = true;
          return new Response(null, { status: 204 });
        },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-tree/list']);
    await user.click(await screen.findByRole('button', { name: 'Delete Narra' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No species yet. Add the first one.')).toBeTruthy();
    expect(toastMessages()).toContain('Species deleted.');
  });
});
