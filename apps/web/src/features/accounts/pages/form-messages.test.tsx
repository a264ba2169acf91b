import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { routes } from '#app/router.tsx';
import { registerNavigator } from '#shared/navigation.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { json, profileOf, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { logInAs } from '#test/session.ts';
import { ProfilePage } from './profile-page.tsx';

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

afterEach(() => {
  registerNavigator(null);
  vi.unstubAllGlobals();
});

const googleDisabled = (url: string) =>
  url.endsWith('/google/status') ? json(200, { enabled: false }) : null;

describe('messages that stay current', () => {
  it("clears the form's failure on the next submit, when the form's own check finds another problem", async () => {
    stubFetch(
      (url) =>
        googleDisabled(url) ??
        json(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong e-mail or password.' }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/login']);
    await user.type(await screen.findByLabelText('E-mail or username'), 'leafy');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy();

    await user.clear(password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    expect(screen.queryByText('Wrong e-mail or password.')).toBeNull();
    // The field's own error goes as the field changes.
    await user.type(password, 'x');
    expect(screen.queryByText('Enter your password.')).toBeNull();
  });

  it('shows a new code on its way instead of the last wrong-code failure, never both', async () => {
    stubFetch((url) => {
      if (url.includes('/request-verification/'))
        return json(200, { message: 'A new code is on its way.' });
      return json(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many wrong codes. Ask for a new code.',
      });
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/verify-account/leafy%40example.com/000000']);
    expect(await screen.findByText(/Too many wrong codes/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
    expect(screen.queryByText(/Too many wrong codes/)).toBeNull();

    // A code sent again replaces the resend's word with its own answer.
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Too many wrong codes/)).toBeTruthy();
    expect(screen.queryByText('A new code is on its way.')).toBeNull();
  });

  it("keeps the sign-up's username within the server's 20 characters and says what is left", async () => {
    stubFetch((url) => googleDisabled(url) ?? json(500, {}));
    const user = userEvent.setup();
    renderRoutes(routes, ['/signup']);
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    expect(username.maxLength).toBe(20);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).maxLength).toBe(254);
    expect((screen.getByLabelText('Password') as HTMLInputElement).maxLength).toBe(128);
    await user.type(username, 'leafy_pla');
    expect(screen.queryByText(/characters? left/)).toBeNull();
    await user.type(username, 'yer_of_luzon');
    expect(username.value).toBe('leafy_player_of_luzo');
    const left = screen.getByText('No characters left');
    expect(username.getAttribute('aria-describedby')).toContain(left.closest('[id]')?.id);
    await user.type(username, '{Backspace}{Backspace}{Backspace}');
    expect(screen.getByText('3 characters left')).toBeTruthy();
  });

  it("says once what is left of a sign-up's e-mail and password near the server's limits", async () => {
    stubFetch((url) => googleDisabled(url) ?? json(500, {}));
    const user = userEvent.setup();
    renderRoutes(routes, ['/signup']);
    const password = await screen.findByLabelText('Password');
    await user.click(password);
    await user.paste('p'.repeat(110));
    expect(screen.getAllByText('18 characters left')).toHaveLength(1);
    await user.click(screen.getByLabelText('E-mail'));
    await user.paste(`${'e'.repeat(232)}@example.com`);
    expect(screen.getAllByText('10 characters left')).toHaveLength(1);
  });

  it('says a taken username under the field, and drops it once the name changes', async () => {
    const player = logInAs();
    stubFetch((url, init) => {
      if (init?.method === 'PUT')
        return json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'USERNAME_TAKEN',
          message: 'This username is taken. Choose another one.',
        });
      return json(200, profileOf({ id: player.id, username: player.username }));
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/app/profile', Component: ProfilePage }], ['/app/profile']);
    const field = (await screen.findByLabelText('Username')) as HTMLInputElement;
    expect(field.maxLength).toBe(20);
    await user.clear(field);
    await user.type(field, 'treehugger');
    await user.click(screen.getByRole('button', { name: 'Save username' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This username is taken. Choose another one.')).toBeTruthy();

    await user.type(field, '7');
    expect(screen.queryByText('This username is taken. Choose another one.')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows and hides the password with its button, by click or by keyboard', async () => {
    stubFetch((url) => googleDisabled(url) ?? json(404, { message: 'Not found' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/login']);
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'Secret123');
    expect(password.getAttribute('type')).toBe('password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await user.click(show);
    expect(password.getAttribute('type')).toBe('text');
    expect((password as HTMLInputElement).value).toBe('Secret123');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    hide.focus();
    await user.keyboard('{Enter}');
    expect(password.getAttribute('type')).toBe('password');
  });
});
