import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { json, profileOf, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { logInAs } from '#test/session.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { ProfilePage } from '../pages/profile-page.tsx';
import { CHANGE_EMAIL_LEAD } from './change-email.tsx';

const NEW_EMAIL = 'sapling@example.org';
const SENT_TEXT = `We sent a code to ${NEW_EMAIL}. Type it here to change your e-mail.`;
const WRONG_CODE_TEXT = 'This code is not correct. You have 4 tries left.';
const CHANGED_TEXT = `Your e-mail is now ${NEW_EMAIL}.`;
const TAKEN_TEXT = 'Another account already uses this e-mail address. Choose another address.';
const RIGHT_CODE = '482913';

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  catchToasts();
});

interface ServerOptions {
  hasPassword?: boolean;
  /** The answer to asking for the code, instead of the code being sent. */
  refuseAddress?: Response;
}

/**
 * A server of one player: the profile, the change asked (a code sent to the new address) and
 * its confirmation, which gives the profile the new address. Returns the bodies it was sent.
 */
function serveEmailChange({ hasPassword = true, refuseAddress }: ServerOptions = {}) {
  const player = logInAs();
  let profile = profileOf({ id: player.id, hasPassword });
  let waiting: string | null = null;
  const sent = { change: [] as unknown[], confirm: [] as unknown[] };
  const fetchMock = stubFetch((url, init) => {
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (init?.method === 'POST' && url === `/api/secure/user/${player.id}/email`) {
      sent.change.push(body);
      if (refuseAddress) return refuseAddress;
      waiting = (body as { email: string }).email;
      return json(202, {
        message: `We sent a code to ${waiting}. Type it here to change your e-mail.`,
      });
    }
    if (init?.method === 'POST' && url === `/api/secure/user/${player.id}/email/confirm`) {
      sent.confirm.push(body);
      if ((body as { code: string }).code !== RIGHT_CODE || !waiting) {
        return json(400, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VERIFICATION_CODE_INVALID',
          message: WRONG_CODE_TEXT,
        });
      }
      profile = { ...profile, email: waiting };
      waiting = null;
      return json(200, { message: `Your e-mail is now ${profile.email}.` });
    }
    if (url === `/api/secure/user/${player.id}`) return json(200, profile);
    return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
  });
  return { player, sent, fetchMock };
}

const renderProfile = () =>
  renderRoutes([{ path: '/app/profile', Component: ProfilePage }], ['/app/profile']);

/** The "Change your e-mail" panel of the Profile page. */
async function changeEmailPanel() {
  const heading = await screen.findByRole('heading', { name: 'Change your e-mail' });
  const panel = heading.closest('section');
  if (!panel) throw new Error('The "Change your e-mail" panel is not on the page.');
  return within(panel);
}

/** The address shown in the Account panel's facts. */
const shownAddress = () => screen.getByText('E-mail', { selector: 'dt' }).nextElementSibling;

const codeBoxes = () => screen.getAllByLabelText('Code from the mail', { selector: 'input' });

