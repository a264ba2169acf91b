import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FairPlayFlag } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { renderWithProviders } from '#test/render.tsx';
import { makeToken } from '#test/tokens.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { ACTIONS, REASON_TOO_SHORT } from '../components/fair-play-text.ts';
import { FairPlayPage } from './fair-play-page.tsx';

const flagOf = (overrides: Partial<FairPlayFlag> = {}): FairPlayFlag => ({
  id: 7,
  kind: 'REFERRAL_SAME_NETWORK',
  status: 'open',
  player: { id: 'u-2', username: 'sprout' },
  related: { id: 'u-1', username: 'farmer' },
  evidence: "Joined with farmer's code, from the same network as farmer's account, made 3 h apart.",
  createdAt: '2026-03-05T02:00:00.000Z',
  review: null,
  ...overrides,
});

const mailbox = flagOf({
  id: 8,
  kind: 'SHARED_MAILBOX',
  player: { id: 'u-3', username: 'acorn' },
  related: { id: 'u-1', username: 'farmer' },
  evidence: 'Shares a mailbox with farmer (2 accounts on one mailbox).',
});

const reason = 'Two siblings at one school, checked with their teacher.';

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  useSessionStore.getState().setToken(makeToken({ sub: 'admin-1', role: 'ADMIN' }));
  catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server holding two open flags; a review moves one, a second review is refused. */
function flagServer(options: { reviewedElsewhere?: boolean } = {}) {
  const flags = [flagOf(), mailbox];
  return stubFetch((url, init) => {
    if (init?.method === 'POST') {
      const id = Number(/flag\/(\d+)\/review/.exec(url)?.[1]);
      const body = JSON.parse(String(init.body)) as { decision: string; reason: string };
      const flag = flags.find((f) => f.id === id)!;
      if (flag.status !== 'open' || options.reviewedElsewhere) {
        return json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'ALREADY_REVIEWED',
          message: 'Another admin reviewed this flag a moment ago.',
        });
      }
      flag.status = body.decision === 'clear' ? 'cleared' : 'confirmed';
      flag.review = { at: '2026-03-06T02:00:00.000Z', by: 'admin', reason: body.reason };
      return json(200, flag);
    }
    const wanted = new URL(url, 'http://localhost').searchParams.get('status');
    const items = flags.filter((f) => !wanted || f.status === wanted);
    const open = flags.filter((f) => f.status === 'open').length;
    return json(200, { items, page: 1, size: 20, total: items.length, open });
  });
}

describe('fair-play flags', { timeout: 20_000 }, () => {
  it('lists open flags with who, what was seen and when; filters by status', async () => {
    const fetchMock = flagServer();
    const user = userEvent.setup();
    renderWithProviders(<FairPlayPage />);
    const list = await screen.findByRole('list', { name: 'Fair-play flags' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/secure/admin/fair-play/flag?page=1&size=20&status=open',
    );
    const [network, shared] = within(list).getAllByRole('listitem');
    expect(within(network!).getByText('Referral, same network')).toBeTruthy();
    expect(within(network!).getByText('sprout')).toBeTruthy();
    expect(within(network!).getByText('Related to farmer')).toBeTruthy();
    expect(
      within(shared!).getByText('Shares a mailbox with farmer (2 accounts on one mailbox).'),
    ).toBeTruthy();
    expect(screen.getByText(/^2 open flags\./)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Cleared' }));
    expect(await screen.findByText('No cleared flags yet.')).toBeTruthy();
  });

  it('clears a flag only with a written reason, after confirming, and says so', async () => {
    const fetchMock = flagServer();
    const user = userEvent.setup();
    renderWithProviders(<FairPlayPage />);
    const list = await screen.findByRole('list', { name: 'Fair-play flags' });
    const card = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(card).getByRole('button', { name: 'Clear the flag on sprout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Clear the flag on sprout?' });
    const box = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, 'too short');
    await user.click(within(dialog).getByRole('button', { name: 'Clear flag' }));
    expect(await within(dialog).findByText(REASON_TOO_SHORT)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(box);
    await user.type(box, reason);
    expect(within(dialog).queryByText(REASON_TOO_SHORT)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Clear flag' }));
    await waitFor(() => expect(toastMessages()).toContain(ACTIONS.clear.done));
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(String(url)).toBe('/api/secure/admin/fair-play/flag/7/review');
    expect(JSON.parse(String(init?.body))).toEqual({ decision: 'clear', reason });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Clear the flag on sprout?' })).toBeNull(),
    );
    const after = await screen.findByRole('list', { name: 'Fair-play flags' });
    await waitFor(() => expect(within(after).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('radio', { name: 'Cleared' }));
    const cleared = await screen.findByText(reason);
    expect(cleared).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Clear the flag/ })).toBeNull();
  });

  it('confirms a flag from the keyboard, and lists it as confirmed', async () => {
    flagServer();
    const user = userEvent.setup();
    renderWithProviders(<FairPlayPage />);
    const list = await screen.findByRole('list', { name: 'Fair-play flags' });
    const card = within(list).getAllByRole('listitem')[1]!;
    within(card).getByRole('button', { name: 'Confirm the flag on acorn' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the flag on acorn?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm flag' }));
    await waitFor(() => expect(toastMessages()).toContain(ACTIONS.confirm.done));

    await user.click(screen.getByRole('radio', { name: 'All' }));
    const all = await screen.findByRole('list', { name: 'Fair-play flags' });
    expect(await within(all).findByText('Confirmed')).toBeTruthy();
    expect(within(all).getByText(/^Confirmed by admin on/)).toBeTruthy();
  });

  it('keeps the server’s refusal in the dialog (another admin reviewed it first)', async () => {
    flagServer({ reviewedElsewhere: true });
    const user = userEvent.setup();
    renderWithProviders(<FairPlayPage />);
    const list = await screen.findByRole('list', { name: 'Fair-play flags' });
    const card = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(card).getByRole('button', { name: 'Confirm the flag on sprout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the flag on sprout?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm flag' }));
    expect(
      await within(dialog).findByText('Another admin reviewed this flag a moment ago.'),
    ).toBeTruthy();
    expect(toastMessages()).toEqual([]);
  });
});
