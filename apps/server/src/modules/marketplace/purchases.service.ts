import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  careDaysToMature,
  countOf,
  levelForXp,
  plantWhenMatureText,
  type buyResult,
  type Rarity,
  withArticle,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, together, type AppContext } from '../../lib/context.ts';
import { addResources, addSeedlings } from '../../lib/ledgers/inventory-ledger.ts';
import { coinBalance, moveCoinsWithBalance } from '../../lib/ledgers/wallet-ledger.ts';
import { totalXp } from '../../lib/ledgers/xp-ledger.ts';
import { checkStreakSaverRoom, giveStreakSavers } from '../inventory/inventory.service.ts';
import { listPlantedTrees } from '../planted-trees/planted-trees.service.ts';
import { unlockLevelOf } from './marketplace.policy.ts';
import {
  findItem,
  insertPurchase,
  insertUnlimitedPurchase,
  reserveStock,
  type ItemRow,
  type PurchaseValues,
} from './marketplace.repository.ts';
import { itemNotFound } from './marketplace.service.ts';
import { toBuyResult } from './marketplace.view.ts';

// Buying an item: the checks before, and the one transaction that takes the stock, delivers
// and debits.

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
  return { purchaseId: row.id, walletBalance: paid.balance, item: itemAfter };
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
  if (!found) throw itemNotFound();
  const { item, speciesName, rarity } = found;
  checkForSale(item, quantity);
  await checkUnlocked(ctx, userId, item, rarity);
  const totalPrice = item.price * quantity;
  const units = item.quantityPerPurchase * quantity;
  if (item.kind === 'STREAK_SAVER') await checkStreakSaverRoom(ctx, userId, units);
  const bought = await inTransaction(ctx, (tx) =>
    recordPurchase(tx, { userId, item, quantity, totalPrice, units }),
  ).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_ENOUGH_COINS')
      throw await notEnoughCoins(ctx, userId, totalPrice);
    throw error;
  });
  const order = { item, speciesName, rarity, quantity, totalPrice, units };
  return toBuyResult(order, bought, await plantingNote(ctx, userId, item));
}
