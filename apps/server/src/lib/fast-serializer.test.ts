import { describe, expect, it } from 'vitest';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyResult,
  careResult,
  plantedTree,
  questsToday,
  seasonLeaderboard,
  userProfile,
  type PlantedTree,
} from '@punla/contract';
import { compileSerializer, fastSerializerCompiler } from './fast-serializer.ts';

const TREE_ID = '3f6c1f7e-6a43-4c5e-9d3e-2f1b9c8a7d60';
const USER_ID = '9b2e4c1a-7f3d-4e8b-a6c5-1d0f2e3b4a59';

function sampleTree(overrides: Partial<PlantedTree> = {}): PlantedTree {
  return {
    id: TREE_ID,
    userId: USER_ID,
    species: {
      id: 1,
      name: 'Narra',
      scientificName: 'Pterocarpus indicus',
      rarity: 'common',
      imageUrl: null,
      co2KgPerYear: 22,
    },
    stage: 2,
    stageName: 'Sapling',
    growthPoints: 130,
    stageStartsAt: 100,
    nextStageAt: 250,
    variant: 4821,
    plantedAt: '2026-06-01T02:00:00.000Z',
    lastWateredAt: '2026-06-02T03:04:05.678Z',
    lastFertilizedAt: null,
    lastXpClaimed: null,
    maturedAt: null,
    mature: false,
    dormant: false,
    wilted: false,
    active: true,
    water: {
      available: false,
      nextAt: '2026-06-02T07:04:05.678Z',
      usedToday: 1,
      perGameDay: 3,
      reason: 'You can water again in "4 h" — soon.',
    },
    fertilizer: { available: true, nextAt: null, usedToday: 0, perGameDay: 1, reason: null },
    dailyXp: { xp: 30, claimedToday: false },
    ...overrides,
  };
}

/** What the zod serializer (the default of every other route) writes. */
function zodWrites(schema: z.ZodType, data: unknown): string {
  return zodSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' })(data);
}

describe('fast response serializer', () => {
  it('writes the same JSON as the zod serializer for the hot routes', () => {
    const samples: [z.ZodType, unknown][] = [
      [plantedTree, sampleTree()],
      [
        plantedTree,
        sampleTree({
          nextStageAt: null,
          lastWateredAt: null,
          maturedAt: '2026-07-01T00:00:00.000Z',
          mature: true,
        }),
      ],
      [
        userProfile,
        {
          id: USER_ID,
          username: 'Maya_1',
          email: 'maya@example.test',
          role: 'USER',
          verified: true,
          referralCode: 'ABC123',
          referredCode: null,
          totalXp: 1250,
          walletBalance: 0,
          tourCompleted: false,
          hasPassword: true,
          birthYear: 2001,
          createdAt: '2026-06-01T02:00:00.000Z',
        },
      ],
      [
        careResult,
        {
          tree: sampleTree(),
          growthPointsGained: 10,
          xpGained: 5,
          coinsGained: 0,
          careXp: 5,
          maturityXp: 0,
          stagesReached: [{ stage: 2, name: 'Sapling', xp: 20, coins: 5 }],
          noticeIds: [12],
          matured: false,
          freeSeedling: null,
          revived: false,
          resources: {
            water: 4,
            fertilizer: 2,
            freeWaterClaimedToday: true,
            freeWaterAmount: 3,
            streakSavers: 0,
          },
          totalXp: 77,
        },
      ],
      [
        questsToday,
        {
          gameDay: '2026-06-01',
          quests: [
            {
              quest: 'DAILY_LOGIN',
              title: 'Daily login',
              description: 'Open the game',
              done: true,
              claimed: false,
              coins: 10,
              xp: 10,
              hint: null,
            },
            {
              quest: 'WATER_TREE',
              title: 'Water',
              description: 'Water a tree',
              done: false,
              claimed: false,
              coins: 5,
              xp: 5,
              hint: 'Water one of your trees today first.',
            },
          ],
          streak: 3,
          bonusToday: false,
          saversHeld: 1,
          saverCovers: '2026-05-31',
          lastSaved: { day: '2026-05-20', usedOn: '2026-05-21' },
          nextResetAt: '2026-06-01T16:00:00.000Z',
        },
      ],
      [
        seasonLeaderboard,
        {
          season: {
            id: 1,
            name: 'Season 1',
            startDate: '2026-06-01T00:00:00.000Z',
            endDate: '2026-09-01T00:00:00.000Z',
            ended: false,
          },
          entries: [{ rank: 1, userId: USER_ID, username: 'Maya_1', xp: 900 }],
          players: 1,
        },
      ],
    ];
    for (const [schema, data] of samples) {
      expect(compileSerializer(schema)(data)).toBe(zodWrites(schema, data));
    }
  });

  it('leaves out fields the schema does not list, at any depth', () => {
    const leaky = {
      ...sampleTree(),
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret',
      species: { ...sampleTree().species, internalNote: 'secret' },
      water: { ...sampleTree().water, secretToken: 'secret' },
    };
    const written = compileSerializer(plantedTree)(leaky);
    expect(written).not.toContain('secret');
    expect(JSON.parse(written)).toEqual(JSON.parse(zodWrites(plantedTree, leaky)));
    const item = compileSerializer(buyResult.shape.item);
    expect(item({ ...sampleItem(), passwordHash: 'x' })).not.toContain('passwordHash');
  });

  it('refuses a schema that would let any field through', () => {
    expect(() => compileSerializer(z.looseObject({ id: z.string() }))).toThrow(/any field/);
    expect(() => compileSerializer(z.object({ details: z.unknown() }))).toThrow(/any field/);
    expect(() => compileSerializer(z.record(z.string(), z.number()))).toThrow(/any field/);
  });

  it('keeps the zod serializer for error answers', () => {
    const schema = z.object({ message: z.string() });
    const write = fastSerializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '404' });
    expect(() => write({ message: 42 })).toThrow();
  });
});

function sampleItem() {
  return {
    id: 3,
    name: 'Water pack',
    description: 'Five units of water',
    imageUrl: null,
    kind: 'WATER',
    speciesId: null,
    speciesName: null,
    quantityPerPurchase: 5,
    price: 20,
    stock: null,
    active: true,
    unlockLevel: 0,
  };
}
