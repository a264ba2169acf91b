import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { renderRoutes } from '#test/render.tsx';
import { guestBackTarget } from './back-navigation.ts';
import { GuestHeader } from './guest-header.tsx';

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <GuestHeader />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>landing</p> },
      { path: 'login', element: <p>login</p> },
      { path: 'signup', element: <p>signup</p> },
      { path: 'privacy-policy', element: <p>privacy</p> },
      { path: 'terms-of-use', element: <p>terms</p> },
    ],
  },
];

describe('guest header back arrow', () => {
  it('knows where the arrow leads', () => {
    expect(guestBackTarget('/')).toEqual({ kind: 'none' });
    expect(guestBackTarget('/privacy-policy')).toEqual({ kind: 'path', to: '/login' });
    expect(guestBackTarget('/terms-of-use/')).toEqual({ kind: 'path', to: '/login' });
    expect(guestBackTarget('/signup')).toEqual({ kind: 'history' });
    expect(guestBackTarget('/verify-account/a@b.c/123456')).toEqual({ kind: 'history' });
  });

  it('shows no arrow on the landing page', () => {
    renderRoutes(routes, ['/']);
    expect(screen.getByText('landing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it.each(['/privacy-policy', '/terms-of-use'])('goes to login from %s', async (path) => {
    const { router } = renderRoutes(routes, ['/signup', path], 1);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('goes back on other pages', async () => {
    const { router } = renderRoutes(routes, ['/'], 0);
    await router.navigate('/login');
    await router.navigate('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('takes the logo to the landing page', async () => {
    const { router } = renderRoutes(routes, ['/signup']);
    await userEvent.click(screen.getByRole('link', { name: 'Punla home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
