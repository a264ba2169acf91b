import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { logIn } from '#test/tree-fixtures.ts';
import { catchToasts } from '#test/toasts.ts';

const emptyPage = { items: [], page: 1, size: 10, total: 0 };

beforeEach(() => {
  catchToasts();
  stubFetch((url) => {
    if (url.startsWith('/api/secure/post') || url.startsWith('/api/secure/report')) {
      return json(200, emptyPage);
    }
    if (url === '/api/secure/trivia') return json(200, []);
    if (url === '/api/secure/trivia/random-denr') {
      return json(200, {
        id: 1,
        content: 'Narra is the national tree.',
        imageUrl: null,
        source: 'DENR',
        dateCreated: '2026-03-01T08:00:00.000Z',
      });
    }
    return json(404, { message: 'Not stubbed here.' });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('content routes', () => {
  it('opens News and Updates', async () => {
    logIn();
    renderRoutes(routes, ['/app/news-and-updates']);
    expect(await screen.findByRole('heading', { level: 1, name: 'News and Updates' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No news yet' })).toBeTruthy();
  });

  it('titles the report page "Report / Suggest"', async () => {
    logIn();
    renderRoutes(routes, ['/app/report-bug']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report / Suggest' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeTruthy();
  });

  it('puts the trivia button in the player header', async () => {
    logIn();
    renderRoutes(routes, ['/app/my-tree']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open trivia' }));
    expect(await screen.findByRole('heading', { name: 'Did you know?' })).toBeTruthy();
  });

  it('opens the admin screens of posts, trivia and reports', async () => {
    logIn({ role: 'ADMIN' });
    const { router } = renderRoutes(routes, ['/admin/manage-post/list']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Posts' })).toBeTruthy();
    expect(await screen.findByText('No posts yet. Write the first one.')).toBeTruthy();

    await router.navigate('/admin/manage-post');
    expect(await screen.findByRole('heading', { name: 'New post' })).toBeTruthy();

    await router.navigate('/admin/manage-trivia/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Trivia' })).toBeTruthy();
    expect(await screen.findByText('No trivia yet. Add the first fact.')).toBeTruthy();

    await router.navigate('/admin/manage-trivia');
    expect(await screen.findByRole('heading', { name: 'New trivia' })).toBeTruthy();

    await router.navigate('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(await screen.findByText('Nothing new: every report has been looked at.')).toBeTruthy();
  });
});
