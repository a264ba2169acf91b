import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { renderRoutes } from '#test/render.tsx';
import { logInAs } from '#test/session.ts';
import { makeToken } from '#test/tokens.ts';
import { musicStorageKey, registerMusicController } from '#shared/music.ts';
import {
  SESSION_STORAGE_KEY,
  useSessionStore,
  type LoggedUser,
} from '#shared/session/session-store.ts';
import { routes } from '../router.tsx';

// These tests check the menu and logout against their own music controller; the real player
// (features/music, tested there) would take its place on mount.
vi.mock('#features/music/background-music.tsx', () => ({ BackgroundMusic: () => null }));

let player: LoggedUser;

beforeEach(() => {
  player = logInAs();
});

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog');
}

describe('player layout', () => {
  it('shows the page title, and no back arrow on my-tree', async () => {
    renderRoutes(routes, ['/app/my-tree']);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Tree' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('titles the map "Previous Activities" and shows a back arrow', async () => {
    renderRoutes(routes, ['/app/map']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Previous Activities' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('lists the side menu entries in order', async () => {
    renderRoutes(routes, ['/app/my-tree']);
    const menu = await openMenu();
    const labels = within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.trim());
    expect(labels).toEqual([
      'Profile',
      'Music',
      'How to Play?',
      'Event Eligibility',
      'Previous Activities',
      'Help us improve',
      'Support us',
      'Privacy Policy',
      'Terms of Use',
      'Logout',
    ]);
  });

  it('stores the music choice per user, on by default', async () => {
    const controller = { start: vi.fn(), stop: vi.fn() };
    registerMusicController(controller);
    renderRoutes(routes, ['/app/my-tree']);
    const menu = await openMenu();
    const toggle = within(menu).getByRole('switch', { name: 'Music' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    expect(localStorage.getItem(musicStorageKey(player.id))).toBe('false');
    expect(controller.stop).toHaveBeenCalled();
    registerMusicController(null);
  });

  it('logs out: stops the music, clears the session, goes to / and says so', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const controller = { start: vi.fn(), stop: vi.fn() };
    registerMusicController(controller);
    const { router } = renderRoutes(routes, ['/app/profile']);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(controller.stop).toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().loggedUser).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Success',
        message: 'Logged out successfully!',
        autoClose: 3000,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Grow a forest/ })).toBeTruthy();
    registerMusicController(null);
  });

  it('sends an admin opening the player area to the dashboard', async () => {
    useSessionStore.getState().setToken(makeToken({ sub: player.id, role: 'ADMIN' }));
    const { router } = renderRoutes(routes, ['/app/my-tree']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('sends an unverified player to account verification', async () => {
    useSessionStore.getState().setVerified(false);
    const { router } = renderRoutes(routes, ['/app/my-tree']);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/verify-account/leafy%40example.com'),
    );
  });
});
