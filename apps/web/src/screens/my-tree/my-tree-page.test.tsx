import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { routes } from '#app/router.tsx';
import { useSessionStore } from '#shared/session/session-store.ts';
import { json, profileOf, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import {
  careResultOf,
  logIn,
  loginClaimedToday,
  myTreeApi,
  narraSpecies,
  PLAYER_ID,
  plantedTreeOf,
  resourcesOf,
  SEEDLING_ROW_ID,
  TREE_ID,
} from '#test/tree-fixtures.ts';
import { NO_SEEDLINGS_TEXT } from '#features/planted-trees/components/plant-card.tsx';
import { WILTED_TEXT } from '#features/planted-trees/components/tree-care-panel.tsx';
import { TOUR_AFTER_PLANTING_MS } from './my-tree-page.tsx';

const LIST = `/api/secure/planted-tree/list/${PLAYER_ID}`;

const toastMessages = () =>
  vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

describe('My Tree with a growing tree', () => {
  beforeEach(() => logIn());

  it('says a dormant tree is dormant on the stage line a phone shows in place of the state chip', async () => {
    stubFetch(myTreeApi([plantedTreeOf({ dormant: true })]));
    renderRoutes(routes, ['/app/my-tree']);
    expect(await screen.findByRole('heading', { name: 'Narra' })).toBeTruthy();
    expect(screen.getByText('Seedling · Stage 3 of 6 · Dormant')).toBeTruthy();
  });

  it('draws the tree with its stage, growth, level and coins, and keeps the session in step', async () => {
    stubFetch(myTreeApi([plantedTreeOf()]));
    renderRoutes(routes, ['/app/my-tree']);
    expect(await screen.findByRole('heading', { name: 'Narra' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Narra, seedling' })).toBeTruthy();
    expect(screen.getByText('Stage 3 of 6')).toBeTruthy();
    expect(screen.getByText('140 / 150 GP to Sapling')).toBeTruthy();
    expect(screen.getByText('Level 1')).toBeTruthy();
    expect(screen.getByLabelText('100 coins')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim +30 XP' })).toBeTruthy();
    await waitFor(() =>
      expect(useSessionStore.getState().loggedUser?.activePlantedTree).toMatchObject({
        id: TREE_ID,
        speciesName: 'Narra',
        stage: 2,
        lastXpClaimed: null,
      }),
    );
    // The species catalog lands in the session's treeList, and the facts read it there.
    expect(await screen.findByRole('heading', { name: 'About the Narra' })).toBeTruthy();
    expect(useSessionStore.getState().treeList).toEqual([narraSpecies]);
  });

  it('celebrates a new stage with what was earned, and closes on a click', async () => {
    const grown = plantedTreeOf({ stage: 3, stageName: 'Sapling', growthPoints: 265 });
    // The profile, fetched again after the care, answers as the server would then.
    let fertilized = false;
    const fetchMock = stubFetch(
      myTreeApi([plantedTreeOf()], {
        [`GET /api/secure/user/${PLAYER_ID}`]: () =>
          json(
            200,
            profileOf({
              tourCompleted: true,
              ...(fertilized && { totalXp: 280, walletBalance: 160 }),
            }),
          ),
        'POST /api/secure/planted-tree/add-fertilizer': () => {
          fertilized = true;
          return json(
            200,
            careResultOf({
              tree: grown,
              growthPointsGained: 25,
              xpGained: 160,
              coinsGained: 60,
              careXp: 10,
              stagesReached: [{ stage: 3, name: 'Sapling', xp: 150, coins: 60 }],
              noticeIds: [41],
              totalXp: 280,
            }),
          );
        },
        [`POST /api/secure/notification/user/${PLAYER_ID}/read`]: json(200, { unread: 0 }),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    await userEvent.click(await screen.findByRole('button', { name: /Fertilize/ }));

    const celebration = await screen.findByRole('dialog', { name: 'Your tree is now a Sapling!' });
    expect(within(celebration).getByText('+150 XP, +60 coins for reaching Sapling')).toBeTruthy();
    expect(within(celebration).getByText('+10 XP for fertilizing')).toBeTruthy();
    expect(toastMessages()).toContain('+25 GP, +160 XP, +60 coins');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('add-fertilizer'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ plantedTreeId: TREE_ID });
    expect(useSessionStore.getState().loggedUser?.totalXp).toBe(280);
    expect(useSessionStore.getState().walletBalance).toBe(160);
    expect(screen.getByText('Stage 4 of 6')).toBeTruthy();
    // The celebration announced the stage: its inbox notice is marked read.
    await waitFor(() => {
      const read = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/read'));
      expect(JSON.parse(String(read?.[1]?.body))).toEqual({ ids: [41] });
    });

    await userEvent.click(celebration);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a plain success toast, and no celebration, when no stage was reached', async () => {
    stubFetch(
      myTreeApi([plantedTreeOf()], {
        'POST /api/secure/planted-tree/add-water': json(200, careResultOf()),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    await userEvent.click(await screen.findByRole('button', { name: /^Water/ }));
    await waitFor(() => expect(toastMessages()).toContain('+10 GP, +5 XP'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('4 water left')).toBeTruthy();
  });

  it('shows the server message of a refused care action', async () => {
    stubFetch(
      myTreeApi([plantedTreeOf()], {
        'POST /api/secure/planted-tree/add-water': json(400, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'NOT_ENOUGH_RESOURCES',
          message:
            'You have no water left. Claim your free daily water or buy more in the Resource Hub.',
        }),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    await userEvent.click(await screen.findByRole('button', { name: /^Water/ }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'You have no water left. Claim your free daily water or buy more in the Resource Hub. (Status Code: 400)',
      ),
    );
  });

  it('says so when the tree is wilted', async () => {
    stubFetch(
      myTreeApi([
        plantedTreeOf({
          wilted: true,
          fertilizer: {
            available: false,
            nextAt: null,
            usedToday: 0,
            perGameDay: 1,
            reason: 'Your tree is wilted. Water it first to revive it.',
          },
        }),
      ]),
    );
    renderRoutes(routes, ['/app/my-tree']);
    expect(await screen.findByText(WILTED_TEXT)).toBeTruthy();
    expect(screen.getByText('Your tree is wilted. Water it first to revive it.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Narra, seedling, wilted' })).toBeTruthy();
  });
});

describe('My Tree daily XP', () => {
  beforeEach(() => logIn());

  it('claims the daily XP once and then shows it claimed for today', async () => {
    const claimedAt = new Date().toISOString();
    // The profile, fetched again after the claim, answers as the server would then.
    let claimed = false;
    stubFetch(
      myTreeApi([plantedTreeOf()], {
        [`GET /api/secure/user/${PLAYER_ID}`]: () =>
          json(200, profileOf({ tourCompleted: true, ...(claimed && { totalXp: 150 }) })),
        'POST /api/secure/planted-tree/daily-xp': () => {
          claimed = true;
          return json(200, {
            xp: 30,
            totalXp: 150,
            lastXpClaimed: claimedAt,
            tree: plantedTreeOf({
              lastXpClaimed: claimedAt,
              dailyXp: { xp: 30, claimedToday: true },
            }),
          });
        },
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim +30 XP' }));
    expect(await screen.findByText('Claimed today')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim +30 XP' })).toBeNull();
    expect(useSessionStore.getState().loggedUser?.activePlantedTree?.lastXpClaimed).toBe(claimedAt);
    expect(useSessionStore.getState().loggedUser?.totalXp).toBe(150);
  });

  it("shows a second claim's refusal as an error toast and the claim as taken", async () => {
    const message = "You have already claimed today's XP. Come back tomorrow!";
    stubFetch(
      myTreeApi([plantedTreeOf()], {
        'POST /api/secure/planted-tree/daily-xp': json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'ALREADY_CLAIMED',
          message,
        }),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim +30 XP' }));
    await waitFor(() => expect(toastMessages()).toContain(`${message} (Status Code: 409)`));
    expect(await screen.findByText('Claimed today')).toBeTruthy();
  });
});

describe('My Tree with no tree growing', () => {
  beforeEach(() => logIn());

  it('offers the seedlings to plant, and plants one', async () => {
    let planted = false;
    const fetchMock = stubFetch(
      myTreeApi([], {
        [`GET ${LIST}`]: () => json(200, planted ? [plantedTreeOf({ stage: 0 })] : []),
        [`POST /api/secure/planted-tree/user/${PLAYER_ID}/inventory/${SEEDLING_ROW_ID}`]: () => {
          planted = true;
          return json(201, plantedTreeOf({ stage: 0, stageName: 'Seed' }));
        },
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    expect(await screen.findByRole('heading', { name: 'Plant a tree' })).toBeTruthy();
    expect(screen.getByText('×1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Plant Narra' }));
    expect(await screen.findByRole('heading', { name: 'Narra' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).includes('/inventory/') && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(toastMessages()).toContain('Your Narra is in the ground. Water it to help it grow.');
  });

  it('links to the marketplace when the water and the fertilizer are used up', async () => {
    stubFetch(
      myTreeApi([plantedTreeOf()], {
        [`GET /api/secure/resource-inventory/user/${PLAYER_ID}`]: json(
          200,
          resourcesOf({ water: 0, fertilizer: 0, freeWaterClaimedToday: true }),
        ),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    const water = await screen.findByRole('link', { name: 'Get more in the Resource Hub' });
    const fertilizer = screen.getByRole('link', { name: 'Buy more in the Resource Hub' });
    expect(water.getAttribute('href')).toBe('/app/resource-hub/marketplace');
    expect(fertilizer.getAttribute('href')).toBe('/app/resource-hub/marketplace');
  });

  it('says how to get a seedling when there is none', async () => {
    stubFetch(myTreeApi([], { [`GET /api/secure/inventory/user/${PLAYER_ID}`]: json(200, []) }));
    renderRoutes(routes, ['/app/my-tree']);
    expect(await screen.findByText(NO_SEEDLINGS_TEXT)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Resource Hub/ }).length).toBeGreaterThan(0);
  });

  it('shows the grown-up tree and the plant card after the last tree matured', async () => {
    const grown = plantedTreeOf({
      stage: 5,
      stageName: 'Mature tree',
      mature: true,
      active: false,
      nextStageAt: null,
    });
    stubFetch(myTreeApi([grown]));
    renderRoutes(routes, ['/app/my-tree']);
    expect(await screen.findByRole('heading', { name: 'Your Narra is fully grown!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plant Narra' })).toBeTruthy();
    expect(useSessionStore.getState().loggedUser?.activePlantedTree).toBeNull();
  });
});

describe('My Tree tour', () => {
  it('opens after the "Planted!" toast has gone, so the toast covers none of it', async () => {
    logIn({ tourCompleted: false });
    let planted = false;
    stubFetch(
      myTreeApi([], {
        [`GET ${LIST}`]: () => json(200, planted ? [plantedTreeOf({ stage: 0 })] : []),
        [`POST /api/secure/planted-tree/user/${PLAYER_ID}/inventory/${SEEDLING_ROW_ID}`]: () => {
          planted = true;
          return json(201, plantedTreeOf({ stage: 0, stageName: 'Seed' }));
        },
        [`GET /api/secure/user/${PLAYER_ID}`]: json(200, profileOf({ tourCompleted: false })),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    await userEvent.click(await screen.findByRole('button', { name: 'Plant Narra' }));
    expect(await screen.findByRole('heading', { name: 'Narra' })).toBeTruthy();
    expect(vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.title)).toContain(
      'Planted!',
    );
    // While the toast is up, no tour.
    expect(screen.queryByRole('dialog', { name: 'This is your tree' })).toBeNull();
    expect(
      await screen.findByRole(
        'dialog',
        { name: 'This is your tree' },
        { timeout: TOUR_AFTER_PLANTING_MS + 2000 },
      ),
    ).toBeTruthy();
  });

  it('walks through the steps; skipping saves tourCompleted and it does not come back', async () => {
    logIn({ tourCompleted: false });
    const fetchMock = stubFetch(
      myTreeApi([plantedTreeOf()], {
        [`GET /api/secure/user/${PLAYER_ID}`]: json(200, profileOf({ tourCompleted: false })),
        [`PUT /api/secure/user/${PLAYER_ID}`]: json(200, profileOf({ tourCompleted: true })),
      }),
    );
    const { unmount } = renderRoutes(routes, ['/app/my-tree']);
    const tour = await screen.findByRole('dialog', { name: 'This is your tree' });
    expect(within(tour).getByText('Step 1 of 5')).toBeTruthy();
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Water it' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSessionStore.getState().tourCompleted).toBe(true);
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ tourCompleted: true });
    });

    unmount();
    renderRoutes(routes, ['/app/my-tree']);
    expect(await screen.findByRole('heading', { name: 'Narra' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finishing the last step saves it too', async () => {
    logIn({ tourCompleted: false });
    const fetchMock = stubFetch(
      myTreeApi([plantedTreeOf()], {
        [`GET /api/secure/user/${PLAYER_ID}`]: json(200, profileOf({ tourCompleted: false })),
        [`PUT /api/secure/user/${PLAYER_ID}`]: json(200, profileOf({ tourCompleted: true })),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    await screen.findByRole('dialog', { name: 'This is your tree' });
    for (const title of ['Water it', 'Fertilize it', 'Claim your daily XP', 'The menu']) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('button', { name: "Let's grow!" }));
    await waitFor(() => expect(useSessionStore.getState().tourCompleted).toBe(true));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
  });
});

describe('My Tree, the daily loop', () => {
  beforeEach(() => logIn());

  it("offers today's login reward under the care buttons; claimed, the card goes", async () => {
    const unclaimed = loginClaimedToday({
      quests: [{ ...loginClaimedToday().quests[0], claimed: false }],
    });
    const claimed = loginClaimedToday({ streak: 4 });
    const fetchMock = stubFetch(
      myTreeApi([plantedTreeOf()], {
        [`GET /api/secure/quest/user/${PLAYER_ID}/today`]: json(200, unclaimed),
        [`POST /api/secure/quest/user/${PLAYER_ID}/claim`]: json(200, {
          quest: 'DAILY_LOGIN',
          coins: 10,
          xp: 10,
          streak: 4,
          claimedAt: '2026-03-02T01:00:00.000Z',
          walletBalance: 110,
          totalXp: 130,
          today: claimed,
        }),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    const card = await screen.findByRole('region', { name: 'Daily login reward' });
    expect(within(card).getByText('+10 coins · +10 XP · Day 4 of your streak')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /^Claim/ }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Daily login reward' })).toBeNull(),
    );
    expect(toastMessages()).toContain('+10 coins · +10 XP · 4-day streak');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/claim'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ quest: 'DAILY_LOGIN' });
    expect(useSessionStore.getState().walletBalance).toBe(110);
  });

  it('warns in the last week of the season what dormancy means, and hides it for the day', async () => {
    const ends = new Date(Date.now() + 3 * 24 * 3_600_000 - 60_000).toISOString();
    stubFetch(
      myTreeApi([plantedTreeOf()], {
        'GET /api/secure/season': json(200, [
          {
            id: 4,
            name: 'Season 4',
            startDate: '2026-01-01T00:00:00.000Z',
            endDate: ends,
            current: true,
            daysLeft: 3,
            hasXp: true,
          },
        ]),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    const banner = await screen.findByRole('note', {
      name: 'The season ends in 3 days. Reach Sapling first!',
    });
    expect(banner.textContent).toMatch(
      /On \w+day \d+ \w+ at \d\d:\d\d, trees still growing go dormant: they stay in your forest but stop growing\./,
    );
    await userEvent.click(
      within(banner).getByRole('button', { name: 'Hide the season warning for today' }),
    );
    expect(screen.queryByRole('note', { name: /The season ends/ })).toBeNull();
  });

  it('says nothing of the season end while it is more than a week away', async () => {
    stubFetch(
      myTreeApi([plantedTreeOf()], {
        'GET /api/secure/season': json(200, [
          {
            id: 4,
            name: 'Season 4',
            startDate: '2026-01-01T00:00:00.000Z',
            endDate: new Date(Date.now() + 8 * 24 * 3_600_000).toISOString(),
            current: true,
            daysLeft: 8,
            hasXp: true,
          },
        ]),
      }),
    );
    renderRoutes(routes, ['/app/my-tree']);
    expect(await screen.findByRole('heading', { name: 'Narra' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: /The season ends/ })).toBeNull();
  });
});
