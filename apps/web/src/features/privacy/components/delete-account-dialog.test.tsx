import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '#test/fetch.ts';
import { renderWithProviders } from '#test/render.tsx';
import { catchToasts } from '#test/toasts.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';

const ID = '6f1c1f8e-2f53-4a53-9d0b-5f4a3c2b1a00';
const DELETE_URL = `/api/secure/user/${ID}/delete`;
const SCHEDULED = {
  erasesAt: '2026-03-17T02:00:00.000Z',
  message:
    'Your account will be deleted on March 17, 2026. You are logged out everywhere. Until then, log in with your password to keep it.',
};

beforeEach(() => catchToasts());
afterEach(() => vi.unstubAllGlobals());

function renderSection(hasPassword = true) {
  const onDeleted = vi.fn();
  renderWithProviders(
    <DeleteAccountSection
      account={{ id: ID, username: 'leafy', hasPassword }}
      onDeleted={onDeleted}
    />,
  );
  return onDeleted;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('Delete my account', { timeout: 15_000 }, () => {
  it('says what happens, then sends the password and hands on the answer', async () => {
    const fetchMock = stubFetch(() => json(202, SCHEDULED));
    const onDeleted = renderSection();
    const dialog = await openDialog();
    for (const line of [
      'You are logged out everywhere at once.',
      'Your seats at upcoming events are given up.',
      'You leave the leaderboards.',
      'After 7 days, your e-mail address, username, password, Google link, reminders, reports and event contact details are erased for good.',
      'Until then, logging in with your password lets you keep your account.',
      'What stays, without your name: your coin and XP records, and the count of real trees you planted.',
    ]) {
      expect(within(dialog).getByText(line)).toBeTruthy();
    }
    // Nothing is sent without the password.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Enter your password to delete your account.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/^Your password/), 'Secret123{Enter}');
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(SCHEDULED));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(DELETE_URL);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Secret123' });
  });

  it('keeps the dialog open with the server’s words: a wrong password, the last admin', async () => {
    let answer = json(403, {
      statusCode: 403,
      code: 'WRONG_PASSWORD',
      message: 'That password is not correct, so nothing was deleted.',
    });
    stubFetch(() => answer);
    const onDeleted = renderSection();
    const dialog = await openDialog();
    const password = within(dialog).getByLabelText(/^Your password/);
    await userEvent.type(password, 'wrong{Enter}');
    expect(
      await within(dialog).findByText('That password is not correct, so nothing was deleted.'),
    ).toBeTruthy();

    answer = json(409, {
      statusCode: 409,
      code: 'LAST_ADMIN',
      message:
        'You are the last admin who can sign in: make another admin first, then delete your account.',
    });
    await userEvent.type(password, '{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You are the last admin who can sign in: make another admin first, then delete your account.',
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('asks an account that signs in with Google only to type its username', async () => {
    const fetchMock = stubFetch(() => json(202, SCHEDULED));
    const onDeleted = renderSection(false);
    const dialog = await openDialog();
    expect(
      within(dialog).getByText('Until then, logging in with Google lets you keep your account.'),
    ).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: /Type your username to confirm/ });
    await userEvent.type(field, 'leaf{Enter}');
    expect(
      within(dialog).getByText(
        'Type your username, leafy, to confirm that you want your account deleted.',
      ),
    ).toBeTruthy();
    await userEvent.type(field, 'y{Enter}');
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ confirm: 'leafy' });
  });

  it('closes on Cancel without sending anything', async () => {
    const fetchMock = stubFetch(() => json(202, SCHEDULED));
    renderSection();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