describe('Change e-mail on the Profile page', () => {
  it('asks the new address and the current password, then says where the code went', async () => {
    const { sent } = serveEmailChange();
    const user = userEvent.setup();
    renderProfile();
    const panel = await changeEmailPanel();
    expect(panel.getByText(CHANGE_EMAIL_LEAD)).toBeTruthy();
    expect(panel.queryByLabelText('New e-mail')).toBeNull();

    await user.click(panel.getByRole('button', { name: 'Change e-mail' }));
    const email = panel.getByLabelText('New e-mail');
    expect(email.getAttribute('type')).toBe('email');
    const password = panel.getByLabelText('Current password');
    expect(password.getAttribute('type')).toBe('password');

    await user.type(email, NEW_EMAIL);
    await user.type(password, 'Secret123');
    await user.click(panel.getByRole('button', { name: 'Send the code' }));

    expect(await panel.findByText(SENT_TEXT)).toBeTruthy();
    expect(sent.change).toEqual([{ email: NEW_EMAIL, password: 'Secret123' }]);
    expect(codeBoxes()).toHaveLength(6);
    expect(panel.getByRole('button', { name: 'Change e-mail' })).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Ask for a new code' })).toBeTruthy();
    expect(panel.queryByLabelText('New e-mail')).toBeNull();
    // Nothing changes until the code is typed.
    expect(shownAddress()?.textContent).toBe('leafy@example.com');
  });

  it('asks for both fields before sending anything', async () => {
    const { sent } = serveEmailChange();
    const user = userEvent.setup();
    renderProfile();
    const panel = await changeEmailPanel();
    await user.click(panel.getByRole('button', { name: 'Change e-mail' }));
    await user.click(panel.getByRole('button', { name: 'Send the code' }));
    expect(await panel.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(panel.getByText('Enter your current password.')).toBeTruthy();
    expect(sent.change).toEqual([]);
  });

  it('says a wrong code with the tries left, then changes the address with the right one', async () => {
    const { sent, player } = serveEmailChange();
    const user = userEvent.setup();
    renderProfile();
    const panel = await changeEmailPanel();
    await user.click(panel.getByRole('button', { name: 'Change e-mail' }));
    await user.type(panel.getByLabelText('New e-mail'), NEW_EMAIL);
    await user.type(panel.getByLabelText('Current password'), 'Secret123');
    await user.click(panel.getByRole('button', { name: 'Send the code' }));
    await panel.findByText(SENT_TEXT);

    await user.click(codeBoxes()[0]!);
    await user.keyboard('111111');
    await user.click(panel.getByRole('button', { name: 'Change e-mail' }));
    expect((await panel.findByRole('alert')).textContent).toBe(WRONG_CODE_TEXT);
    // The failure replaces the word that the code was sent: never both.
    expect(panel.queryByText(SENT_TEXT)).toBeNull();
    expect(shownAddress()?.textContent).toBe('leafy@example.com');

    await user.click(codeBoxes()[0]!);
    await user.keyboard(RIGHT_CODE);
    await user.click(panel.getByRole('button', { name: 'Change e-mail' }));

    await waitFor(() => expect(toastMessages()).toContain(CHANGED_TEXT));
    await waitFor(() => expect(shownAddress()?.textContent).toBe(NEW_EMAIL));
    expect(sent.confirm).toEqual([{ code: '111111' }, { code: RIGHT_CODE }]);
    // The panel is back at its start, and the session knows the new address.
    expect(panel.getByText(CHANGE_EMAIL_LEAD)).toBeTruthy();
    expect(panel.queryByRole('alert')).toBeNull();
    expect(screen.queryAllByLabelText('Code from the mail')).toEqual([]);
    expect(useSessionStore.getState().loggedUser).toMatchObject({
      id: player.id,
      email: NEW_EMAIL,
    });
  });

  it('says an address another account uses and stays on the address', async () => {
    const { sent } = serveEmailChange({
      refuseAddress: json(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'EMAIL_TAKEN',
        message: TAKEN_TEXT,
      }),
    });
    const user = userEvent.setup();
    renderProfile();
    const panel = await changeEmailPanel();
    await user.click(panel.getByRole('button', { name: 'Change e-mail' }));
    const email = panel.getByLabelText('New e-mail') as HTMLInputElement;
    await user.type(email, NEW_EMAIL);
    await user.type(panel.getByLabelText('Current password'), 'Secret123');
    await user.click(panel.getByRole('button', { name: 'Send the code' }));

    expect(await panel.findByText(TAKEN_TEXT)).toBeTruthy();
    expect(sent.change).toHaveLength(1);
    expect(email.value).toBe(NEW_EMAIL);
    expect(screen.queryAllByLabelText('Code from the mail')).toEqual([]);
    expect(shownAddress()?.textContent).toBe('leafy@example.com');
    expect(toastMessages()).toEqual([]);
  });

  it('asks no password of an account that signs in with Google only', async () => {
    const { sent } = serveEmailChange({ hasPassword: false });
    const user = userEvent.setup();
    renderProfile();
    const panel = await changeEmailPanel();
    await user.click(panel.getByRole('button', { name: 'Change e-mail' }));
    expect(panel.getByLabelText('New e-mail')).toBeTruthy();
    expect(panel.queryByLabelText('Current password')).toBeNull();

    await user.type(panel.getByLabelText('New e-mail'), NEW_EMAIL);
    await user.click(panel.getByRole('button', { name: 'Send the code' }));
    expect(await panel.findByText(SENT_TEXT)).toBeTruthy();
    expect(sent.change).toEqual([{ email: NEW_EMAIL }]);
  });

  it('goes from start to end by keyboard alone', async () => {
    const { sent } = serveEmailChange();
    const user = userEvent.setup();
    renderProfile();
    const panel = await changeEmailPanel();
    const start = panel.getByRole('button', { name: 'Change e-mail' });
    start.focus();
    await user.keyboard('{Enter}');

    // The form opens on its first field.
    const email = panel.getByLabelText('New e-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    await user.keyboard(NEW_EMAIL);
    await user.tab();
    expect(document.activeElement).toBe(panel.getByLabelText('Current password'));
    await user.keyboard('Secret123{Enter}');

    expect(await panel.findByText(SENT_TEXT)).toBeTruthy();
    expect(sent.change).toEqual([{ email: NEW_EMAIL, password: 'Secret123' }]);

    // The code step opens on its first box.
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
    await user.keyboard(`${RIGHT_CODE}{Enter}`);
    await waitFor(() => expect(toastMessages()).toContain(CHANGED_TEXT));
    expect(sent.confirm).toEqual([{ code: RIGHT_CODE }]);
    await waitFor(() => expect(shownAddress()?.textContent).toBe(NEW_EMAIL));
  });
});
