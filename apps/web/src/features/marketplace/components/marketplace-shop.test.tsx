import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '../../../shared/query-keys.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { json, stubFetch } from '../../../test/fetch.ts';
import { catchToasts } from '../../../test/toasts.ts';
import {
  economyApi,
  itemOf,
  logInPlayer,
  PLAYER_ID,
  renderInRouter,
} from '../../../test/economy-fixtures.tsx';
import { notEnoughCoinsText, SOLD_OUT_TEXT } from './item-card.tsx';
import { MarketplaceShop } from './marketplace-shop.tsx';

const ITEMS = '/api/secure/marketplace/items';
const water = itemOf();
const yakal = itemOf({
  id: 2,
  name: 'Yakal seedling',
  description: 'A rare Yakal seedling.',
  kind: 'SEEDLING',
  speciesId: 3,
  speciesName: 'Yakal',
  quantityPerPurchase: 1,
  price: 300,
  stock: 4,
});
const fertilizer = itemOf({
  id: 3,
  name: 'Fertilizer ×1',
  description: 'One bag of fertilizer.',
  kind: 'FERTILIZER',
  quantityPerPurchase: 1,
  price: 30,
  stock: 0,
});

let show: ReturnType<typeof catchToasts>;

beforeEach(() => {
  logInPlayer({ walletBalance: 100 });
  show = catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

describe('marketplace shop', { timeout: 20_000 }, () => {
  it('shows each item: price, pack size, stock left, sold out', async () => {
    stubFetch(economyApi({ [`GET ${ITEMS}`]: json(200, [water, yakal, fertilizer]) }));
    renderInRouter(<MarketplaceShop userId={PLAYER_ID} />);
    const waterCard = await cardOf('Water ×5');
    expect(within(waterCard).getByText('×5')).toBeTruthy();
    expect(within(waterCard).getByText('20 coins per pack')).toBeTruthy();
    expect(within(waterCard).queryByText(/left$/)).toBeNull();
    expect(within(await cardOf('Yakal seedling')).getByText('4 left')).toBeTruthy();
    const soldOut = await cardOf('Fertilizer ×1');
    const button = within(soldOut).getByRole('button', {
      name: SOLD_OUT_TEXT,
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('turns the Buy button off, with the reason, when the coins are short', async () => {
    stubFetch(economyApi({ [`GET ${ITEMS}`]: json(200, [water, yakal]) }));
    renderInRouter(<MarketplaceShop userId={PLAYER_ID} />);
    const card = await cardOf('Yakal seedling');
    const buy = within(card).getByRole('button', { name: /^Buy/ }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(within(card).getByText(notEnoughCoinsText(300, 100))).toBeTruthy();
    expect(buy.getAttribute('aria-describedby')).toBeTruthy();

    // Five packs of water cost 100: still affordable; six are not.
    const waterCard = await cardOf('Water ×5');
    const more = within(waterCard).getByRole('button', { name: /One more/ });
    for (let i = 0; i < 4; i += 1) await userEvent.click(more);
    const waterBuy = within(waterCard).getByRole('button', { name: /^Buy/ }) as HTMLButtonElement;
    expect(waterBuy.disabled).toBe(false);
    expect(within(waterCard).getByText('= 25 water')).toBeTruthy();
    await userEvent.click(more);
    expect(waterBuy.disabled).toBe(true);
    expect(within(waterCard).getByText(notEnoughCoinsText(120, 100))).toBeTruthy();
  });

  it('buys: the server message as a toast, the balance at once, the inventory fetched again', async () => {
    const fetchMock = stubFetch(
      economyApi({
        [`GET ${ITEMS}`]: json(200, [water]),
        [`POST /api/secure/marketplace/item/1/user/${PLAYER_ID}/buy`]: json(200, {
          purchaseId: '0b0f4a5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
          item: water,
          quantity: 2,
          totalPrice: 40,
          unitsReceived: 10,
          walletBalance: 60,
          message: 'You bought 10 water for 40 coins.',
        }),
      }),
    );
    const { queryClient } = renderInRouter(<MarketplaceShop userId={PLAYER_ID} />);
    queryClient.setQueryData(queryKeys.resources(PLAYER_ID), { water: 1 });
    const card = await cardOf('Water ×5');
    await userEvent.click(within(card).getByRole('button', { name: /One more/ }));
    await userEvent.click(within(card).getByRole('button', { name: /^Buy/ }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Success', message: 'You bought 10 water for 40 coins.' }),
      ),
    );
    expect(useSessionStore.getState().walletBalance).toBe(60);
    expect(queryClient.getQueryState(queryKeys.resources(PLAYER_ID))?.isInvalidated).toBe(true);
    const buyCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(buyCall?.[1]?.body))).toEqual({ quantity: 2 });
  });

  it("shows the server's refusal as an error toast and keeps the balance", async () => {
    stubFetch(
      economyApi({
        [`GET ${ITEMS}`]: json(200, [water]),
        [`POST /api/secure/marketplace/item/1/user/${PLAYER_ID}/buy`]: json(
          409,
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'OUT_OF_STOCK',
            message: 'This item is sold out.',
          },
          'Conflict',
        ),
      }),
    );
    renderInRouter(<MarketplaceShop userId={PLAYER_ID} />);
    await userEvent.click(within(await cardOf('Water ×5')).getByRole('button', { name: /^Buy/ }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error',
          message: 'This item is sold out. (Status Code: 409)',
        }),
      ),
    );
    expect(useSessionStore.getState().walletBalance).toBe(100);
  });

  it('filters by kind, kept in the address', async () => {
    stubFetch(economyApi({ [`GET ${ITEMS}`]: json(200, [water, yakal, fertilizer]) }));
    const { router } = renderInRouter(<MarketplaceShop userId={PLAYER_ID} />);
    await cardOf('Water ×5');
    await userEvent.click(screen.getByText('Seedlings'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=SEEDLING'));
    expect(screen.queryByRole('heading', { name: 'Water ×5' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Yakal seedling' })).toBeTruthy();
  });
});
