import { z } from 'zod';
import { int4Id, intInRange, text } from './input.ts';
import {
  BUY_QUANTITY_MAX,
  FERTILIZE,
  MATURE_STAGE,
  stageThresholds,
  STREAK_SAVER,
  WATER,
  type Rarity,
} from './rules.ts';

export const itemKinds = ['SEEDLING', 'WATER', 'FERTILIZER', 'STREAK_SAVER'] as const;
export const itemKindSchema = z.enum(itemKinds);

export const marketplaceItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  kind: itemKindSchema,
  speciesId: z.number().int().nullable(),
  speciesName: z.string().nullable(),
  quantityPerPurchase: z.number().int(),
  price: z.number().int(),
  stock: z.number().int().nullable(),
  active: z.boolean(),
  /** The player level from which it can be bought (SEEDLING_UNLOCK_LEVEL of its rarity; 0 for the rest). */
  unlockLevel: z.number().int(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItem>;
export const marketplaceItemList = z.array(marketplaceItem);

/** Fields an admin sets; multipart forms send them as text, hence the coercion. */
export const marketplaceItemInput = z
  .strictObject({
    name: text()
      .trim()
      .min(2, { error: 'A name has at least 2 characters.' })
      .max(60, { error: 'A name has at most 60 characters.' }),
    description: text()
      .trim()
      .min(5, { error: 'A description has at least 5 characters.' })
      .max(500, { error: 'A description has at most 500 characters.' }),
    kind: itemKindSchema,
    speciesId: z.preprocess(
      (v) => (v === '' || v === 'null' ? null : v),
      intInRange('The species', 1, 1_000_000).nullable().optional(),
    ),
    quantityPerPurchase: intInRange('The quantity per purchase', 1, 100),
    price: intInRange('The price', 0, 100_000),
    stock: z.preprocess(
      (v) => (v === '' || v === 'null' ? null : v),
      intInRange('The stock', 0, 1_000_000).nullable().optional(),
    ),
    active: z.preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.boolean({ error: 'Say whether the item is for sale (true or false).' }),
    ),
  })
  .refine(
    (item) =>
      (item.kind === 'SEEDLING') === (item.speciesId !== null && item.speciesId !== undefined),
    {
      error: 'A seedling item needs a species; other items have none.',
      path: ['speciesId'],
    },
  )
  .refine((item) => item.kind !== 'STREAK_SAVER' || item.quantityPerPurchase === 1, {
    error: `A streak saver item gives 1 per purchase (a player holds at most ${STREAK_SAVER.maxHeld}).`,
    path: ['quantityPerPurchase'],
  });
export type MarketplaceItemInput = z.infer<typeof marketplaceItemInput>;

export const itemIdParams = z.strictObject({
  itemId: int4Id('The item id'),
});

export const buyParams = z.strictObject({
  itemId: int4Id('The item id'),
  userId: z.uuid({ error: 'The user id is not a valid id.' }),
});

export const buyInput = z.strictObject({
  quantity: z
    .number({ error: 'The quantity is a number.' })
    .int({ error: 'The quantity is a whole number.' })
    .min(1, { error: 'Buy at least 1.' })
    .max(BUY_QUANTITY_MAX, { error: `Buy at most ${BUY_QUANTITY_MAX} at once.` }),
});

export const buyResult = z.object({
  purchaseId: z.uuid(),
  item: marketplaceItem,
  quantity: z.number().int(),
  totalPrice: z.number().int(),
  /** What went into the inventory: seedlings, water or fertilizer units. */
  unitsReceived: z.number().int(),
  walletBalance: z.number().int(),
  message: z.string(),
});

/** Growth points a tree gets on a day of full care: every watering and the fertilizer. */
export const FULL_CARE_GROWTH_PER_DAY =
  WATER.growthPoints * WATER.perGameDay + FERTILIZE.growthPoints * FERTILIZE.perGameDay;

/**
 * Days of full care a growing tree still needs to become a mature tree (at least 1): a new
 * seedling can be planted only then.
 */
export function careDaysToMature(growthPoints: number, rarity: Rarity): number {
  const needed = (stageThresholds(rarity)[MATURE_STAGE] ?? 0) - growthPoints;
  return Math.max(1, Math.ceil(needed / FULL_CARE_GROWTH_PER_DAY));
}

/** "You can plant it when your Narra matures, in about 12 days of care." */
export function plantWhenMatureText(speciesName: string, days: number): string {
  return `You can plant it when your ${speciesName} matures, in about ${days} ${days === 1 ? 'day' : 'days'} of care.`;
}

/** Why a locked seedling cannot be bought yet. */
export const unlocksAtText = (level: number) => `Unlocks at level ${level}`;

export const STREAK_SAVER_HELD_TEXT =
  'You already hold a streak saver; it will cover the next day you miss.';
