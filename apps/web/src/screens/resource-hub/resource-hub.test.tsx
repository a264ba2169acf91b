import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { useSessionStore } from '#shared/session/session-store.ts';
import { json, profileOf, stubFetch } from '#test/fetch.ts';
import {
  economyApi,
  itemOf,
  logInPlayer,
  PLAYER_ID,
  questsTodayOf,
} from '#test/economy-fixtures.tsx';
import { renderRoutes } from '#test/render.tsx';
import { routes } from '#app/router.tsx';

beforeEach(() => {
  logInPlayer({ walletBalance: 40 });
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const api = () =>
  economyApi({
    [`GET /api/secure/user/${PLAYER_ID}`]: json(200, profileOf({ walletBalance: 75 })),
    'GET /api/secure/marketplace/items': json(200, [itemOf()]),
    [`GET /api/secure/quest/user/${PLAYER_ID}/today`]: json(200, questsTodayOf()),
  });

describe('resource hub', { timeout: 20_000 }, () => {
  it('opens on the marketplace; the tabs are links; the coins come from the profile', async () => {
    stubFetch(api());
    const { router } = renderRoutes(routes, ['/app/resource-hub']);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/resource-hub/marketplace'),
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Water ×5' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeTruthy();
    // The header's coins, refreshed from the profile as the player area opens.
    expect(await screen.findByRole('button', { name: 'Wallet: 75 coins' })).toBeTruthy();
    expect(useSessionStore.getState().walletBalance).toBe(75);

    const tabs = screen.getByRole('navigation', { name: 'Resource Hub' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Quests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/resource-hub/quest'));
    expect(await screen.findByRole('heading', { level: 3, name: /^Daily login/ })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Quests' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('has an Invite friends tab with the referral panel', async () => {
    const referrals = `/api/secure/referral/user/${PLAYER_ID}`;
    stubFetch(
      economyApi({
        [`GET /api/secure/user/${PLAYER_ID}`]: json(200, profileOf({ walletBalance: 75 })),
        [`POST ${referrals}/generate`]: json(200, {
          referralCode: 'ABCD2345',
          link: 'https://punla.example/ABCD2345',
        }),
        [`GET ${referrals}/count`]: json(200, { count: 1, rewarded: 0 }),
        [`GET ${referrals}/referred-users`]: json(200, []),
      }),
    );
    const { router } = renderRoutes(routes, ['/app/resource-hub/quest']);
    const tabs = await screen.findByRole('navigation', { name: 'Resource Hub' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Invite friends' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/resource-hub/invite'));
    expect(await screen.findByRole('heading', { name: 'Invite friends' })).toBeTruthy();
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(await screen.findByText('1 friend joined')).toBeTruthy();
  });
});
