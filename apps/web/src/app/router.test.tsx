import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../test/render.tsx';
import { PENDING_REFERRAL_STORAGE_KEY } from '../shared/session/referral-storage.ts';
import { routes } from './router.tsx';

describe('routes', () => {
  it('stores a single-segment path as the pending referral code and goes to /', async () => {
    const { router } = renderRoutes(routes, ['/FRIEND42']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(PENDING_REFERRAL_STORAGE_KEY)).toBe('FRIEND42');
    expect(await screen.findByRole('heading', { level: 1, name: /Grow a forest/ })).toBeTruthy();
  });

  it('does not take the named guest pages for referral codes', async () => {
    const { router } = renderRoutes(routes, ['/login']);
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(PENDING_REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('shows the not-found page for unknown deeper paths', async () => {
    renderRoutes(routes, ['/no/such/page']);
    expect(await screen.findByText('This path leads nowhere.')).toBeTruthy();
    expect(localStorage.getItem(PENDING_REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('sends a visitor without a token from the player area to login', async () => {
    const { router } = renderRoutes(routes, ['/app/profile']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-use', 'Terms of Use'],
  ])('shows the guest page %s', async (path, title) => {
    renderRoutes(routes, [path]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByText('This part of Punla is not open yet.')).toBeNull();
  });
});
