import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { json, profileOf, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { logInAs } from '#test/session.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';

// The player layout's music would start on mount; these tests are about the profile's sessions.
vi.mock('#features/music/background-music.tsx', () => ({ BackgroundMusic: () => null }));

const SENT =
  'If an account uses this address, we sent it a code to choose a new password. The code is valid for 10 minutes.';

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const googleDisabled = (url: string) =>
  url.endsWith('/google/status') ? json(200, { enabled: false }) : null;

const bodyOf = (init: RequestInit | undefined): unknown =>
  init?.body ? JSON.parse(String(init.body)) : undefined;

describe('forgot password page', () => {
  it('is linked from the login page, with the e-mail typed there', async () => {
    stubFetch((url) => googleDisabled(url) ?? json(500, {}));
    const { router } = renderRoutes(routes, ['/login']);
    await userEvent.type(await screen.findByLabelText('E-mail or username'), 'leafy@example.com');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('leafy@example.com');
  });

  it('sends the address, says a code may be on its way, and leads to the code form', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/api/public/user/forgot-password') ? json(202, { message: SENT }) : null!,
    );
    const { router } = renderRoutes(routes, ['/forgot-password']);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'Leafy@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/public\/user\/forgot-password$/);
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({ email: 'leafy@example.com' });

    await userEvent.click(screen.getByRole('link', { name: 'Enter the code' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/reset-password/leafy%40example.com'),
    );
    await screen.findByRole('heading', { name: 'Choose a new password' });
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('leafy@example.com');
  });

  it('asks for a valid address before calling the server', async () => {
    const fetchMock = stubFetch(() => json(500, {}));
    renderRoutes(routes, ['/forgot-password']);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refusal on the form', async () => {
    stubFetch(() =>
      json(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'A code was sent to this address moments ago. Try again in 40 seconds.',
      }),
    );
    renderRoutes(routes, ['/forgot-password']);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'leafy@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(
      await screen.findByText(
        'A code was sent to this address moments ago. Try again in 40 seconds. Please wait a little before asking again.',
      ),
    ).toBeTruthy();
  });
});

describe('reset password page', () => {
  const typePasswords = async (password: string, confirm = password) => {
    await userEvent.type(await screen.findByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  };

  /** Opens the mailed link, sets a new password the server accepts, and lands on log in. */
  const resetFromTheMailedLink = async () => {
    const fetchMock = stubFetch(
      (url) =>
        googleDisabled(url) ??
        (url.endsWith('/api/public/user/reset-password')
          ? json(200, { message: 'Your new password is set. Log in with it.' })
          : json(500, {})),
    );
    const { router } = renderRoutes(routes, ['/reset-password/leafy%40example.com/123456']);
    await typePasswords('Fresh-Leaf-9');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    return { fetchMock, router };
  };

  it('takes the address and code from the mailed link, sets the password, and goes to log in', async () => {
    const { fetchMock } = await resetFromTheMailedLink();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reset-password'));
    expect(bodyOf(call?.[1])).toEqual({
      email: 'leafy@example.com',
      code: '123456',
      newPassword: 'Fresh-Leaf-9',
    });
    expect(toastMessages()).toContain('Your new password is set. Log in with it.');
    const identifier = (await screen.findByLabelText('E-mail or username')) as HTMLInputElement;
    expect(identifier.value).toBe('leafy@example.com');
  });

  it('checks the code, the password rules and the confirmation before calling the server', async () => {
    const fetchMock = stubFetch(() => json(500, {}));
    renderRoutes(routes, ['/reset-password/leafy%40example.com']);
    await typePasswords('short', 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The code is 6 digits.')).toBeTruthy();
    expect(screen.getByText('A password has at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the code on the form", async () => {
    stubFetch(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VERIFICATION_CODE_INVALID',
        message: 'This code is not correct, or it is no longer valid.',
      }),
    );
    const { router } = renderRoutes(routes, ['/reset-password/leafy%40example.com/654321']);
    await typePasswords('Fresh-Leaf-9');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This code is not correct, or it is no longer valid.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password/leafy%40example.com/654321');
  });

  it("asks only for the new password with the mail's link, and sends its token", async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/api/public/user/reset-password-link')
        ? json(200, { message: 'Your new password is set. Log in with it.' })
        : null!,
    );
    const token = 'AbCdEfGhIjKlMnOpQrStUv';
    const { router } = renderRoutes(routes, [`/reset-password#token=${token}`]);
    await screen.findByText(
      'Type your new password twice: the link from your mail stands in for the code.',
    );
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Reset code')).toBeNull();
    await typePasswords('Fresh-Leaf-9');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/public\/user\/reset-password-link$/);
    expect(bodyOf(init)).toEqual({ token, newPassword: 'Fresh-Leaf-9' });
    expect(toastMessages()).toContain('Your new password is set. Log in with it.');
  });

  it('sends a new reset code from the form', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/forgot-password') ? json(202, { message: SENT }) : json(500, {}),
    );
    renderRoutes(routes, ['/reset-password/leafy%40example.com']);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ email: 'leafy@example.com' });
  });

  it('ends a session open in this browser, which the reset ended on the server', async () => {
    logInAs();
    await resetFromTheMailedLink();
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('profile: log out of all devices', () => {
  it('asks first, ends every session on the server, then this one, and goes to log in', async () => {
    const player = logInAs();
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith(`/api/secure/user/${player.id}/logout-all`) && init?.method === 'POST') {
        return json(200, { message: 'You are logged out on every device.' });
      }
      if (url.endsWith(`/api/secure/user/${player.id}`)) return json(200, profileOf());
      return googleDisabled(url) ?? json(404, { statusCode: 404, error: 'Not Found', message: '' });
    });
    const { router } = renderRoutes(routes, ['/app/profile']);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out of all devices?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/logout-all'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    const again = await screen.findByRole('dialog', { name: 'Log out of all devices?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(toastMessages()).toContain('You are logged out on every device.');
    const identifier = (await screen.findByLabelText('E-mail or username')) as HTMLInputElement;
    expect(identifier.value).toBe(player.email);
  });
});
