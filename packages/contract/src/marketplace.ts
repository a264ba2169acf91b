import { z } from 'zod';
import { BUY_QUANTITY_MAX } from './rules.ts';

export const itemKinds = ['SEEDLING', 'WATER', 'FERTILIZER'] as const;
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
});
export type MarketplaceItem = z.infer<typeof marketplaceItem>;
export const marketplaceItemList = z.array(marketplaceItem);

const intField = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} is a number.` })
    .int({ error: `${label} is a whole number.` })
    .min(min, { error: `${label} is at least ${min}.` })
    .max(max, { error: `${label} is at most ${max}.` });

/** Fields an admin sets; multipart forms send them as text, hence the coercion. */
export const marketplaceItemInput = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(2, { error: 'A name has at least 2 characters.' })
      .max(60, { error: 'A name has at most 60 characters.' }),
    description: z
      .string()
      .trim()
      .min(5, { error: 'A description has at least 5 characters.' })
      .max(500, { error: 'A description has at most 500 characters.' }),
    kind: itemKindSchema,
    speciesId: z.preprocess(
      (v) => (v === '' || v === 'null' ? null : v),
      intField('The species', 1, 1_000_000).nullable().optional(),
    ),
    quantityPerPurchase: intField('The quantity per purchase', 1, 100),
    price: intField('The price', 0, 100_000),
    stock: z.preprocess(
      (v) => (v === '' || v === 'null' ? null : v),
      intField('The stock', 0, 1_000_000).nullable().optional(),
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
      error: 'A seedling item needs a species; water and fertilizer items have none.',
      path: ['speciesId'],
    },
  );
export type MarketplaceItemInput = z.infer<typeof marketplaceItemInput>;

export const itemIdParams = z.strictObject({
  itemId: z.coerce
    .number({ error: 'The item id is a number.' })
    .int()
    .positive({ error: 'The item id is a positive number.' }),
});

export const buyParams = z.strictObject({
  itemId: z.coerce
    .number({ error: 'The item id is a number.' })
    .int()
    .positive({ error: 'The item id is a positive number.' }),
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
