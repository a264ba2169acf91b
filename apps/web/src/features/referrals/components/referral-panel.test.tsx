import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { useSessionStore } from '#shared/session/session-store.ts';
import { json, stubFetch } from '#test/fetch.ts';
import { economyApi, logInPlayer, PLAYER_ID, renderInRouter } from '#test/economy-fixtures.tsx';
import { LINK_COPIED_TEXT, ReferralPanel } from './referral-panel.tsx';

const BASE = `/api/secure/referral/user/${PLAYER_ID}`;

const referralApi = (extra = {}) =>
  economyApi({
    [`POST ${BASE}/generate`]: json(200, {
      referralCode: 'ABCD2345',
      link: 'https://punla.example/ABCD2345',
    }),
    [`GET ${BASE}/count`]: json(200, { count: 3, rewarded: 1 }),
    [`GET ${BASE}/referred-users`]: json(200, [
      {
        username: 'sprout',
        joinedAt: '2026-03-01T08:00:00.000Z',
        verified: true,
        rewarded: true,
        reward: 'PAID',
      },
      {
        username: 'acorn',
        joinedAt: '2026-03-02T08:00:00.000Z',
        verified: true,
        rewarded: false,
        reward: 'PENDING',
      },
      {
        username: 'bud',
        joinedAt: '2026-03-03T08:00:00.000Z',
        verified: true,
        rewarded: false,
        reward: 'CAPPED',
      },
    ]),
    ...extra,
  });

let show: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  logInPlayer({ walletBalance: 100 });
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('referral panel', { timeout: 20_000 }, () => {
  it('shows the code and link, and each friend’s reward honestly: paid, pending or capped', async () => {
    stubFetch(referralApi());
    renderInRouter(<ReferralPanel userId={PLAYER_ID} />);
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/ABCD2345`)).toBeTruthy();
    expect(await screen.findByText('3 friends joined')).toBeTruthy();
    expect(await screen.findByText('1 paid · 1 pending')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Friends who joined with your code' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Reward paid')).toBeTruthy();
    expect(within(rows[0]!).getByText('sprout is playing: your reward is paid.')).toBeTruthy();
    expect(within(rows[1]!).getByText('Reward pending')).toBeTruthy();
    expect(
      within(rows[1]!).getByText(
        'Pays when acorn plays: a tree reaching Sapling or quests on 3 days.',
      ),
    ).toBeTruthy();
    expect(within(rows[2]!).getByText('Not paid')).toBeTruthy();
    expect(
      within(rows[2]!).getByText(
        "Not paid: bud played after you reached this season's limit of 50 rewarded friends.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/for each friend who really plays/)).toBeTruthy();
    expect(screen.getByText(/not to your season XP/)).toBeTruthy();
    expect(useSessionStore.getState().loggedUser?.referralCode).toBe('ABCD2345');
  });

  it('reads a friend’s reward from a server of the last release, which sends only `rewarded`', async () => {
    stubFetch(
      referralApi({
        [`GET ${BASE}/referred-users`]: json(200, [
          {
            username: 'acorn',
            joinedAt: '2026-03-02T08:00:00.000Z',
            verified: false,
            rewarded: false,
          },
        ]),
      }),
    );
    renderInRouter(<ReferralPanel userId={PLAYER_ID} />);
    expect(await screen.findByText('Reward pending')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
  });

  it('copies the link; Share shows only where the browser can share', async () => {
    stubFetch(referralApi());
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { clipboard: { writeText } }),
    );
    const { unmount } = renderInRouter(<ReferralPanel userId={PLAYER_ID} />);
    await screen.findByText('ABCD2345');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ABCD2345`);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: LINK_COPIED_TEXT })),
    );
    unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    renderInRouter(<ReferralPanel userId={PLAYER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/ABCD2345` }),
    );
  });

  it("applies a friend's code: the server's message, the coins, and the field goes", async () => {
    const fetchMock = stubFetch(
      referralApi({
        [`POST ${BASE}/apply/FRND2345`]: json(200, {
          referredCode: 'FRND2345',
          coins: 50,
          seedling: 'Narra',
          walletBalance: 150,
          message: 'Welcome! You got 50 coins and a Narra seedling.',
        }),
      }),
    );
    renderInRouter(<ReferralPanel userId={PLAYER_ID} />);
    const field = await screen.findByRole('textbox', { name: "Friend's code" });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('A referral code is 8 letters and digits.')).toBeTruthy();
    await userEvent.type(field, ' frnd2345 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Success',
          message: 'Welcome! You got 50 coins and a Narra seedling.',
        }),
      ),
    );
    expect(useSessionStore.getState().walletBalance).toBe(150);
    expect(await screen.findByText('FRND2345')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: "Friend's code" })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/apply/FRND2345'))).toBe(
      true,
    );
  });

  it('has no field for a player who joined with a code', async () => {
    logInPlayer({ referredCode: 'FRND2345' });
    stubFetch(referralApi());
    renderInRouter(<ReferralPanel userId={PLAYER_ID} />);
    expect(await screen.findByText(/You joined with the code/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: "Friend's code" })).toBeNull();
  });
});
