import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { Post } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { logIn } from '#test/tree-fixtures.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { ManagePostFormPage } from './manage-post-form-page.tsx';
import { ManagePostListPage } from './manage-post-list-page.tsx';

const routes: RouteObject[] = [
  { path: '/admin/manage-post/list', Component: ManagePostListPage },
  { path: '/admin/manage-post/:id?', Component: ManagePostFormPage },
];

const postOf = (overrides: Partial<Post> = {}): Post => ({
  id: 3,
  title: 'Season two begins',
  body: 'A new season starts today.\nGood luck!',
  imageUrl: null,
  createdAt: '2026-03-05T02:00:00.000Z',
  updatedAt: '2026-03-05T02:00:00.000Z',
  likes: 2,
  liked: false,
  ...overrides,
});
const pageOf = (items: Post[]) => ({ items, page: 1, size: 20, total: items.length });

beforeEach(() => {
  logIn({ role: 'ADMIN' });
  catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin posts list', () => {
  it('lists the posts with Edit and a confirmed Delete', async () => {
    let deleted = false;
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return json(200, pageOf(deleted ? [] : [postOf()]));
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-post/list']);
    const list = await screen.findByRole('list', { name: 'News posts' });
    expect(within(list).getByText('Season two begins')).toBeTruthy();
    expect(within(list).getByText('2 likes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Season two begins' }).getAttribute('href')).toBe(
      '/admin/manage-post/3',
    );
    expect(screen.getByRole('link', { name: 'New post' }).getAttribute('href')).toBe(
      '/admin/manage-post',
    );

    await user.click(screen.getByRole('button', { name: 'Delete Season two begins' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Season two begins' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toastMessages()).toContain('Post deleted.'));
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(url)).toBe('/api/secure/post/3');
    expect(await screen.findByText('No posts yet. Write the first one.')).toBeTruthy();
  });
});

describe('admin post form', () => {
  it("shows the contract's rules and sends nothing", async () => {
    const fetchMock = stubFetch(() => json(200, pageOf([])));
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-post']);
    expect(await screen.findByRole('heading', { name: 'New post' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A title has at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('The text has at least 10 characters.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates a post as JSON, says "Post saved." and goes back to the list', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'POST' ? json(201, postOf({ id: 9 })) : json(200, pageOf([])),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/admin/manage-post']);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Planting day');
    await user.type(
      screen.getByRole('textbox', { name: 'Text' }),
      'Join us on Saturday.{Enter}Bring water!',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-post/list'));
    expect(toastMessages()).toContain('Post saved.');
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(String(url)).toBe('/api/secure/post');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Planting day',
      body: 'Join us on Saturday.\nBring water!',
    });
  });

  it('edits a post with a new picture as multipart', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'PUT') return json(200, postOf({ title: 'Season two is here' }));
      if (url === '/api/secure/post/3') return json(200, postOf({ imageUrl: '/api/files/old' }));
      return json(200, pageOf([]));
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-post/3']);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Season two begins');
    expect(screen.getByRole('img', { name: 'The current picture' }).getAttribute('src')).toBe(
      '/api/files/old',
    );
    await user.clear(title);
    await user.type(title, 'Season two is here');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'season.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Choose another picture'), picture);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastMessages()).toContain('Post saved.'));
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(String(url)).toBe('/api/secure/post/3');
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('Season two is here');
    expect(form.get('body')).toBe('A new season starts today.\nGood luck!');
    expect((form.get('image') as File).name).toBe('season.png');
  });

  it("shows the server's error", async () => {
    stubFetch((_url, init) =>
      init?.method === 'POST'
        ? json(413, {
            statusCode: 413,
            error: 'x',
            code: 'TOO_LARGE',
            message: 'The image is too large.',
          })
        : json(200, pageOf([])),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-post']);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Planting day');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Join us on Saturday.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('The image is too large. (Status Code: 413)'),
    );
  });
});
