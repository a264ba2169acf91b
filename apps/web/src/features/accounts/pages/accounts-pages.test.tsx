import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { routes } from '#app/router.tsx';
import { registerNavigator } from '#shared/navigation.ts';
import { storePendingReferralCode } from '#shared/session/referral-storage.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { json, profileOf, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { makeToken } from '#test/tokens.ts';

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

afterEach(() => {
  registerNavigator(null);
});

const googleDisabled = (url: string) =>
  url.endsWith('/google/status') ? json(200, { enabled: false }) : null;

describe('login page', () => {
  it('shows the message of a wrong password and stays on the form', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    stubFetch(
      (url) =>
        googleDisabled(url) ??
        json(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong e-mail or password.' }),
    );
    const { router } = renderRoutes(routes, ['/login']);
    await userEvent.type(await screen.findByLabelText('E-mail or username'), 'leafy');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = stubFetch((url) => googleDisabled(url) ?? json(500, {}));
    renderRoutes(routes, ['/login']);
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail or username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(fetchMock.mock.calls.every(([url]) => String(url).endsWith('/google/status'))).toBe(
      true,
    );
  });

  it('offers Google only when the server has it', async () => {
    stubFetch((url) =>
      url.endsWith('/google/status') ? json(200, { enabled: true }) : json(500, {}),
    );
    renderRoutes(routes, ['/login']);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('sends an unverified player to verification after logging in', async () => {
    const user = profileOf({ verified: false });
    stubFetch(
      (url) =>
        googleDisabled(url) ??
        json(200, { token: makeToken({ sub: user.id, role: 'USER' }), user }),
    );
    const { router } = renderRoutes(routes, ['/login']);
    await userEvent.type(await screen.findByLabelText('E-mail or username'), 'leafy');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/verify-account/leafy%40example.com'),
    );
    expect(useSessionStore.getState().loggedUser?.verified).toBe(false);
  });

  it('sends an ADMIN to the dashboard after logging in', async () => {
    const user = profileOf({ role: 'ADMIN' });
    stubFetch(
      (url) =>
        googleDisabled(url) ??
        json(200, { token: makeToken({ sub: user.id, role: 'ADMIN' }), user }),
    );
    const { router } = renderRoutes(routes, ['/login']);
    await userEvent.type(await screen.findByLabelText('E-mail or username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});

describe('sign-up page', () => {
  it('prefills the pending referral code and checks the passwords match', async () => {
    storePendingReferralCode('FRIEND42');
    stubFetch((url) => googleDisabled(url) ?? json(500, {}));
    renderRoutes(routes, ['/signup']);
    const referral = (await screen.findByLabelText('Referral code (optional)')) as HTMLInputElement;
    expect(referral.value).toBe('FRIEND42');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    expect(screen.getByText('Strong')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
  });
});

describe('sign-up page: logged in at once', () => {
  it('keeps the new player logged in and opens verification with the address filled in', async () => {
    const user = profileOf({ verified: false, totalXp: 0, walletBalance: 0 });
    const token = makeToken({ sub: user.id, role: 'USER' });
    stubFetch(
      (url) =>
        googleDisabled(url) ??
        (url === '/api/public/user/signup'
          ? json(201, { token, user, message: 'Welcome to Punla!' })
          : json(404, {})),
    );
    const { router } = renderRoutes(routes, ['/signup']);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'leafy@example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'leafy');
    await userEvent.type(screen.getByLabelText('Password'), 'Seedling-42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Seedling-42');
    await userEvent.selectOptions(screen.getByLabelText(/Year you were born/), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/verify-account/leafy%40example.com'),
    );
    expect(useSessionStore.getState()).toMatchObject({
      token,
      loggedUser: { id: user.id, username: 'leafy', verified: false },
    });
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe(
      'leafy@example.com',
    );
    expect(screen.getByText('Enter the 6-digit code we sent to leafy@example.com.')).toBeTruthy();
  });
});

/** The session of the player who just signed up with leafy@example.com. */
function logInUnverified() {
  const user = profileOf({ verified: false, totalXp: 0 });
  useSessionStore.getState().setSession({
    token: makeToken({ sub: user.id, role: 'USER' }),
    loggedUser: { ...user, role: 'USER', verified: false, activePlantedTree: null },
  });
  return user;
}

const verified = () => json(200, { verified: true, message: 'Your account is verified.' });

describe('verify account page', () => {
  it('verifies on open when the link has both the address and the code', async () => {
    const fetchMock = stubFetch(() => json(200, { verified: true, message: 'Verified.' }));
    const { router } = renderRoutes(routes, ['/verify-account/leafy%40example.com/123456']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?email=leafy%40example.com');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/public/user/verify-email/leafy%40example.com/123456',
    );
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Your account is verified. Log in to start playing.' }),
    );
    expect(((await screen.findByLabelText('E-mail or username')) as HTMLInputElement).value).toBe(
      'leafy@example.com',
    );
  });

  it('marks a logged-in player verified and opens my-tree with a first-visit welcome', async () => {
    logInUnverified();
    stubFetch(verified);
    const { router } = renderRoutes(routes, ['/verify-account/leafy%40example.com/654321']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-tree'));
    expect(useSessionStore.getState().loggedUser?.verified).toBe(true);
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Welcome to Punla, leafy!',
        message:
          'Your starter kit is in your inventory: a Narra seedling to plant, 5 water, 2 fertilizer and 100 coins.',
      }),
    );
  });

  it('sends the code by itself on its sixth digit, once', async () => {
    logInUnverified();
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/public/user/verify-email/') ? verified() : json(404, {}),
    );
    const { router } = renderRoutes(routes, ['/verify-account/leafy%40example.com']);
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('leafy@example.com');
    const boxes = screen.getAllByLabelText('Verification code');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12345');
    const verifyCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/verify-email/'));
    expect(verifyCalls()).toHaveLength(0);
    await userEvent.keyboard('6');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-tree'));
    expect(verifyCalls().map(([url]) => String(url))).toEqual([
      '/api/public/user/verify-email/leafy%40example.com/123456',
    ]);
  });

  it('sends a corrected code by itself after a wrong one, but not the wrong one again', async () => {
    logInUnverified();
    const fetchMock = stubFetch((url) =>
      url.endsWith('/123456')
        ? json(400, {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VERIFICATION_CODE_INVALID',
            message: 'This code is not correct.',
          })
        : url.endsWith('/123457')
          ? verified()
          : json(404, {}),
    );
    const { router } = renderRoutes(routes, ['/verify-account/leafy%40example.com']);
    const boxes = await screen.findAllByLabelText('Verification code');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('123456');
    expect(await screen.findByText('This code is not correct.')).toBeTruthy();
    // Typing the last digit again changes nothing: the same wrong code is not sent twice.
    await userEvent.click(boxes[5]!);
    await userEvent.keyboard('{Backspace}6');
    await userEvent.click(boxes[5]!);
    await userEvent.keyboard('{Backspace}7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-tree'));
    const sent = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/verify-email/'));
    expect(sent).toEqual([
      '/api/public/user/verify-email/leafy%40example.com/123456',
      '/api/public/user/verify-email/leafy%40example.com/123457',
    ]);
  });

  it('sends the same code again by itself after a failed request that was not about the code', async () => {
    logInUnverified();
    let answers = 0;
    const fetchMock = stubFetch((url) => {
      if (!url.includes('/verify-email/')) return json(404, {});
      answers += 1;
      if (answers === 1) throw new TypeError('Failed to fetch');
      if (answers === 2) {
        return json(429, {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many verification attempts from this network.',
        });
      }
      return verified();
    });
    const { router } = renderRoutes(routes, ['/verify-account/leafy%40example.com']);
    const boxes = await screen.findAllByLabelText('Verification code');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('123456');
    await waitFor(() => expect(answers).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Verify' }).hasAttribute('data-loading')).toBe(
        false,
      ),
    );
    // The connection came back: typing the last digit again sends the same code again.
    await userEvent.click(boxes[5]!);
    await userEvent.keyboard('{Backspace}6');
    expect(
      await screen.findByText(/Too many verification attempts from this network\./),
    ).toBeTruthy();
    // And after a busy server, too.
    await userEvent.click(boxes[5]!);
    await userEvent.keyboard('{Backspace}6');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-tree'));
    const sent = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/verify-email/'));
    expect(sent).toEqual(Array(3).fill('/api/public/user/verify-email/leafy%40example.com/123456'));
  });

  it('shows what is wrong with the address when the sixth digit goes in, and keeps it while typing', async () => {
    logInUnverified();
    const fetchMock = stubFetch(() => json(404, {}));
    renderRoutes(routes, ['/verify-account/leafy%40example.com']);
    const email = await screen.findByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'leafy@');
    const boxes = screen.getAllByLabelText('Verification code');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12345');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    await userEvent.keyboard('6');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    // Verify shows both errors; typing a digit takes away the code's only.
    await userEvent.click(boxes[5]!);
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is 6 digits.')).toBeTruthy();
    await userEvent.click(boxes[5]!);
    await userEvent.keyboard('7');
    await waitFor(() => expect(screen.queryByText('The code is 6 digits.')).toBeNull());
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    await userEvent.click(boxes[4]!);
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/verify-email/'))).toBe(
      false,
    );
  });

  it('names the address in the header only while the field still holds it', async () => {
    stubFetch(() => json(404, {}));
    renderRoutes(routes, ['/verify-account/leafy%40example.com']);
    const email = await screen.findByLabelText('E-mail');
    expect(screen.getByText('Enter the 6-digit code we sent to leafy@example.com.')).toBeTruthy();
    await userEvent.clear(email);
    await userEvent.type(email, 'other@example.com');
    expect(screen.getByText('Enter the 6-digit code we sent to your e\u2011mail.')).toBeTruthy();
    expect(screen.queryByText(/leafy@example\.com/)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'Leafy@Example.com ');
    expect(screen.getByText('Enter the 6-digit code we sent to leafy@example.com.')).toBeTruthy();
  });

  it('goes on to my-tree when the link is opened again after verifying', async () => {
    logInUnverified();
    // A used code is refused like a wrong one; the player's own account says it is verified.
    stubFetch((url) =>
      url.includes('/check-if-verified/')
        ? json(200, { verified: true })
        : json(400, {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VERIFICATION_CODE_INVALID',
            message: 'This code is not correct, or it is no longer valid.',
          }),
    );
    const { router } = renderRoutes(routes, ['/verify-account/leafy%40example.com/654321']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-tree'));
    expect(useSessionStore.getState().loggedUser?.verified).toBe(true);
  });

  it('shows the server message of a bad code', async () => {
    stubFetch(() =>
      json(400, { statusCode: 400, error: 'Bad Request', message: 'This code is not valid.' }),
    );
    const { router } = renderRoutes(routes, ['/verify-account/leafy%40example.com/000000']);
    expect(await screen.findByText('This code is not valid.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify-account/leafy%40example.com/000000');
  });

  it('shows a too-many-requests answer to "Send a new code"', async () => {
    stubFetch(() =>
      json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Slow down.' }),
    );
    renderRoutes(routes, ['/verify-account/leafy%40example.com']);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/Slow down\./)).toBeTruthy();
  });
});
