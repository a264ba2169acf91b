import type { CareResult, PlantedTree, Resources, TreeSpecies } from '@punla/contract';
import { makeToken } from './tokens.ts';
import { json } from './fetch.ts';
import { initialSessionValues, useSessionStore } from '../shared/session/session-store.ts';

export const PLAYER_ID = '6f1c1f8e-2f53-4a53-9d0b-5f4a3c2b1a00';
export const TREE_ID = '3d7a1c52-8e4b-4f1a-9c2d-5e6f7a8b9c0d';
export const SEEDLING_ROW_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export const narraSpecies: TreeSpecies = {
  id: 1,
  name: 'Narra',
  scientificName: 'Pterocarpus indicus',
  description: 'The national tree of the Philippines, with fragrant yellow flowers.',
  imageUrl: null,
  rarity: 'common',
  growthFactor: 1,
  native: true,
  co2KgPerYear: 28,
  price: 50,
};

const careReady = { available: true, nextAt: null, usedToday: 0, perGameDay: 3, reason: null };

export function plantedTreeOf(overrides: Partial<PlantedTree> = {}): PlantedTree {
  return {
    id: TREE_ID,
    userId: PLAYER_ID,
    species: {
      id: 1,
      name: 'Narra',
      scientificName: 'Pterocarpus indicus',
      rarity: 'common',
      imageUrl: null,
      co2KgPerYear: 28,
    },
    stage: 2,
    stageName: 'Seedling',
    growthPoints: 240,
    stageStartsAt: 100,
    nextStageAt: 250,
    variant: 4,
    plantedAt: '2026-03-01T08:00:00.000Z',
    lastWateredAt: '2026-03-02T08:00:00.000Z',
    lastFertilizedAt: null,
    lastXpClaimed: null,
    maturedAt: null,
    mature: false,
    dormant: false,
    wilted: false,
    active: true,
    water: careReady,
    fertilizer: { ...careReady, perGameDay: 1 },
    dailyXp: { xp: 10 + 10 * (overrides.stage ?? 2), claimedToday: false },
    ...overrides,
  };
}

export const resourcesOf = (overrides: Partial<Resources> = {}): Resources => ({
  water: 5,
  fertilizer: 2,
  freeWaterClaimedToday: false,
  freeWaterAmount: 3,
  ...overrides,
});

export const seedlingOf = (quantity = 1) => ({
  id: SEEDLING_ROW_ID,
  species: {
    id: 1,
    name: 'Narra',
    scientificName: 'Pterocarpus indicus',
    rarity: 'common',
    imageUrl: null,
    co2KgPerYear: 28,
  },
  quantity,
});

export const impactOf = () => ({
  treesPlanted: 1,
  matureTrees: 0,
  stagesReached: 2,
  co2KgPerYearEstimate: 11,
});

export function careResultOf(overrides: Partial<CareResult> = {}): CareResult {
  return {
    tree: plantedTreeOf(),
    growthPointsGained: 10,
    xpGained: 5,
    coinsGained: 0,
    stagesReached: [],
    matured: false,
    freeSeedling: null,
    revived: false,
    resources: resourcesOf({ water: 4 }),
    totalXp: 125,
    ...overrides,
  };
}

/** A verified player (or admin) logged in, with the tour done unless told otherwise. */
export function logIn({
  role = 'USER',
  tourCompleted = true,
}: { role?: 'USER' | 'ADMIN'; tourCompleted?: boolean } = {}) {
  useSessionStore.setState({ ...initialSessionValues });
  useSessionStore.getState().setSession({
    token: makeToken({ sub: PLAYER_ID, role }),
    loggedUser: {
      id: PLAYER_ID,
      username: 'leafy',
      email: 'leafy@example.com',
      verified: true,
      referralCode: null,
      referredCode: null,
      totalXp: 120,
      role,
      activePlantedTree: null,
    },
    tourCompleted,
    walletBalance: 100,
  });
}

type Answer = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * A fetch handler from a table of "METHOD /path" → answer; anything else is a 404, so a call
 * nobody expected shows up in the test.
 */
export function apiTable(table: Record<string, Answer>) {
  return (url: string, init: RequestInit | undefined) => {
    const answer = table[`${init?.method ?? 'GET'} ${url}`];
    if (!answer) return json(404, { statusCode: 404, error: 'Not Found', message: `No ${url}` });
    return typeof answer === 'function' ? answer(init) : answer.clone();
  };
}
