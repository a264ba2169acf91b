import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import {
  apiTable,
  impactOf,
  logIn,
  myTreeApi,
  PLAYER_ID,
  plantedTreeOf,
  resourcesOf,
  SEEDLING_ROW_ID,
  seedlingOf,
} from '#test/tree-fixtures.ts';
import { CLAIMED_TODAY_TEXT } from '#features/inventory/components/free-water-card.tsx';
import { growingReason } from './seedlings-tab-page.tsx';

const LIST = `/api/secure/planted-tree/list/${PLAYER_ID}`;
const RESOURCES = `/api/secure/resource-inventory/user/${PLAYER_ID}`;

beforeEach(() => {
  logIn();
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

describe('inventory', () => {
  it('opens on the seedlings tab, and the tabs are links', async () => {
    stubFetch(
      apiTable({
        [`GET /api/secure/inventory/user/${PLAYER_ID}`]: json(200, [seedlingOf(2)]),
        [`GET ${LIST}`]: json(200, []),
      }),
    );
    const { router } = renderRoutes(routes, ['/app/inventory']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/inventory/seedlings'));
    const tabs = await screen.findByRole('navigation', { name: 'Inventory' });
    // The tab shows as current once the redirected page has loaded.
    await waitFor(() =>
      expect(
        within(tabs).getByRole('link', { name: 'Seedlings' }).getAttribute('aria-current'),
      ).toBe('page'),
    );
    await userEvent.click(within(tabs).getByRole('link', { name: 'Resources' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/inventory/resources'));
  });

  it('shows each seedling with its facts and plants it, then opens My Tree', async () => {
    let planted = false;
    stubFetch(
      myTreeApi([], {
        [`GET /api/secure/inventory/user/${PLAYER_ID}`]: json(200, [seedlingOf(2)]),
        [`GET ${LIST}`]: () => json(200, planted ? [plantedTreeOf({ stage: 0 })] : []),
        [`POST /api/secure/planted-tree/user/${PLAYER_ID}/inventory/${SEEDLING_ROW_ID}`]: () => {
          planted = true;
          return json(201, plantedTreeOf({ stage: 0, stageName: 'Seed' }));
        },
      }),
    );
    const { router } = renderRoutes(routes, ['/app/inventory/seedlings']);
    const card = (await screen.findByText('Narra')).closest('li')!;
    expect(within(card).getByText('Pterocarpus indicus').tagName).toBe('EM');
    expect(within(card).getByText('common')).toBeTruthy();
    expect(within(card).getByText('×2')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Narra' })).toBeTruthy();
    const plant = within(card).getByRole('button', { name: 'Plant Narra' }) as HTMLButtonElement;
    await waitFor(() => expect(plant.disabled).toBe(false));
    await userEvent.click(plant);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-tree'));
  });

  it('disables planting, with the reason, while a tree is growing', async () => {
    stubFetch(
      apiTable({
        [`GET /api/secure/inventory/user/${PLAYER_ID}`]: json(200, [seedlingOf(1)]),
        [`GET ${LIST}`]: json(200, [plantedTreeOf()]),
      }),
    );
    renderRoutes(routes, ['/app/inventory/seedlings']);
    const button = (await screen.findByRole('button', {
      name: 'Plant Narra',
    })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    // Said once, above the cards, and read out with each disabled Plant button.
    expect(screen.getAllByText(growingReason('Narra'))).toHaveLength(1);
    expect(button.getAttribute('aria-describedby')).toBe(
      screen.getByText(growingReason('Narra')).closest('p')?.id,
    );
  });

  it('shows the forest with each tree’s state and the impact as an estimate', async () => {
    stubFetch(
      apiTable({
        [`GET ${LIST}`]: json(200, [
          plantedTreeOf(),
          plantedTreeOf({
            id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
            stage: 5,
            stageName: 'Mature tree',
            mature: true,
            active: false,
          }),
          plantedTreeOf({
            id: '2c3d4e5f-6071-4b2c-9d3e-4f5a6b7c8d9e',
            stage: 3,
            stageName: 'Sapling',
            dormant: true,
            active: false,
          }),
        ]),
        [`GET /api/secure/planted-tree/user/${PLAYER_ID}/impact`]: json(200, impactOf()),
      }),
    );
    renderRoutes(routes, ['/app/inventory/planted-trees']);
    expect(await screen.findByText('≈ 11 kg CO₂ a year once mature (estimate)')).toBeTruthy();
    // One tree planted, in the singular; none mature yet, in the plural.
    expect(screen.getByText('Tree planted')).toBeTruthy();
    expect(screen.getByText('Mature trees')).toBeTruthy();
    for (const state of ['Growing', 'Mature', 'Dormant']) {
      expect(screen.getByText(state)).toBeTruthy();
    }
    expect(screen.getByText('Mature tree · Stage 6 of 6')).toBeTruthy();
    const forest = screen.getByText('Mature tree · Stage 6 of 6').closest('ul')!;
    expect(within(forest).getAllByRole('listitem')).toHaveLength(3);
    expect(within(forest).getAllByText(/^Planted/)).toHaveLength(3);
  });

  it('claims the free daily water and then shows it claimed today', async () => {
    let claimed = false;
    const fetchMock = stubFetch(
      apiTable({
        [`GET ${RESOURCES}`]: () =>
          json(200, resourcesOf({ water: claimed ? 3 : 0, freeWaterClaimedToday: claimed })),
        [`POST ${RESOURCES}/reset-count`]: () => {
          claimed = true;
          return json(200, resourcesOf({ water: 3, freeWaterClaimedToday: true }));
        },
      }),
    );
    renderRoutes(routes, ['/app/inventory/resources']);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 3 free water' }));
    expect(await screen.findByText(CLAIMED_TODAY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim 3 free water' })).toBeNull();
    expect(screen.getByText('3')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/reset-count') && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(vi.mocked(notifications.show).mock.calls[0]?.[0].message).toBe(
      '+3 water! You have 3 water now.',
    );
  });

  it('shows "Claimed today" when the free water was already taken', async () => {
    stubFetch(
      apiTable({ [`GET ${RESOURCES}`]: json(200, resourcesOf({ freeWaterClaimedToday: true })) }),
    );
    renderRoutes(routes, ['/app/inventory/resources']);
    expect(await screen.findByText(CLAIMED_TODAY_TEXT)).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
  });

  it('offers no free water while the player holds 3 or more, and says why', async () => {
    stubFetch(apiTable({ [`GET ${RESOURCES}`]: json(200, resourcesOf({ water: 4 })) }));
    renderRoutes(routes, ['/app/inventory/resources']);
    expect(
      await screen.findByText(
        /You have 4 water, so there is nothing to top up\. It is offered again when you have fewer than 3\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim 3 free water' })).toBeNull();
  });

  it('shows the streak savers held', async () => {
    stubFetch(
      apiTable({ [`GET ${RESOURCES}`]: json(200, resourcesOf({ water: 4, streakSavers: 1 })) }),
    );
    renderRoutes(routes, ['/app/inventory/resources']);
    expect(await screen.findByText('Streak saver')).toBeTruthy();
    expect(screen.getByText('Held: 1/1 · it covers the next game day you miss')).toBeTruthy();
  });
});
