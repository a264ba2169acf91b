import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '#shared/session/session-store.ts';
import { json, profileOf, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { logInAs, PLAYER_ID } from '#test/session.ts';
import { BIRTH_YEAR_PROMPT_LEAD, BirthYearPrompt } from './birth-year-prompt.tsx';

const prompt = [{ path: '/', element: <BirthYearPrompt userId={PLAYER_ID} /> }];

beforeEach(() => sessionStorage.clear());

describe('the birth-year prompt', () => {
  it('asks a player without a year, and saves the one chosen', async () => {
    logInAs({ birthYear: null });
    const fetchMock = stubFetch((url) =>
      url.endsWith('/birth-year') ? json(200, profileOf({ birthYear: 2004 })) : json(404, {}),
    );
    renderRoutes(prompt, ['/']);
    expect(await screen.findByText(BIRTH_YEAR_PROMPT_LEAD)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(/Year you were born/), '2004');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText(BIRTH_YEAR_PROMPT_LEAD)).toBeNull());
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/birth-year'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ birthYear: 2004 });
    expect(useSessionStore.getState().loggedUser?.birthYear).toBe(2004);
  });

  it('is put off with "Later" until the next visit', async () => {
    logInAs({ birthYear: null });
    stubFetch(() => json(404, {}));
    const first = renderRoutes(prompt, ['/']);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByText(BIRTH_YEAR_PROMPT_LEAD)).toBeNull());
    first.unmount();
    renderRoutes(prompt, ['/']);
    expect(screen.queryByText(BIRTH_YEAR_PROMPT_LEAD)).toBeNull();
  });

  it('asks nobody whose year is known, nor an admin', () => {
    stubFetch(() => json(404, {}));
    logInAs({ birthYear: 1990 });
    const known = renderRoutes(prompt, ['/']);
    expect(screen.queryByText(BIRTH_YEAR_PROMPT_LEAD)).toBeNull();
    known.unmount();
    logInAs({ birthYear: null, role: 'ADMIN' });
    renderRoutes(prompt, ['/']);
    expect(screen.queryByText(BIRTH_YEAR_PROMPT_LEAD)).toBeNull();
  });
});
