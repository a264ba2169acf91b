import { STARTING_MARKET, type MarketplaceItem, type MarketplaceItemInput } from '@punla/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { runOnce } from '../../lib/app-settings.ts';
import type { Clock } from '../../lib/clock.ts';
import { addResources, addSeedlings } from '../../lib/ledgers/inventory-ledger.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { fileUrl, storeFile, storeImage } from '../files/files.service.ts';
import { listSpeciesRows } from '../trees/trees.repository.ts';
import { fertilizerSvg, waterPackSvg } from './market-art.ts';
import {
  countPurchasesOf,
  deleteItemRow,
  findItem,
  insertItem,
  insertPurchase,
  listItemRows,
  reserveStock,
  updateItemRow,
  type ItemRow,
} from './marketplace.repository.ts';

export interface MarketplaceContext {
  db: Database;
  clock: Clock;
}

export function toMarketplaceItem(item: ItemRow, speciesName: string | null): MarketplaceItem {
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
  };
}

const notFound = () => new AppError('NOT_FOUND', 'There is no marketplace item with this id.');

/** Players see what is for sale; admins see every item. */
export async function listItems(ctx: MarketplaceContext, role: string): Promise<MarketplaceItem[]> {
  const rows = await listItemRows(ctx.db, role !== 'ADMIN');
  return rows.map((row) => toMarketplaceItem(row.item, row.speciesName));
}

export async function getItem(
  ctx: MarketplaceContext,
  id: number,
  role: string,
): Promise<MarketplaceItem> {
  const row = await findItem(ctx.db, id);
  if (!row || (!row.item.active && role !== 'ADMIN')) throw notFound();
  return toMarketplaceItem(row.item, row.speciesName);
}

export async function saveItem(
  ctx: MarketplaceContext,
  id: number | null,
  input: MarketplaceItemInput,
  image: Buffer | undefined,
): Promise<MarketplaceItem> {
  const now = ctx.clock.now();
  const imageSha256 = image ? await storeImage(ctx.db, image, now) : undefined;
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
    return toMarketplaceItem(saved.item, saved.speciesName);
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
export async function deleteItem(ctx: MarketplaceContext, id: number): Promise<void> {
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

/**
 * One purchase, in one transaction: stock, coins, inventory. Any failure leaves everything as
 * it was. The coin debit is a conditional update, so the balance cannot go below 0 however many
 * purchases race.
 */
export async function buyItem(
  ctx: MarketplaceContext,
  userId: string,
  itemId: number,
  quantity: number,
) {
  const now = ctx.clock.now();
  const found = await findItem(ctx.db, itemId);
  if (!found) throw notFound();
  const { item } = found;
  if (!item.active) throw new AppError('ITEM_INACTIVE', 'This item is not for sale right now.');
  if (item.stock !== null && item.stock < quantity) {
    throw new AppError(
      'OUT_OF_STOCK',
      item.stock === 0
        ? 'This item is sold out.'
        : `Only ${item.stock} left: buy ${item.stock} or fewer.`,
    );
  }
  const totalPrice = item.price * quantity;
  const units = item.quantityPerPurchase * quantity;
  const result = await ctx.db.transaction(async (tx) => {
    const [buyer] = await tx
      .select({ balance: users.coinBalance })
      .from(users)
      .where(sql`${users.id} = ${userId}`);
    if (!buyer) throw new AppError('NOT_FOUND', 'There is no account with this id.');
    if (buyer.balance < totalPrice) {
      throw new AppError(
        'NOT_ENOUGH_COINS',
        `You need ${totalPrice} coins but have ${buyer.balance}.`,
      );
    }
    if (!(await reserveStock(tx, itemId, quantity))) {
      throw new AppError('OUT_OF_STOCK', 'This item sold out just now.');
    }
    const purchase = await insertPurchase(tx, {
      userId,
      itemId,
      quantity,
      totalPrice,
      createdAt: now,
    });
    try {
      await moveCoins(tx, {
        userId,
        amount: -totalPrice,
        reason: 'purchase',
        ref: purchase.id,
        description: `Bought ${item.name}${quantity > 1 ? ` (${quantity})` : ''}`,
        at: now,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_ENOUGH_COINS') {
        throw new AppError('NOT_ENOUGH_COINS', `You need ${totalPrice} coins for this purchase.`);
      }
      throw error;
    }
    if (item.kind === 'SEEDLING' && item.speciesId !== null)
      await addSeedlings(tx, userId, item.speciesId, units);
    if (item.kind === 'WATER') await addResources(tx, userId, { water: units });
    if (item.kind === 'FERTILIZER') await addResources(tx, userId, { fertilizer: units });
    const [after] = await tx
      .select({ balance: users.coinBalance })
      .from(users)
      .where(sql`${users.id} = ${userId}`);
    return { purchase, walletBalance: after?.balance ?? 0 };
  });
  const fresh = await findItem(ctx.db, itemId);
  const what =
    item.kind === 'SEEDLING'
      ? `${units} ${found.speciesName ?? ''} seedling${units === 1 ? '' : 's'}`
      : item.kind === 'WATER'
        ? `${units} water`
        : `${units} fertilizer`;
  return {
    purchaseId: result.purchase.id,
    item: toMarketplaceItem(fresh?.item ?? item, found.speciesName),
    quantity,
    totalPrice,
    unitsReceived: units,
    walletBalance: result.walletBalance,
    message: `You bought ${what.replace('  ', ' ')} for ${totalPrice} coins.`,
  };
}

/** The starting catalog of docs/game-rules.md: water and fertilizer packs and a seedling of every species. */
export async function seedMarketplace(db: Database, clock: Clock): Promise<void> {
  await runOnce(db, 'marketplace-catalog', async (tx) => {
    const now = clock.now();
    const art = {
      WATER: await storeFile(tx, Buffer.from(waterPackSvg), 'image/svg+xml', now),
      FERTILIZER: await storeFile(tx, Buffer.from(fertilizerSvg), 'image/svg+xml', now),
    };
    for (const pack of STARTING_MARKET) {
      await insertItem(tx, {
        name: pack.name,
        description:
          pack.kind === 'WATER'
            ? `${pack.quantityPerPurchase} waterings for your trees.`
            : `${pack.quantityPerPurchase} bag${pack.quantityPerPurchase === 1 ? '' : 's'} of fertilizer: +25 growth points each.`,
        kind: pack.kind,
        quantityPerPurchase: pack.quantityPerPurchase,
        price: pack.price,
        imageSha256: art[pack.kind],
        createdAt: now,
        updatedAt: now,
      });
    }
    for (const species of await listSpeciesRows(tx)) {
      await insertItem(tx, {
        name: `${species.name} seedling`,
        description: `A ${species.rarity} ${species.name} (${species.scientificName}) seedling to plant.`,
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
}
