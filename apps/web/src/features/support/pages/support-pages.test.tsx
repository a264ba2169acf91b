import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { IconBug, IconCoin, IconHeart, IconUsersPlus } from '@tabler/icons-react';
import { apiRoutes } from '@punla/contract';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn } from '#test/tree-fixtures.ts';
import { catchToasts } from '#test/toasts.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { channelIcon, linkHost } from '../components/support-channels.tsx';
import { MAX_CHANNELS, toSupportInput } from '../components/support-editor.tsx';
import { SUPPORT_SAVED_TEXT } from './manage-support-page.tsx';

const info = {
  message: 'Punla is made by a small team.\n\nEvery bit of help plants a real tree.',
  channels: [
    {
      label: 'Donate through GCash',
      details: 'Send any amount to 0917 000 0000.',
      url: 'https://www.gcash.com/punla',
    },
    { label: 'Invite a friend', details: 'Share your referral link.', url: null },
  ],
};

const READ = `GET ${apiRoutes.support.page}`;
const SAVE = `PUT ${apiRoutes.support.edit}`;

afterEach(() => vi.unstubAllGlobals());

describe('Support Us for guests', () => {
  beforeEach(() => useSessionStore.setState({ ...initialSessionValues }));

  it('is titled "Support Us" and shows the message and each way to support', async () => {
    stubFetch(apiTable({ [READ]: json(200, info) }));
    renderRoutes(routes, ['/support-us']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Support Us' })).toBeTruthy();
    expect(await screen.findByText('Punla is made by a small team.')).toBeTruthy();
    expect(screen.getByText('Every bit of help plants a real tree.')).toBeTruthy();

    const cards = within(screen.getByRole('list', { name: 'Ways to support' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Donate through GCash' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Send any amount to 0917 000 0000.')).toBeTruthy();
    const link = within(cards[0]!).getByRole('link', { name: /open gcash\.com/i });
    expect(link.getAttribute('href')).toBe('https://www.gcash.com/punla');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    expect(within(cards[1]!).getByText('Share your referral link.')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start planting' }).getAttribute('href')).toBe(
      '/signup',
    );
  });

  it('says so when the page cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch(
      apiTable({
        [READ]: () => (fail ? json(503, { message: 'Try again soon.' }) : json(200, info)),
      }),
    );
    renderRoutes(routes, ['/support-us']);
    expect(await screen.findByText('Try again soon.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Invite a friend')).toBeTruthy();
  });

  it('has a friendly word when no ways to support are set', async () => {
    stubFetch(apiTable({ [READ]: json(200, { message: '', channels: [] }) }));
    renderRoutes(routes, ['/support-us']);
    expect(await screen.findByText(/Ways to support will be listed here soon/)).toBeTruthy();
  });
});

describe('Support Us for players', () => {
  beforeEach(() => logIn());

  it('shows the same ways to support under the player header', async () => {
    stubFetch(apiTable({ [READ]: json(200, info) }));
    renderRoutes(routes, ['/app/support-us']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Us' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Donate through GCash' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report / Suggest' }).getAttribute('href')).toBe(
      '/app/report-bug',
    );
  });
});

describe('the Support Us editor', () => {
  beforeEach(() => {
    logIn({ role: 'ADMIN' });
    catchToasts();
  });

  it('checks the input with the contract and saves the whole page', async () => {
    const fetchMock = stubFetch(
      apiTable({
        [READ]: json(200, info),
        [SAVE]: (init) => json(200, JSON.parse(String(init?.body))),
      }),
    );
    renderRoutes(routes, ['/admin/support-us']);
    const message = await screen.findByRole('textbox', { name: /Message/ });
    expect((message as HTMLTextAreaElement).value).toBe(info.message);

    fireEvent.click(screen.getByRole('button', { name: 'Add a way to support' }));
    const third = screen.getByRole('region', { name: 'Way to support 3' });
    const type = (name: string, value: string) =>
      fireEvent.change(within(third).getByRole('textbox', { name }), { target: { value } });
    type('Label', 'Volunteer');
    type('Details', '  Help at the next planting.  ');
    type('Link (optional)', 'ftp://x');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await within(third).findByText('A link starts with http:// or https://.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    type('Link (optional)', '');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Way to support 2' })).getByRole('button', {
        name: 'Remove way to support 2',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      message: info.message,
      channels: [
        info.channels[0],
        { label: 'Volunteer', details: 'Help at the next planting.', url: null },
      ],
    });
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: SUPPORT_SAVED_TEXT }),
      ),
    );
  });

  it('moves a way to support up and down', async () => {
    stubFetch(apiTable({ [READ]: json(200, info) }));
    renderRoutes(routes, ['/admin/support-us']);
    const first = await screen.findByRole('region', { name: 'Way to support 1' });
    expect(within(first).getByRole('button', { name: 'Move way to support 1 up' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(
      within(first).getByRole('button', { name: 'Move way to support 1 down' }),
    );
    const moved = screen.getByRole('region', { name: 'Way to support 1' });
    expect((within(moved).getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe(
      'Invite a friend',
    );
  });

  it('allows at most 10 ways to support', async () => {
    const many = Array.from({ length: MAX_CHANNELS }, (_, i) => ({
      label: `Way ${i + 1}`,
      details: 'Some details.',
      url: null,
    }));
    stubFetch(apiTable({ [READ]: json(200, { message: 'Hi', channels: many }) }));
    renderRoutes(routes, ['/admin/support-us']);
    expect(
      await screen.findByText(`${MAX_CHANNELS} of ${MAX_CHANNELS} ways to support`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a way to support' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows the server refusal', async () => {
    stubFetch(
      apiTable({
        [READ]: json(200, info),
        [SAVE]: json(400, { message: 'The message has at most 1000 characters.' }),
      }),
    );
    renderRoutes(routes, ['/admin/support-us']);
    await userEvent.click(await screen.findByRole('button', { name: 'Save page' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The message has at most 1000 characters.',
    );
  });
});

describe('helpers', () => {
  it('trims the form and sends an empty link as null', () => {
    expect(
      toSupportInput({
        message: '  Hello  ',
        channels: [{ key: 'a', label: ' GCash ', details: ' 0917 ', url: '  ' }],
      }),
    ).toEqual({ message: 'Hello', channels: [{ label: 'GCash', details: '0917', url: null }] });
  });

  it('names the link by its host and picks an icon from the words', () => {
    expect(linkHost('https://www.gcash.com/pay?x=1')).toBe('gcash.com');
    expect(linkHost('not a url')).toBe('not a url');
    expect(channelIcon({ label: 'Donate', details: 'GCash', url: null })).toBe(IconCoin);
    expect(channelIcon({ label: 'Invite a friend', details: '…', url: null })).toBe(IconUsersPlus);
    expect(channelIcon({ label: 'Tell us what to improve', details: '…', url: null })).toBe(
      IconBug,
    );
    expect(channelIcon({ label: 'Say thanks', details: 'A kind word.', url: null })).toBe(
      IconHeart,
    );
  });
});
