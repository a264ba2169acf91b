import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerFile, PlayerProfile } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { logIn } from '#test/tree-fixtures.ts';
import { PLAYER_ID } from '#test/session.ts';
import { REASON } from '../components/players-text.ts';
import { PlayerFilePage } from './player-file-page.tsx';

const SPROUT = '0b7e6a52-6c1e-4d55-9d0c-0a1b2c3d4e5f';
const FILE_URL = `/api/secure/admin/player/${SPROUT}`;
const reason = 'Lost coins to the water bug, reported on Friday.';

const profileOf = (overrides: Partial<PlayerProfile> = {}): PlayerProfile => ({
  id: SPROUT,
  username: 'sprout',
  email: 'sprout@example.com',
  role: 'USER',
  verified: true,
  hasPassword: true,
  createdAt: '2026-03-05T02:00:00.000Z',
  lastActiveAt: '2026-03-09T02:00:00.000Z',
  suspension: null,
  deletionPendingUntil: null,
  level: 3,
  totalXp: 1200,
  coins: 100,
  referralCode: 'SPROUT42',
  ...overrides,
});

const walletEntry = (id: number, amount: number, balanceAfter: number, description: string) => ({
  id,
  amount,
  balanceAfter,
  reason: 'purchase',
  description,
  createdAt: '2026-03-08T02:00:00.000Z',
});

const fileOf = (profile: Partial<PlayerProfile> = {}, walletTotal = 2): PlayerFile => ({
  profile: profileOf(profile),
  inventory: {
    seedlings: [{ speciesId: 4, speciesName: 'Narra', quantity: 2 }],
    water: 3,
    fertilizer: 1,
    streakSavers: 0,
  },
  trees: [
    {
      id: '5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
      speciesName: 'Narra',
      stage: 2,
      stageName: 'Seedling',
      plantedAt: '2026-03-06T02:00:00.000Z',
      maturedAt: null,
      dormant: false,
    },
  ],
  rsvps: [
    {
      event: { id: 9, name: 'Planting at La Mesa', startsAt: '2026-04-01T00:00:00.000Z' },
      status: 'CONFIRMED',
      createdAt: '2026-03-07T02:00:00.000Z',
      checkedInAt: null,
    },
  ],
  realTrees: [],
  referrals: {
    referredBy: {
      id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      username: 'farmer',
      rewardedAt: null,
    },
    made: [],
  },
  reports: [
    {
      id: 4,
      type: 'BUG',
      status: 'NEW',
      message: 'Watering took my coins.',
      createdAt: '2026-03-08T03:00:00.000Z',
    },
  ],
  notices: [],
  openFairPlayFlags: [],
  walletLedger: {
    items: [walletEntry(2, -20, 100, 'Bought Water ×5'), walletEntry(1, 120, 120, 'Starter coins')],
    page: 1,
    size: 20,
    total: walletTotal,
  },
  xpLedger: {
    items: [
      {
        id: 1,
        amount: 10,
        reason: 'quest',
        ref: 'DAILY_LOGIN:2026-03-08',
        seasonId: 2,
        createdAt: '2026-03-08T02:00:00.000Z',
      },
    ],
    page: 1,
    size: 20,
    total: 1,
  },
});

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/** A server holding one player's file; the actions change it as the real one does. */
function fileServer(file: PlayerFile, refuse?: { status: number; message: string }) {
  const sent: Sent[] = [];
  let current = file;
  const fileUrl = `/api/secure/admin/player/${file.profile.id}`;
  const fetchMock = stubFetch((url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body });
      if (refuse)
        return json(refuse.status, { statusCode: refuse.status, message: refuse.message });
      const action = url.slice(fileUrl.length + 1);
      const profile = { ...current.profile };
      let message = 'Done.';
      if (action === 'adjust') {
        profile.coins += Number(body.coins ?? 0);
        current = {
          ...current,
          walletLedger: {
            ...current.walletLedger,
            items: [
              walletEntry(3, Number(body.coins), profile.coins, 'Adjusted by an admin'),
              ...current.walletLedger.items,
            ],
            total: current.walletLedger.total + 1,
          },
        };
        message = `sprout's account was adjusted.`;
      }
      if (action === 'suspend') {
        profile.suspension = { at: '2026-03-10T02:00:00.000Z', reason: String(body.reason) };
        message = 'sprout is suspended.';
      }
      current = { ...current, profile };
      return json(200, { player: profile, message });
    }
    if (url === fileUrl) return json(200, current);
    if (url.startsWith(`${fileUrl}/wallet-ledger?`)) {
      return json(200, {
        items: [walletEntry(101, 5, 5, 'Quest coins')],
        page: 2,
        size: 20,
        total: current.walletLedger.total,
      });
    }
    if (url === '/api/secure/marketplace/items') return json(200, []);
    return json(404, { statusCode: 404, message: `No ${url}` });
  });
  return { sent, fetchMock };
}

