import type { CareResult, PlantedTree, Resources, TreeSpecies } from '@punla/contract';
import { json, profileOf } from './fetch.ts';
import { logInAs, PLAYER_ID } from './session.ts';

export { PLAYER_ID };
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

/** The Narra as a planted tree or a seedling row names its species. */
const narraSummary = (({ id, name, scientificName, rarity, imageUrl, co2KgPerYear }) => ({
  id,
  name,
  scientificName,
  rarity,
  imageUrl,
  co2KgPerYear,
}))(narraSpecies);

const careReady = { available: true, nextAt: null, usedToday: 0, perGameDay: 3, reason: null };

export function plantedTreeOf(overrides: Partial<PlantedTree> = {}): PlantedTree {
  return {
    id: TREE_ID,
    userId: PLAYER_ID,
    species: narraSummary,
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
  streakSavers: 0,
  ...overrides,
});

export const seedlingOf = (quantity = 1) => ({
  id: SEEDLING_ROW_ID,
  species: narraSummary,
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
    careXp: 5,
    maturityXp: 0,
    stagesReached: [],
    noticeIds: [],
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
  logInAs({ role, tourCompleted });
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

/**
 * The calls My Tree makes on opening, answered for a player with these trees; `extra` adds or
 * replaces some.
 */
/** Today's quests with the login reward claimed (nothing for My Tree to offer). */
export function loginClaimedToday(overrides: Record<string, unknown> = {}) {
  return {
    gameDay: '2026-03-02',
    quests: [
      {
        quest: 'DAILY_LOGIN',
        title: 'Daily login',
        description: 'Open Punla today.',
        done: true,
        claimed: true,
        coins: 10,
        xp: 10,
        hint: null,
      },
    ],
    streak: 3,
    bonusToday: false,
    saversHeld: 0,
    saverCovers: null,
    lastSaved: null,
    nextResetAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    ...overrides,
  };
}

export function myTreeApi(trees: unknown[], extra: Record<string, Answer> = {}) {
  return apiTable({
    [`GET /api/secure/planted-tree/list/${PLAYER_ID}`]: json(200, trees),
    [`GET /api/secure/resource-inventory/user/${PLAYER_ID}`]: json(200, resourcesOf()),
    [`GET /api/secure/inventory/user/${PLAYER_ID}`]: json(200, [seedlingOf()]),
    [`GET /api/secure/planted-tree/user/${PLAYER_ID}/impact`]: json(200, impactOf()),
    [`GET /api/secure/user/${PLAYER_ID}`]: json(200, profileOf({ tourCompleted: true })),
    'GET /api/secure/tree': json(200, [narraSpecies]),
    // Today's login reward already claimed and no season ending: My Tree shows neither card.
    [`GET /api/secure/quest/user/${PLAYER_ID}/today`]: json(200, loginClaimedToday()),
    'GET /api/secure/season': json(200, []),
    ...extra,
  });
}
