import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  careDaysToMature,
  countOf,
  levelForXp,
  plantWhenMatureText,
  SEEDLING_UNLOCK_LEVEL,
  STARTING_MARKET,
  STREAK_SAVER,
  type buyResult,
  type MarketplaceItem,
  type MarketplaceItemInput,
  type Rarity,
  withArticle,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { runOnce } from '../../lib/app-settings.ts';
import { inTransaction, together, type Actor, type AppContext } from '../../lib/context.ts';
import { addResources, addSeedlings } from '../../lib/ledgers/inventory-ledger.ts';
import { coinBalance, moveCoinsWithBalance } from '../../lib/ledgers/wallet-ledger.ts';
import { totalXp } from '../../lib/ledgers/xp-ledger.ts';
import { fileUrl, storeFile, storeImage } from '../files/files.service.ts';
import { checkStreakSaverRoom, giveStreakSavers } from '../inventory/inventory.service.ts';
import { listPlantedTrees } from '../planted-trees/planted-trees.service.ts';
import { listSpeciesRecords } from '../trees/trees.service.ts';
import { fertilizerSvg, streakSaverSvg, waterPackSvg } from './market-art.ts';
import { canSeeInactiveItems } from './marketplace.policy.ts';
import {
  countPurchasesOf,
  deleteItemRow,
  findItem,
  insertItem,
  insertPurchase,
  insertUnlimitedPurchase,
  listItemRows,
  reserveStock,
  updateItemRow,
  type ItemRow,
  type PurchaseValues,
} from './marketplace.repository.ts';

/** The level from which an item can be bought: a seedling's rarity decides; the rest are open. */
function unlockLevelOf(item: ItemRow, rarity: Rarity | null): number {
  return item.kind === 'SEEDLING' && rarity ? SEEDLING_UNLOCK_LEVEL[rarity] : 0;
}

export function toMarketplaceItem(
  item: ItemRow,
  speciesName: string | null,
  rarity: Rarity | null,
): MarketplaceItem {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    imageUrl: item.imageSha256 ? fileUrl(item.imageSha256) : null,
    kind: item.kind,
    speciesId: item.speciesId,
    speciesName,
    quantityPerPurchase: item.quantityPerPurchase,
    price: item.price,
    stock: item.stock,
    active: item.active,
    unlockLevel: unlockLevelOf(item, rarity),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'There is no marketplace item with this id.');

/** Players see what is for sale; admins see every item. */
export async function listItems(ctx: AppContext, actor: Actor): Promise<MarketplaceItem[]> {
  const rows = await listItemRows(ctx.db, !canSeeInactiveItems(actor));
  return rows.map((row) => toMarketplaceItem(row.item, row.speciesName, row.rarity));
}

export async function getItem(ctx: AppContext, actor: Actor, id: number): Promise<MarketplaceItem> {
  const row = await findItem(ctx.db, id);
  if (!row || (!row.item.active && !canSeeInactiveItems(actor))) throw notFound();
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
    if (!row) throw notFound();
    const saved = await findItem(ctx.db, row.id);
    if (!saved) throw notFound();
    return toMarketplaceItem(saved.item, saved.speciesName, saved.rarity);
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new AppError('VALIDATION_FAILED', 'speciesId: There is no tree species with this id.');
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23503') return true;
  }
  return false;
}

/** Items already bought stay, for the players' histories: an admin takes them off sale instead. */
export async function deleteItem(ctx: AppContext, id: number): Promise<void> {
  if (!(await findItem(ctx.db, id))) throw notFound();
  const bought = await countPurchasesOf(ctx.db, id);
  if (bought > 0) {
    throw new AppError(
      'ITEM_INACTIVE',
      `This item was bought ${bought} time${bought === 1 ? '' : 's'}, so it cannot be deleted. Take it off sale instead.`,
    );
  }
  await deleteItemRow(ctx.db, id);
}

/** Refuses an item that is off sale or has fewer left than asked for. */
function checkForSale(item: ItemRow, quantity: number): void {
  if (!item.active) throw new AppError('ITEM_INACTIVE', 'This item is not for sale right now.');
  if (item.stock !== null && item.stock < quantity) {
    throw new AppError(
      'OUT_OF_STOCK',
      item.stock === 0
        ? 'This item is sold out.'
        : `Only ${item.stock} left: buy ${item.stock} or fewer.`,
    );
  }
}

/** Refuses a seedling above the player's level (docs/game-rules.md, Levels). */
async function checkUnlocked(
  ctx: AppContext,
  userId: string,
  item: ItemRow,
  rarity: Rarity | null,
) {
  const needed = unlockLevelOf(item, rarity);
  if (needed === 0) return;
  const xp = await totalXp(ctx.db, userId);
  if (xp === undefined) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  const level = levelForXp(xp);
  if (level < needed) {
    throw new AppError(
      'LEVEL_LOCKED',
      `${withArticle(`${rarity} seedling`, true)} unlocks at level ${needed}. You are level ${level}: care for your tree and finish quests to earn XP.`,
    );
  }
}

/** Puts what was bought into the player's inventory. */
async function deliver(ctx: AppContext, userId: string, item: ItemRow, units: number) {
  if (item.kind === 'SEEDLING' && item.speciesId !== null)
    await addSeedlings(ctx.db, userId, item.speciesId, units);
  if (item.kind === 'WATER') await addResources(ctx.db, userId, { water: units });
  if (item.kind === 'FERTILIZER') await addResources(ctx.db, userId, { fertilizer: units });
  if (item.kind === 'STREAK_SAVER') await giveStreakSavers(ctx, userId, units);
}

