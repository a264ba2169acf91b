import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { TriviaItem } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { logIn } from '#test/tree-fixtures.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { ManageTriviaFormPage, TRIVIA_EMPTY_TEXT } from './manage-trivia-form-page.tsx';
import { ManageTriviaListPage } from './manage-trivia-list-page.tsx';

const routes: RouteObject[] = [
  { path: '/admin/manage-trivia/list', Component: ManageTriviaListPage },
  { path: '/admin/manage-trivia/:id?', Component: ManageTriviaFormPage },
];

const itemOf = (overrides: Partial<TriviaItem> = {}): TriviaItem => ({
  id: 4,
  content: 'Mangroves protect coasts from storm surges.',
  imageUrl: null,
  source: 'DENR',
  dateCreated: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  logIn({ role: 'ADMIN' });
  catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin trivia list', () => {
  it('lists text and picture items, and deletes after a confirmation', async () => {
    let items = [itemOf(), itemOf({ id: 5, content: null, imageUrl: '/api/files/poster' })];
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'DELETE') {
        items = items.filter((item) => `/api/secure/trivia/${item.id}` !== url);
        return new Response(null, { status: 204 });
      }
      return json(200, items);
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-trivia/list']);
    const list = await screen.findByRole('list', { name: 'DENR trivia' });
    expect(within(list).getByText('Mangroves protect coasts from storm surges.')).toBeTruthy();
    expect(within(list).getByText('A picture without text')).toBeTruthy();
    expect(within(list).getByText('Picture')).toBeTruthy();
    expect(screen.getByText('2 facts players can draw')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View trivia 4' }).getAttribute('href')).toBe(
      '/admin/manage-trivia/4',
    );

    await user.click(screen.getByRole('button', { name: 'Delete picture trivia 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this trivia?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain('Trivia deleted.'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url) === '/api/secure/trivia/5',
      ),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByText('A picture without text')).toBeNull());
  });
});

describe('admin trivia form', () => {
  it('needs a text or a picture', async () => {
    const fetchMock = stubFetch(() => json(200, []));
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-trivia']);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TRIVIA_EMPTY_TEXT);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('uploads a fact with a picture as multipart and goes back to the list', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'POST' ? json(201, itemOf({ id: 12 })) : json(200, []),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/admin/manage-trivia']);
    await user.type(
      await screen.findByRole('textbox', { name: /Fact/ }),
      'Narra wood is prized for furniture.',
    );
    await user.upload(
      screen.getByLabelText('Choose a picture'),
      new File([new Uint8Array([255, 216, 255])], 'narra.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-trivia/list'));
    expect(toastMessages()).toContain('Trivia saved.');
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(String(url)).toBe('/api/secure/trivia');
    const form = init?.body as FormData;
    expect(form.get('content')).toBe('Narra wood is prized for furniture.');
    expect((form.get('image') as File).name).toBe('narra.jpg');
  });

  it('refuses a file that is not a PNG, JPEG or WebP picture', async () => {
    stubFetch(() => json(200, []));
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, ['/admin/manage-trivia']);
    await user.upload(
      await screen.findByLabelText('Choose a picture'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Choose a PNG, JPEG or WebP picture.')).toBeTruthy();
  });

  it('shows an item read-only, with Delete', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (url === '/api/secure/trivia/4') {
        return json(200, itemOf({ imageUrl: '/api/files/mangrove' }));
      }
      return json(200, []);
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/admin/manage-trivia/4']);
    expect(await screen.findByRole('heading', { name: 'Trivia' })).toBeTruthy();
    const picture = await screen.findByRole('img', {
      name: 'Mangroves protect coasts from storm surges.',
    });
    expect(picture.closest('a')?.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-trivia/list'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url) === '/api/secure/trivia/4',
      ),
    ).toBe(true);
  });
});
