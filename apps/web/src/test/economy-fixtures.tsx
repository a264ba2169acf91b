import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MarketplaceItem, QuestsToday } from '@punla/contract';
import { queryKeys } from '#shared/query-keys.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { json, profileOf } from './fetch.ts';
import { createTestQueryClient, TestProviders } from './render.tsx';
import { logInAs, PLAYER_ID } from './session.ts';

export { PLAYER_ID };

/** A verified player logged in, with these coins. */
export function logInPlayer({
  walletBalance = 100,
  referredCode = null,
  role = 'USER',
}: { walletBalance?: number; referredCode?: string | null; role?: 'USER' | 'ADMIN' } = {}) {
  logInAs({ walletBalance, referredCode, role });
}

export const itemOf = (overrides: Partial<MarketplaceItem> = {}): MarketplaceItem => ({
  id: 1,
  name: 'Water ×5',
  description: 'Five waterings for your trees.',
  imageUrl: null,
  kind: 'WATER',
  speciesId: null,
  speciesName: null,
  quantityPerPurchase: 5,
  price: 20,
  stock: null,
  active: true,
  unlockLevel: 0,
  ...overrides,
});

export const questsTodayOf = (overrides: Partial<QuestsToday> = {}): QuestsToday => ({
  gameDay: '2026-03-02',
  quests: [
    {
      quest: 'DAILY_LOGIN',
      title: 'Daily login',
      description: 'Open Punla today.',
      done: true,
      claimed: false,
      coins: 10,
      xp: 10,
      hint: null,
    },
    {
      quest: 'WATER_TREE',
      title: 'Water your tree',
      description: 'Water any of your trees today.',
      done: false,
      claimed: false,
      coins: 15,
      xp: 15,
      hint: 'Water one of your trees today first.',
    },
    {
      quest: 'COMPLETE_TASKS',
      title: 'Complete your tasks',
      description: 'Claim the two quests above today.',
      done: false,
      claimed: false,
      coins: 25,
      xp: 25,
      hint: 'Claim "Daily login" and "Water your tree" first.',
    },
  ],
  streak: 2,
  bonusToday: false,
  saversHeld: 0,
  saverCovers: null,
  lastSaved: null,
  nextResetAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
  ...overrides,
});

type Answer =
  Response | ((init: RequestInit | undefined, url: URL) => Response | Promise<Response>);

/**
 * A fetch handler from a table of "METHOD /path" (the query left out) → answer; anything
 * else is a 404, so a call nobody expected shows up in the test.
 */
export function economyApi(table: Record<string, Answer>) {
  return (address: string, init: RequestInit | undefined) => {
    const url = new URL(address, 'http://localhost');
    const answer = table[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!answer)
      return json(404, { statusCode: 404, error: 'Not Found', message: `No ${address}` });
    return typeof answer === 'function' ? answer(init, url) : answer.clone();
  };
}

/** Renders one element inside a memory router, with a query client the test can look into. */
/**
 * A query client holding the logged-in player's profile, as the player area always does (it
 * fetches the profile on entry): actions update that profile, and the session sync copies it.
 */
export function playerQueryClient(): QueryClient {
  const queryClient = createTestQueryClient();
  const { loggedUser, walletBalance, tourCompleted } = useSessionStore.getState();
  if (loggedUser) {
    const { activePlantedTree: _activeTree, ...user } = loggedUser;
    queryClient.setQueryData(
      queryKeys.profile(loggedUser.id),
      profileOf({ ...user, walletBalance: walletBalance ?? 0, tourCompleted }),
    );
  }
  return queryClient;
}

export function renderInRouter(
  element: ReactElement,
  {
    path = '/',
    queryClient = playerQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, queryClient, ...view };
}