interface Order {
  userId: string;
  item: ItemRow;
  quantity: number;
  totalPrice: number;
  units: number;
}

/**
 * Takes the purchase from the stock: only a limited stock is counted down. An unlimited item's
 * row is not written (every purchase of it would otherwise queue on that one row's lock until
 * its transaction ends); its purchase is recorded only while the item is still on sale without
 * a limit. Returns the item as the purchase left it.
 */
async function takeFromStock(ctx: AppContext, item: ItemRow, row: PurchaseValues) {
  if (item.stock === null) {
    if (await insertUnlimitedPurchase(ctx.db, row)) return item;
    throw new AppError(
      'ITEM_INACTIVE',
      'This item changed just now: it is off sale or has a limited stock. Look at it again.',
    );
  }
  // The purchase's row goes out with the reservation; a sold-out refusal rolls it back.
  const [reserved] = await together(
    reserveStock(ctx.db, item.id, row.quantity).then(
      (left) =>
        left ?? Promise.reject(new AppError('OUT_OF_STOCK', 'This item sold out just now.')),
    ),
    insertPurchase(ctx.db, row),
  );
  return reserved;
}

/** The debit decides (a conditional update): NOT_ENOUGH_COINS when the balance is short. */
function payForPurchase(ctx: AppContext, order: Order, purchaseId: string, at: Date) {
  const { userId, item, quantity, totalPrice } = order;
  return moveCoinsWithBalance(ctx.db, {
    userId,
    amount: -totalPrice,
    reason: 'purchase',
    ref: purchaseId,
    description: `Bought ${item.name}${quantity > 1 ? ` (${quantity})` : ''}`,
    at,
  });
}

/**
 * Why a debit was refused, in numbers: the balance is read once the purchase's transaction
 * has rolled back, so the refusal holds no lock while it is worded.
 */
async function notEnoughCoins(ctx: AppContext, userId: string, totalPrice: number) {
  const balance = await coinBalance(ctx.db, userId);
  if (balance === undefined) return new AppError('NOT_FOUND', 'There is no account with this id.');
  return new AppError(
    'NOT_ENOUGH_COINS',
    `You need ${countOf(totalPrice, 'coin')} but have ${balance}.`,
  );
}

/**
 * The purchase itself, inside its transaction: the stock taken and the purchase recorded, the
 * units delivered and the coins debited. The purchase's id is made here, so the debit names it
 * without waiting for the insert: the three are sent together, in that order (the inventory's
 * row is locked before the player's, as by a care action, so the two never wait for each
 * other), and the first refusal in that order is the answer and rolls all of them back.
 */
async function recordPurchase(ctx: AppContext, order: Order) {
  const { userId, item, quantity, totalPrice } = order;
  const now = ctx.clock.now();
  const row = { id: randomUUID(), userId, itemId: item.id, quantity, totalPrice, createdAt: now };
  const [itemAfter, , paid] = await together(
    takeFromStock(ctx, item, row),
    deliver(ctx, userId, item, order.units),
    payForPurchase(ctx, order, row.id, now),
  );
  return { purchase: { id: row.id }, walletBalance: paid.balance, item: itemAfter };
}

function unitsText(item: ItemRow, speciesName: string | null, units: number): string {
  if (item.kind === 'SEEDLING')
    return `${units} ${speciesName ?? ''} seedling${units === 1 ? '' : 's'}`;
  if (item.kind === 'STREAK_SAVER') return countOf(units, 'streak saver');
  return item.kind === 'WATER' ? `${units} water` : `${units} fertilizer`;
}

/** For a seedling bought while a tree grows: when it can be planted. */
async function plantingNote(ctx: AppContext, userId: string, item: ItemRow): Promise<string> {
  if (item.kind !== 'SEEDLING') return '';
  const growing = (await listPlantedTrees(ctx, userId)).find((tree) => tree.active && !tree.mature);
  if (!growing) return '';
  const days = careDaysToMature(growing.growthPoints, growing.species.rarity);
  return ` ${plantWhenMatureText(growing.species.name, days)}`;
}

/**
 * One purchase, in one transaction: stock, coins, inventory. Any failure leaves everything as
 * it was. The coin debit is a conditional update, so the balance cannot go below 0 however many
 * purchases race.
 */
export async function buyItem(
  ctx: AppContext,
  userId: string,
  itemId: number,
  quantity: number,
): Promise<z.infer<typeof buyResult>> {
  const found = await findItem(ctx.db, itemId);
  if (!found) throw notFound();
  const { item, speciesName, rarity } = found;
  checkForSale(item, quantity);
  await checkUnlocked(ctx, userId, item, rarity);
  const totalPrice = item.price * quantity;
  const units = item.quantityPerPurchase * quantity;
  if (item.kind === 'STREAK_SAVER') await checkStreakSaverRoom(ctx, userId, units);
  const result = await inTransaction(ctx, (tx) =>
    recordPurchase(tx, { userId, item, quantity, totalPrice, units }),
  ).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_ENOUGH_COINS')
      throw await notEnoughCoins(ctx, userId, totalPrice);
    throw error;
  });
  return {
    purchaseId: result.purchase.id,
    // A limited stock as the purchase left it; an unlimited item as read for the purchase.
    item: toMarketplaceItem(result.item, speciesName, rarity),
    quantity,
    totalPrice,
    unitsReceived: units,
    walletBalance: result.walletBalance,
    message: `You bought ${unitsText(item, speciesName, units).replace('  ', ' ')} for ${totalPrice} coins.${await plantingNote(ctx, userId, item)}`,
  };
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
