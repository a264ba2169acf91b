import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { registerNavigator } from '#shared/navigation.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { json, profileOf, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { makeToken } from '#test/tokens.ts';

const user = profileOf();
const KEEP_TOKEN = makeToken({ sub: user.id, role: 'USER', use: 'keep' });
const MESSAGE = 'This account is set to be deleted on March 17, 2026. Keep it to go on playing.';
const pendingAnswer = () =>
  json(409, {
    statusCode: 409,
    error: 'Conflict',
    code: 'DELETION_PENDING',
    message: MESSAGE,
    erasesAt: '2026-03-17T02:00:00.000Z',
    keepToken: KEEP_TOKEN,
  });

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  catchToasts();
});
afterEach(() => {
  registerNavigator(null);
  vi.unstubAllGlobals();
});

async function logIn() {
  const { router } = renderRoutes(routes, ['/login']);
  await userEvent.type(await screen.findByLabelText('E-mail or username'), 'leafy');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'Your account is set to be deleted' });
  return router;
}

describe('login page: an account set to be deleted', { timeout: 15_000 }, () => {
  it('offers to keep it, and keeping it logs in', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/google/status')) return json(200, { enabled: false });
      if (url.endsWith('/login')) return pendingAnswer();
      if (url.endsWith(`/user/${user.id}/keep`)) {
        return json(200, { token: makeToken({ sub: user.id, role: 'USER' }), user });
      }
      return json(404, {});
    });
    const router = await logIn();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    // The panel takes the form's place, and the generic error is not shown.
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-tree'));
    expect(useSessionStore.getState().loggedUser?.id).toBe(user.id);
    expect(toastMessages()).toContain('Welcome back! Your account is kept.');
    const keep = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/keep'));
    expect(keep?.[1]?.method).toBe('POST');
    expect(new Headers(keep?.[1]?.headers).get('Authorization')).toBe(`Bearer ${KEEP_TOKEN}`);
  });

  it('asks to log in again when the keep token has run out, and "Not now" shows the form', async () => {
    stubFetch((url) => {
      if (url.endsWith('/google/status')) return json(200, { enabled: false });
      if (url.endsWith('/login')) return pendingAnswer();
      return json(401, {
        statusCode: 401,
        code: 'TOKEN_EXPIRED',
        message: 'Your session has expired. Please log in again.',
      });
    });
    const router = await logIn();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Log in again to keep your account.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('"Not now" closes the panel', async () => {
    stubFetch((url) =>
      url.endsWith('/google/status') ? json(200, { enabled: false }) : pendingAnswer(),
    );
    await logIn();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });
});
