import { z } from 'zod';
import { int4Id, text } from './input.ts';
import { RARITIES } from './rules.ts';

export const raritySchema = z.enum(RARITIES);

/** A tree species of the catalog. */
export const treeSpecies = z.object({
  id: z.number().int(),
  name: z.string(),
  scientificName: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  rarity: raritySchema,
  growthFactor: z.number(),
  native: z.boolean(),
  co2KgPerYear: z.number().int(),
  price: z.number().int(),
});
export type TreeSpecies = z.infer<typeof treeSpecies>;

export const treeSpeciesList = z.array(treeSpecies);

/** Fields an admin sets. Multipart forms send them as text, hence the coercion. */
export const treeSpeciesInput = z.strictObject({
  name: text()
    .trim()
    .min(2, { error: 'A name has at least 2 characters.' })
    .max(60, { error: 'A name has at most 60 characters.' }),
  scientificName: text()
    .trim()
    .min(3, { error: 'Enter the scientific name.' })
    .max(100, { error: 'A scientific name has at most 100 characters.' }),
  description: text()
    .trim()
    .min(10, { error: 'A description has at least 10 characters.' })
    .max(1000, { error: 'A description has at most 1000 characters.' }),
  rarity: raritySchema,
  native: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'Say whether the species is native (true or false).' }),
  ),
  co2KgPerYear: z.coerce
    .number({ error: 'CO2 per year is a number of kilograms.' })
    .int({ error: 'CO2 per year is a whole number of kilograms.' })
    .min(0)
    .max(1000, { error: 'CO2 per year is at most 1000 kg.' }),
  price: z.coerce
    .number({ error: 'The price is a number of coins.' })
    .int({ error: 'The price is a whole number of coins.' })
    .min(0)
    .max(100_000, { error: 'The price is at most 100000 coins.' }),
});
export type TreeSpeciesInput = z.infer<typeof treeSpeciesInput>;

export const speciesIdParams = z.strictObject({
  id: int4Id('The species id'),
});

export const speciesSummary = treeSpecies.pick({
  id: true,
  name: true,
  scientificName: true,
  rarity: true,
  imageUrl: true,
  co2KgPerYear: true,
});

export const careState = z.object({
  /** Whether the action can be taken now (resources aside). */
  available: z.boolean(),
  /** When it can be taken next, if not now. */
  nextAt: z.iso.datetime().nullable(),
  usedToday: z.number().int(),
  perGameDay: z.number().int(),
  /** Why not, in words for the player. */
  reason: z.string().nullable(),
});

export const plantedTree = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  species: speciesSummary,
  stage: z.number().int(),
  stageName: z.string(),
  growthPoints: z.number().int(),
  /** Growth points where the current stage began and where the next one begins. */
  stageStartsAt: z.number().int(),
  nextStageAt: z.number().int().nullable(),
  variant: z.number().int(),
  plantedAt: z.iso.datetime(),
  lastWateredAt: z.iso.datetime().nullable(),
  lastFertilizedAt: z.iso.datetime().nullable(),
  lastXpClaimed: z.iso.datetime().nullable(),
  maturedAt: z.iso.datetime().nullable(),
  mature: z.boolean(),
  dormant: z.boolean(),
  wilted: z.boolean(),
  /** The tree being grown now. */
  active: z.boolean(),
  water: careState,
  fertilizer: careState,
  /** Today's XP claim from this tree (only the active tree gives one). */
  dailyXp: z.object({ xp: z.number().int(), claimedToday: z.boolean() }),
});
export type PlantedTree = z.infer<typeof plantedTree>;
export const plantedTreeList = z.array(plantedTree);
export type SeedlingItem = z.infer<typeof seedlingItem>;
export type PlayerImpact = z.infer<typeof playerImpact>;
export type DailyXpResult = z.infer<typeof dailyXpResult>;

export const plantedTreeIdParams = z.strictObject({
  id: z.uuid({ error: 'The planted tree id is not a valid id.' }),
});
export const careInput = z.strictObject({
  plantedTreeId: z.uuid({ error: 'plantedTreeId is not a valid id.' }),
});

export const stageReached = z.object({
  stage: z.number().int(),
  name: z.string(),
  xp: z.number().int(),
  coins: z.number().int(),
});

export const resources = z.object({
  water: z.number().int(),
  fertilizer: z.number().int(),
  freeWaterClaimedToday: z.boolean(),
  freeWaterAmount: z.number().int(),
  /** Streak savers held (0 or 1): each covers one missed game day of the login streak. */
  streakSavers: z.number().int(),
});
export type Resources = z.infer<typeof resources>;

export const careResult = z.object({
  tree: plantedTree,
  growthPointsGained: z.number().int(),
  /** Everything the action earned: the care's XP, the stages' rewards and the maturity bonus. */
  xpGained: z.number().int(),
  coinsGained: z.number().int(),
  /** The XP for the watering or fertilizing itself, apart from what the stages paid. */
  careXp: z.number().int(),
  /** The maturity bonus XP, when the tree matured (0 otherwise). */
  maturityXp: z.number().int(),
  stagesReached: z.array(stageReached),
  /**
   * The inbox notices this action wrote (a stage reached, the tree matured): the web marks
   * them read when it shows the celebration.
   */
  noticeIds: z.array(z.number().int()),
  matured: z.boolean(),
  /** The free seedling given when the tree matured. */
  freeSeedling: z.string().nullable(),
  revived: z.boolean(),
  resources,
  totalXp: z.number().int(),
});
export type CareResult = z.infer<typeof careResult>;

export const dailyXpResult = z.object({
  xp: z.number().int(),
  totalXp: z.number().int(),
  lastXpClaimed: z.iso.datetime(),
  tree: plantedTree,
});

export const seedlingItem = z.object({
  id: z.uuid(),
  species: speciesSummary,
  quantity: z.number().int(),
});
export const seedlingInventory = z.array(seedlingItem);

export const plantParams = z.strictObject({
  userId: z.uuid({ error: 'The user id is not a valid id.' }),
  inventoryId: z.uuid({ error: 'The inventory id is not a valid id.' }),
});

export const userSpeciesParams = z.strictObject({
  userId: z.uuid({ error: 'The user id is not a valid id.' }),
  treeId: int4Id('The species id'),
});

export const listOwnerParams = z.strictObject({
  id: z.uuid({ error: 'The user id is not a valid id.' }),
});

export const gameSummary = z.object({
  treesPlanted: z.number().int(),
  players: z.number().int(),
  byStage: z.array(
    z.object({ stage: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
  bySpecies: z.array(
    z.object({ speciesId: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
  co2KgPerYearEstimate: z.number().int(),
});

export const playerImpact = z.object({
  treesPlanted: z.number().int(),
  matureTrees: z.number().int(),
  stagesReached: z.number().int(),
  co2KgPerYearEstimate: z.number().int(),
});
