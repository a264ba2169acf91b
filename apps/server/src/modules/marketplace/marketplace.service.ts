import {
  countOf,
  STARTING_MARKET,
  STREAK_SAVER,
  type MarketplaceItem,
  type MarketplaceItemInput,
  withArticle,
} from '@punla/contract';
import { violatedForeignKey } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { runOnce } from '../../lib/app-settings.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { storeFile, storeImage } from '../files/files.service.ts';
import { listSpeciesRecords } from '../trees/trees.service.ts';
import { fertilizerSvg, streakSaverSvg, waterPackSvg } from './market-art.ts';
import { canSeeInactiveItems } from './marketplace.policy.ts';
import {
  countPurchasesOf,
  deleteItemRow,
  findItem,
  insertItem,
  listItemRows,
  updateItemRow,
} from './marketplace.repository.ts';
import { toMarketplaceItem } from './marketplace.view.ts';

// The items for sale and their starting catalog; buying one is in purchases.service.ts.

export const itemNotFound = () =>
  new AppError('NOT_FOUND', 'There is no marketplace item with this id.');

/** Players see what is for sale; admins see every item. */
export async function listItems(ctx: AppContext, actor: Actor): Promise<MarketplaceItem[]> {
  const rows = await listItemRows(ctx.db, !canSeeInactiveItems(actor));
  return rows.map((row) => toMarketplaceItem(row.item, row.speciesName, row.rarity));
}

export async function getItem(ctx: AppContext, actor: Actor, id: number): Promise<MarketplaceItem> {
  const row = await findItem(ctx.db, id);
  if (!row || (!row.item.active && !canSeeInactiveItems(actor))) throw itemNotFound();
  return toMarketplaceItem(row.item, row.speciesName, row.rarity);
}

export function createItem(
  ctx: AppContext,
  input: MarketplaceItemInput,
  image: Buffer | undefined,
): Promise<MarketplaceItem> {
  return saveItem(ctx, null, input, image);
}

export function updateItem(
  ctx: AppContext,
  id: number,
  input: MarketplaceItemInput,
  image: Buffer | undefined,
): Promise<MarketplaceItem> {
  return saveItem(ctx, id, input, image);
}

async function saveItem(
  ctx: AppContext,
  id: number | null,
  input: MarketplaceItemInput,
  image: Buffer | undefined,
): Promise<MarketplaceItem> {
  const now = ctx.clock.now();
  const imageSha256 = image ? await storeImage(ctx, image) : undefined;
  const values = {
    name: input.name,
    description: input.description,
    kind: input.kind,
    speciesId: input.kind === 'SEEDLING' ? (input.speciesId ?? null) : null,
    quantityPerPurchase: input.quantityPerPurchase,
    price: input.price,
    stock: input.stock ?? null,
    active: input.active,
    ...(imageSha256 ? { imageSha256 } : {}),
    updatedAt: now,
  };
  try {
    const row =
      id === null
        ? await insertItem(ctx.db, { ...values, createdAt: now })
        : await updateItemRow(ctx.db, id, values);
    if (!row) throw itemNotFound();
    const saved = await findItem(ctx.db, row.id);
    if (!saved) throw itemNotFound();
    return toMarketplaceItem(saved.item, saved.speciesName, saved.rarity);
  } catch (error) {
    if (violatedForeignKey(error))
      throw new AppError('VALIDATION_FAILED', 'speciesId: There is no tree species with this id.');
    throw error;
  }
}

/** Items already bought stay, for the players' histories: an admin takes them off sale instead. */
export async function deleteItem(ctx: AppContext, id: number): Promise<void> {
  if (!(await findItem(ctx.db, id))) throw itemNotFound();
  const bought = await countPurchasesOf(ctx.db, id);
  if (bought > 0) {
    throw new AppError(
      'ITEM_INACTIVE',
      `This item was bought ${bought} time${bought === 1 ? '' : 's'}, so it cannot be deleted. Take it off sale instead.`,
    );
  }
  await deleteItemRow(ctx.db, id);
}

/** The starting catalog of docs/game-rules.md: water and fertilizer packs and a seedling of every species. */
export async function seedMarketplace(ctx: AppContext): Promise<void> {
  await runOnce(ctx.db, 'marketplace-catalog', async (db) => {
    const tx = { ...ctx, db };
    const now = ctx.clock.now();
    const art = {
      WATER: await storeFile(tx, Buffer.from(waterPackSvg), 'image/svg+xml'),
      FERTILIZER: await storeFile(tx, Buffer.from(fertilizerSvg), 'image/svg+xml'),
    };
    for (const pack of STARTING_MARKET) {
      await insertItem(db, {
        name: pack.name,
        description:
          pack.kind === 'WATER'
            ? `${countOf(pack.quantityPerPurchase, 'watering')} for your trees.`
            : `${countOf(pack.quantityPerPurchase, 'bag')} of fertilizer: +25 growth points each.`,
        kind: pack.kind,
        quantityPerPurchase: pack.quantityPerPurchase,
        price: pack.price,
        imageSha256: art[pack.kind],
        createdAt: now,
        updatedAt: now,
      });
    }
    for (const species of await listSpeciesRecords(tx)) {
      await insertItem(db, {
        name: `${species.name} seedling`,
        description: `${withArticle(`${species.rarity} ${species.name}`, true)} (${species.scientificName}) seedling to plant.`,
        kind: 'SEEDLING',
        speciesId: species.id,
        quantityPerPurchase: 1,
        price: species.price,
        imageSha256: species.imageSha256,
        createdAt: now,
        updatedAt: now,
      });
    }
  });
  // A step of its own, so a database seeded before streak savers existed gets the item once.
  await runOnce(ctx.db, 'marketplace-streak-saver', async (db) => {
    const now = ctx.clock.now();
    await insertItem(db, {
      name: STREAK_SAVER.name,
      description: `Covers one game day you miss, so your login streak keeps going. You can hold ${STREAK_SAVER.maxHeld}.`,
      kind: 'STREAK_SAVER',
      quantityPerPurchase: 1,
      price: STREAK_SAVER.price,
      imageSha256: await storeFile({ ...ctx, db }, Buffer.from(streakSaverSvg), 'image/svg+xml'),
      createdAt: now,
      updatedAt: now,
    });
  });
}
