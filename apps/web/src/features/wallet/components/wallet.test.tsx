import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '#shared/session/session-store.ts';
import { json, stubFetch } from '#test/fetch.ts';
import { economyApi, logInPlayer, PLAYER_ID, renderInRouter } from '#test/economy-fixtures.tsx';
import { CoinPill } from './coin-pill.tsx';

const WALLET = `/api/secure/wallet/user/${PLAYER_ID}`;

const entryOf = (id: number, amount: number, balanceAfter: number, description: string) => ({
  id,
  amount,
  balanceAfter,
  reason: amount > 0 ? 'quest' : 'purchase',
  description,
  createdAt: `2026-03-0${(id % 9) + 1}T08:00:00.000Z`,
});

beforeEach(() => {
  logInPlayer({ walletBalance: 100 });
});

describe('coin pill and wallet', { timeout: 20_000 }, () => {
  it("shows the session's coins, and follows them", async () => {
    stubFetch(economyApi({}));
    renderInRouter(<CoinPill userId={PLAYER_ID} />);
    expect(screen.getByRole('button', { name: 'Wallet: 100 coins' })).toBeTruthy();
    act(() => useSessionStore.getState().setWalletBalance(1250));
    expect(screen.getByRole('button', { name: /^Wallet: 1,?250 coins$/ })).toBeTruthy();
  });

  it('opens the history, newest first, coloured in and out, and loads more', async () => {
    const fetchMock = stubFetch(
      economyApi({
        [`GET ${WALLET}`]: (_init, url) =>
          url.searchParams.get('page') === '1'
            ? json(200, {
                balance: 90,
                entries: [
                  entryOf(3, -40, 90, 'Bought Water ×5 (2)'),
                  entryOf(2, 10, 130, 'Quest: Daily login'),
                ],
                page: 1,
                size: 20,
                total: 21,
              })
            : json(200, {
                balance: 90,
                entries: [entryOf(1, 100, 120, 'Starter kit')],
                page: 2,
                size: 20,
                total: 21,
              }),
      }),
    );
    renderInRouter(<CoinPill userId={PLAYER_ID} />);
    await userEvent.click(screen.getByRole('button', { name: /^Wallet:/ }));

    const list = await screen.findByRole('list', { name: 'Wallet history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Bought Water ×5 (2)'),
      expect.stringContaining('Quest: Daily login'),
    ]);
    expect(within(rows[0]!).getByText('−40').getAttribute('data-gain')).toBeNull();
    expect(within(rows[1]!).getByText('+10').getAttribute('data-gain')).toBe('true');
    expect(within(rows[0]!).getByText('Balance 90')).toBeTruthy();
    // The wallet's own answer is the balance now.
    await waitFor(() => expect(useSessionStore.getState().walletBalance).toBe(90));

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('Starter kit')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `${WALLET}?page=1&size=20`,
      `${WALLET}?page=2&size=20`,
    ]);
  });
});