const renderFile = (id = SPROUT) =>
  renderRoutes(
    [
      { path: '/admin/players/:id', element: <PlayerFilePage /> },
      { path: '/admin/audit', element: <p>Audit log</p> },
    ],
    [`/admin/players/${id}`],
  );

beforeEach(() => {
  logIn({ role: 'ADMIN' });
  catchToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('a player’s file', { timeout: 20_000 }, () => {
  it('shows the account, its ledgers and history, and the way to its audit entries', async () => {
    fileServer(fileOf());
    renderFile();
    expect(await screen.findByRole('heading', { name: 'sprout', level: 2 })).toBeTruthy();
    expect(screen.getByText('sprout@example.com')).toBeTruthy();
    expect(screen.getByText('SPROUT42')).toBeTruthy();
    const wallet = screen.getByRole('table', { name: 'Wallet ledger' });
    expect(within(wallet).getByText('Bought Water ×5')).toBeTruthy();
    expect(within(wallet).getByText('−20')).toBeTruthy();
    expect(within(wallet).getByText('+120')).toBeTruthy();
    const xp = screen.getByRole('table', { name: 'XP ledger' });
    expect(within(xp).getByText('Daily quest')).toBeTruthy();
    expect(within(xp).getByText('Season #2')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Trees' })).getByText('Seedling')).toBeTruthy();
    const rsvps = screen.getByRole('table', { name: 'RSVPs and check-ins' });
    expect(within(rsvps).getByRole('link', { name: 'Planting at La Mesa' })).toBeTruthy();
    expect(within(rsvps).getByText('Not yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'farmer' }).getAttribute('href')).toBe(
      '/admin/players/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    );
    expect(screen.getByText('Watering took my coins.')).toBeTruthy();
    expect(screen.getByText('No real trees yet.')).toBeTruthy();
    expect(screen.getByText('No open flags.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Audit entries about this player' }).getAttribute('href'),
    ).toBe(`/admin/audit?targetType=player&targetId=${SPROUT}`);
    // A verified player with a password: no verification mail, a reset mail.
    expect(screen.queryByRole('button', { name: 'Resend verification mail' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send password-reset mail' })).toBeTruthy();
  });

  it('adds 25 coins with a reason, once, and shows the new balance and the ledger row', async () => {
    const { sent, fetchMock } = fileServer(fileOf());
    const user = userEvent.setup();
    renderFile();
    await user.click(await screen.findByRole('button', { name: 'Adjust coins, XP or items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust sprout’s account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Coins' }), '+25');
    const box = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await user.type(box, 'too short');
    expect(within(dialog).getByText('9 of 10 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(REASON.tooShort)).toBeTruthy();

    await user.clear(box);
    await user.type(box, reason);
    expect(within(dialog).getByText(`${reason.length} characters`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText('Give 25 coins: the balance goes from 100 to 125.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(reason)).toBeTruthy();
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await user.dblClick(apply);
    await waitFor(() => expect(toastMessages()).toContain("sprout's account was adjusted."));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${FILE_URL}/adjust`);
    expect(sent[0]!.body).toEqual({
      coins: 25,
      reason,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const wallet = screen.getByRole('table', { name: 'Wallet ledger' });
    expect(await within(wallet).findByText('Adjusted by an admin')).toBeTruthy();
    expect(within(wallet).getByText('+25')).toBeTruthy();
    expect(screen.getByText('Coins', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '125',
    );
    expect(fetchMock.mock.calls.filter(([url]) => url === FILE_URL).length).toBeGreaterThan(1);

    // Each opening of the dialog is a new adjustment, with a key of its own.
    await user.click(screen.getByRole('button', { name: 'Adjust coins, XP or items' }));
    const again = await screen.findByRole('dialog', { name: 'Adjust sprout’s account' });
    await user.type(within(again).getByRole('textbox', { name: 'Coins' }), '-5');
    await user.type(within(again).getByRole('textbox', { name: /^Reason/ }), reason);
    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    expect(within(again).getByText('Take 5 coins: the balance goes from 125 to 120.')).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.idempotencyKey).not.toBe(sent[0]!.body.idempotencyKey);
  });

  it('asks for an amount, and a whole number', async () => {
    const { sent } = fileServer(fileOf());
    const user = userEvent.setup();
    renderFile();
    await user.click(await screen.findByRole('button', { name: 'Adjust coins, XP or items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust sprout’s account' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText(
        'Write an amount to give or take: coins, XP, or an item’s quantity.',
      ),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'XP' }), '-3.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Coins' }), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getAllByText('Write a whole number, like 25 or −25.')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('suspends a player by the keyboard, then offers to lift it', async () => {
    const { sent } = fileServer(fileOf());
    const user = userEvent.setup();
    renderFile();
    const suspend = await screen.findByRole('button', { name: 'Suspend' });
    suspend.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend sprout' });
    const box = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.keyboard('Sold the account to another person.');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    const heading = within(dialog).getByRole('heading', { name: 'Check and confirm' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(dialog).getByText('sprout is logged out on every device at once.')).toBeTruthy();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Suspend' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toastMessages()).toContain('sprout is suspended.'));
    expect(sent).toEqual([
      { url: `${FILE_URL}/suspend`, body: { reason: 'Sold the account to another person.' } },
    ]);
    expect(await screen.findByRole('button', { name: 'Lift suspension' })).toBeTruthy();
    // The Suspend button is gone: the focus waits on the actions instead.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('region', { name: 'Actions on this player' }),
      ),
    );
    expect(screen.getByText('Sold the account to another person.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('keeps the server’s refusal in the dialog', async () => {
    fileServer(fileOf(), { status: 409, message: 'Another player has this username.' });
    const user = userEvent.setup();
    renderFile();
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename sprout' });
    const name = within(dialog).getByRole('textbox', { name: 'New username' });
    await user.type(name, 'sprout');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('This is already their username.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'acorn');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Another player has this username.')).toBeTruthy();
    expect(toastMessages()).toEqual([]);
  });

  it('deletes an account on the player’s request, with a reason, and shows the day it is erased', async () => {
    const deleteUrl = `/api/secure/user/${SPROUT}/delete`;
    const sent: Sent[] = [];
    let file = fileOf();
    stubFetch((url, init) => {
      if (init?.method === 'POST' && url === deleteUrl) {
        sent.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
        const erasesAt = '2026-03-17T02:00:00.000Z';
        file = {
          ...file,
          profile: {
            ...file.profile,
            suspension: { at: '2026-03-10T02:00:00.000Z', reason: '' },
            deletionPendingUntil: erasesAt,
          },
        };
        return json(202, {
          erasesAt,
          message:
            "sprout's account will be erased on March 17, 2026, and they are logged out everywhere.",
        });
      }
      if (url === FILE_URL) return json(200, file);
      return json(404, { statusCode: 404, message: `No ${url}` });
    });
    const user = userEvent.setup();
    renderFile();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete sprout’s account' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason/ }),
      'The player asked by e-mail on Monday.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText(
        'sprout’s account is erased after 7 days, unless they log in and keep it.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        "sprout's account will be erased on March 17, 2026, and they are logged out everywhere.",
      ),
    );
    expect(sent).toEqual([
      { url: deleteUrl, body: { reason: 'The player asked by e-mail on Monday.' } },
    ]);
    // The file is read again: the deletion shows as such, not as a suspension without a reason.
    expect(await screen.findAllByText('Deletion asked; erased on Mar 17, 2026')).toHaveLength(2);
    expect(screen.getByText('Deletion asked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lift suspension' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });

  it('offers no suspension or demotion of the admin’s own account', async () => {
    fileServer(fileOf({ id: PLAYER_ID, role: 'ADMIN', verified: false, hasPassword: false }));
    renderFile(PLAYER_ID);
    expect(await screen.findByText(/This is your own account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend verification mail' })).toBeTruthy();
    // Google only: there is no password to reset.
    expect(screen.queryByRole('button', { name: 'Send password-reset mail' })).toBeNull();
  });

  it('reads older ledger entries a page at a time', async () => {
    const { fetchMock } = fileServer(fileOf({}, 21));
    const user = userEvent.setup();
    renderFile();
    const pages = await screen.findByRole('navigation', { name: 'Pages of the wallet ledger' });
    expect(within(pages).getByText('Entries 1–2 of 21')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: 'Older' }));
    const wallet = screen.getByRole('table', { name: 'Wallet ledger' });
    expect(await within(wallet).findByText('Quest coins')).toBeTruthy();
    expect(within(pages).getByText('Entries 21–21 of 21')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `${FILE_URL}/wallet-ledger?page=2&size=20`,
    );
    // The last page: Older is done, and the focus has moved to Newer.
    expect(within(pages).getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(pages).getByRole('button', { name: 'Newer' })),
    );
  });

  it('says so for an id no player has', async () => {
    stubFetch(() => json(404, { statusCode: 404, message: 'No request expected.' }));
    renderFile('not-an-id');
    expect(await screen.findByText('There is no player with this id.')).toBeTruthy();
  });
});
