import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '#test/fetch.ts';
import { renderWithProviders } from '#test/render.tsx';
import { PLAYER_ID } from '#test/session.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { ReminderSettingsPanel, REMINDERS_ON_TEXT } from './reminder-settings-panel.tsx';

const SETTINGS = `/api/secure/user/${PLAYER_ID}/reminders`;

describe('the reminders switch in Profile', () => {
  it('turns reminders on, and cannot be moved again until the server has answered', async () => {
    catchToasts();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'PUT') return new Promise<Response>((resolve) => (answer = resolve));
      return json(200, { enabled: false });
    });
    renderWithProviders(<ReminderSettingsPanel userId={PLAYER_ID} />);
    const toggle = await screen.findByRole('switch', { name: /E-mail me reminders/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(SETTINGS);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ enabled: true });

    await act(async () => answer(await json(200, { enabled: true })));
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(toastMessages()).toContain(REMINDERS_ON_TEXT);
  });

  it('moves back when the server refuses', async () => {
    catchToasts();
    stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? json(403, {
            statusCode: 403,
            error: 'Forbidden',
            message: 'Only the player can turn their reminders on or off.',
          })
        : json(200, { enabled: false }),
    );
    renderWithProviders(<ReminderSettingsPanel userId={PLAYER_ID} />);
    const toggle = await screen.findByRole('switch', { name: /E-mail me reminders/ });
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect((toggle as HTMLInputElement).disabled).toBe(false);
    expect(toastMessages().join(' ')).toContain(
      'Only the player can turn their reminders on or off.',
    );
  });
});
