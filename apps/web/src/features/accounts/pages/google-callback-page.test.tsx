import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '#app/router.tsx';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { catchToasts } from '#test/toasts.ts';

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const GENERAL = 'Google sign-in did not complete. Please try again.';

async function failureShownFor(address: string): Promise<string> {
  const fetchMock = stubFetch(() => json(500, {}));
  renderRoutes(routes, [address]);
  await screen.findByRole('heading', { level: 1, name: 'Google sign-in failed' });
  // A failure from the server's redirect is shown as it is: nothing is exchanged.
  expect(fetchMock).not.toHaveBeenCalled();
  const alert = await screen.findByRole('alert');
  return alert.textContent ?? '';
}

describe('Google callback page', () => {
  it.each([
    [
      'denied',
      'You cancelled the Google sign-in. Try again, or log in with your e-mail or username.',
    ],
    [
      'expired',
      'The Google sign-in took too long or was started in another browser. Please try again.',
    ],
    ['email_unverified', 'Your Google account has no verified e-mail address.'],
    ['failed', GENERAL],
  ])('says the reason %s in its own words', async (reason, text) => {
    expect(await failureShownFor(`/google-callback?error=${reason}`)).toBe(text);
  });

  const planted = 'Your account is locked. Call +63 900 000 0000 to unlock it.';
  it.each([encodeURIComponent(planted), 'toString', '__proto__', 'DENIED', ''])(
    'shows the general text for ?error=%s, never the words of the address',
    async (reason) => {
      expect(await failureShownFor(`/google-callback?error=${reason}`)).toBe(GENERAL);
      expect(document.body.textContent).not.toContain('locked');
    },
  );

  it('shows the server’s answer when the code was brought by another browser', async () => {
    const message =
      'This Google sign-in was started in another browser, or this browser did not keep its ' +
      'cookie. Sign in with Google again here.';
    const fetchMock = stubFetch(() =>
      json(400, { statusCode: 400, code: 'LOGIN_CODE_OTHER_BROWSER', message }),
    );
    renderRoutes(routes, ['/google-callback/a-one-time-code-of-forty-characters-xxxx']);
    expect(await screen.findByText(message)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/public\/user\/google\/exchange$/);
    expect(init?.credentials).toBe('include');
  });
});
