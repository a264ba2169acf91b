import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '#shared/query-keys.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { json, stubFetch } from '#test/fetch.ts';
import { catchToasts } from '#test/toasts.ts';
import {
  economyApi,
  itemOf,
  logInPlayer,
  PLAYER_ID,
  renderInRouter,
} from '#test/economy-fixtures.tsx';
import { STREAK_SAVER_HELD_TEXT } from '@punla/contract';
import { lockedText, notEnoughCoinsText, SOLD_OUT_TEXT } from './item-card.tsx';
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

  it('locks a seedling above the player level: the level it needs, the price, Buy off with the reason', async () => {
    const kamagong = itemOf({
      id: 4,
      name: 'Kamagong seedling',
      kind: 'SEEDLING',
      speciesId: 5,
      speciesName: 'Kamagong',
      quantityPerPurchase: 1,
      price: 90,
      unlockLevel: 3,
    });
    logInPlayer({ walletBalance: 1000 });
    useSessionStore.getState().updateLoggedUser({ totalXp: 300 });
    stubFetch(economyApi({ [`GET ${ITEMS}`]: json(200, [water, kamagong]) }));
    renderInRouter(<MarketplaceShop userId={PLAYER_ID} />);
    const card = await cardOf('Kamagong seedling');
    expect(within(card).getByText('Unlocks at level 3')).toBeTruthy();
    expect(within(card).getByText('90 coins per pack')).toBeTruthy();
    const buy = within(card).getByRole('button', { name: /^Buy/ }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    const reason = document.getElementById(buy.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(lockedText(3, 2));
    const waterBuy = within(await cardOf('Water ×5')).getByRole('button', { name: /^Buy/ });
    expect((waterBuy as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks before a purchase of 100 coins or more: "Not now" buys nothing, "Buy" buys', async () => {
    const fetchMock = stubFetch(
      economyApi({
        [`GET ${ITEMS}`]: json(200, [water]),
        [`POST /api/secure/marketplace/item/1/user/${PLAYER_ID}/buy`]: json(200, {
          purchaseId: '0b0f4a5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
          item: water,
          quantity: 5,
          totalPrice: 100,
          unitsReceived: 25,
          walletBalance: 0,
          message: 'You bought 25 water for 100 coins.',
        }),
      }),
    );
    renderInRouter(<MarketplaceShop userId={PLAYER_ID} />);
    const card = await cardOf('Water ×5');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.click(within(card).getByRole('button', { name: /One more/ }));
    }
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await userEvent.click(within(card).getByRole('button', { name: /^Buy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Water ×5?' });
    expect(
      within(dialog).getByText('25 water for 100 coins. You will have 0 coins left.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(0);
    expect(useSessionStore.getState().walletBalance).toBe(100);

    await userEvent.click(within(card).getByRole('button', { name: /^Buy/ }));
    const again = await screen.findByRole('dialog', { name: 'Buy Water ×5?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Buy for 100 coins' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'You bought 25 water for 100 coins.' }),
      ),
    );
    expect(posts()).toHaveLength(1);
    expect(useSessionStore.getState().walletBalance).toBe(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the streak savers held, and turns Buy off with the reason when one is held', async () => {
    const saver = itemOf({
      id: 6,
      name: 'Streak saver',
      kind: 'STREAK_SAVER',
      quantityPerPurchase: 1,
      price: 60,
    });
    stubFetch(economyApi({ [`GET ${ITEMS}`]: json(200, [saver]) }));
    const { unmount } = renderInRouter(<MarketplaceShop userId={PLAYER_ID} saversHeld={0} />);
    const free = await cardOf('Streak saver');
    expect(within(free).getByText('Held: 0/1')).toBeTruthy();
    expect((within(free).getByRole('button', { name: /^Buy/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    unmount();
    renderInRouter(<MarketplaceShop userId={PLAYER_ID} saversHeld={1} />);
    const held = await cardOf('Streak saver');
    expect(within(held).getByText('Held: 1/1')).toBeTruthy();
    const buy = within(held).getByRole('button', { name: /^Buy/ }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(document.getElementById(buy.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      STREAK_SAVER_HELD_TEXT,
    );
  });

  it('says on seedling cards when a seedling can be planted while a tree grows', async () => {
    stubFetch(economyApi({ [`GET ${ITEMS}`]: json(200, [water, yakal]) }));
    logInPlayer({ walletBalance: 1000 });
    renderInRouter(
      <MarketplaceShop
        userId={PLAYER_ID}
        growingTree={{ speciesName: 'Narra', rarity: 'common', growthPoints: 240 }}
      />,
    );
    const note = 'You can plant it when your Narra matures, in about 12 days of care.';
    expect(within(await cardOf('Yakal seedling')).getByText(note)).toBeTruthy();
    expect(within(await cardOf('Water ×5')).queryByText(note)).toBeNull();
  });
});
