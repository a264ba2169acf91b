import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { BIRTH_YEAR_MIN } from '@punla/contract';
import { routes } from '#app/router.tsx';
import { BIRTH_YEAR_HINT } from '#shared/birth-year/birth-year-select.tsx';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { GOOGLE_NEEDS_YEAR_TEXT } from '../components/google-button.tsx';

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const TOO_YOUNG =
  'Punla is for players aged 13 and older. We did not create an account, and we kept nothing you typed.';

async function fillForm() {
  await userEvent.type(await screen.findByLabelText('E-mail'), 'leafy@example.com');
  await userEvent.type(screen.getByLabelText('Username'), 'leafy');
  await userEvent.type(screen.getByLabelText('Password'), 'Seedling-42');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Seedling-42');
}

describe('sign-up page: the year you were born', () => {
  it('offers this year down to 1900, none chosen, and says why it asks', async () => {
    stubFetch((url) =>
      url.endsWith('/google/status') ? json(200, { enabled: false }) : json(404, {}),
    );
    renderRoutes(routes, ['/signup']);
    const select = (await screen.findByLabelText(/Year you were born/)) as HTMLSelectElement;
    expect(select.value).toBe('');
    const years = [...select.options].filter((option) => option.value).map((o) => o.value);
    expect(years[0]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe(String(BIRTH_YEAR_MIN));
    expect(years).toHaveLength(new Date().getFullYear() - BIRTH_YEAR_MIN + 1);
    expect(screen.getByText(BIRTH_YEAR_HINT)).toBeTruthy();
  });

  it('asks for the year before calling the server', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/google/status') ? json(200, { enabled: false }) : json(500, {}),
    );
    renderRoutes(routes, ['/signup']);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Choose the year you were born.')).toBeTruthy();
    expect(fetchMock.mock.calls.every(([url]) => String(url).endsWith('/google/status'))).toBe(
      true,
    );
  });

  it("sends the year, and shows the server's kind refusal of a player under 13", async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/google/status')
        ? json(200, { enabled: false })
        : json(403, { statusCode: 403, error: 'Forbidden', code: 'TOO_YOUNG', message: TOO_YOUNG }),
    );
    const { router } = renderRoutes(routes, ['/signup']);
    await fillForm();
    await userEvent.selectOptions(screen.getByLabelText(/Year you were born/), '2015');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(TOO_YOUNG)).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/signup'));
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ birthYear: 2015 });
    expect(router.state.location.pathname).toBe('/signup');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('lets Google sign up only once a year is chosen', async () => {
    stubFetch((url) =>
      url.endsWith('/google/status') ? json(200, { enabled: true }) : json(404, {}),
    );
    renderRoutes(routes, ['/signup']);
    const google = (await screen.findByRole('button', {
      name: 'Continue with Google',
    })) as HTMLButtonElement;
    expect(google.disabled).toBe(true);
    expect(screen.getByText(GOOGLE_NEEDS_YEAR_TEXT)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(/Year you were born/), '2001');
    await waitFor(() => expect(google.disabled).toBe(false));
    expect(screen.queryByText(GOOGLE_NEEDS_YEAR_TEXT)).toBeNull();
  });
});
