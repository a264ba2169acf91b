import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { marketplaceItems, purchases, treeSpecies } from '../../db/schema/index.ts';
import { preparedOnce, preparedSql } from '../../lib/prepared-statements.ts';

export type ItemRow = typeof marketplaceItems.$inferSelect;
export type NewItem = typeof marketplaceItems.$inferInsert;

const kindOrder = sql`case ${marketplaceItems.kind} when 'WATER' then 0 when 'FERTILIZER' then 1 when 'STREAK_SAVER' then 2 else 3 end`;

/** Items with their species' name, read in one join for the catalog. */
export function listItemRows(db: Database, onlyActive: boolean) {
  return db
    .select({ item: marketplaceItems, speciesName: treeSpecies.name, rarity: treeSpecies.rarity })
    .from(marketplaceItems)
    .leftJoin(treeSpecies, eq(marketplaceItems.speciesId, treeSpecies.id))
    .where(onlyActive ? eq(marketplaceItems.active, true) : undefined)
    .orderBy(
      kindOrder,
      asc(marketplaceItems.price),
      asc(marketplaceItems.name),
      asc(marketplaceItems.id),
    );
}

// Read before every purchase: prepared once (lib/prepared-statements.ts).
const itemById = preparedOnce((db: Database) =>
  db
    .select({ item: marketplaceItems, speciesName: treeSpecies.name, rarity: treeSpecies.rarity })
    .from(marketplaceItems)
    .leftJoin(treeSpecies, eq(marketplaceItems.speciesId, treeSpecies.id))
    .where(eq(marketplaceItems.id, sql.placeholder('id')))
    .prepare('find_marketplace_item'),
);

export async function findItem(db: Database, id: number) {
  const [row] = await itemById(db).execute({ id });
  return row;
}

export async function insertItem(db: Database, values: NewItem) {
  const [row] = await db.insert(marketplaceItems).values(values).returning();
  if (!row) throw new Error('The item was not inserted.');
  return row;
}

export async function updateItemRow(db: Database, id: number, values: Partial<NewItem>) {
  const [row] = await db
    .update(marketplaceItems)
    .set(values)
    .where(eq(marketplaceItems.id, id))
    .returning();
  return row;
}

/** Every player's purchases of the item: bigint in SQL, a number here (db/int8.ts). */
export async function countPurchasesOf(db: Database, itemId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql`count(*)`.mapWith(int8ToNumber) })
    .from(purchases)
    .where(eq(purchases.itemId, itemId));
  return row?.count ?? 0;
}

export async function deleteItemRow(db: Database, id: number) {
  await db.delete(marketplaceItems).where(eq(marketplaceItems.id, id));
}

/**
 * Takes `quantity` from the stock if the item is for sale and enough is left (unlimited
 * stock is null). Of concurrent buyers of the last units, only as many succeed as there are.
 */
export async function reserveStock(db: Database, id: number, quantity: number) {
  const [row] = await stockReservation(db).execute({ id, quantity });
  return row;
}

// Run inside every purchase of a limited item: prepared once per connection, and sent the
// moment it is called (a statement sent together with others keeps its place among them).
const stockReservation = preparedOnce((db: Database) => {
  const quantity = sql.placeholder('quantity');
  return db
    .update(marketplaceItems)
    .set({
      stock: sql`case when ${marketplaceItems.stock} is null then null else ${marketplaceItems.stock} - ${quantity}::int end`,
    })
    .where(
      sql`${marketplaceItems.id} = ${sql.placeholder('id')} and ${marketplaceItems.active} = true
        and (${marketplaceItems.stock} is null or ${marketplaceItems.stock} >= ${quantity}::int)`,
    )
    .returning()
    .prepare('reserve_stock');
});

/** A purchase's row; its id is made by the caller, so other statements can name it at once. */
export type PurchaseValues = {
  id: string;
  userId: string;
  itemId: number;
  quantity: number;
  totalPrice: number;
  createdAt: Date;
};

// Run inside every purchase of an unlimited item: prepared once per connection.
const unlimitedPurchaseInsert = preparedSql<{ id: string }>(
  'insert_unlimited_purchase',
  sql`insert into ${purchases} (id, user_id, item_id, quantity, total_price, created_at)
    select ${sql.placeholder('id')}::uuid, ${sql.placeholder('userId')}::uuid, ${marketplaceItems.id},
      ${sql.placeholder('quantity')}::int, ${sql.placeholder('totalPrice')}::int,
      ${sql.placeholder('createdAt')}::timestamptz
    from ${marketplaceItems}
    where ${marketplaceItems.id} = ${sql.placeholder('itemId')}::int
      and ${marketplaceItems.active} and ${marketplaceItems.stock} is null
    returning ${purchases.id}`,
);

/**
 * Records the purchase of an item with no stock limit, if it is still on sale without one when
 * the purchase is made (its row as this statement sees it; the row is not locked, so buyers do
 * not queue on it). Undefined when it was taken off sale or given a stock since it was read.
 */
export async function insertUnlimitedPurchase(
  db: Database,
  values: PurchaseValues,
): Promise<{ id: string } | undefined> {
  const [row] = await unlimitedPurchaseInsert(db).execute(values);
  return row;
}

// Run inside every purchase's transaction: prepared once per connection.
const purchaseInsert = preparedOnce((db: Database) =>
  db
    .insert(purchases)
    .values({
      id: sql.placeholder('id'),
      userId: sql.placeholder('userId'),
      itemId: sql.placeholder('itemId'),
      quantity: sql.placeholder('quantity'),
      totalPrice: sql.placeholder('totalPrice'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning()
    .prepare('insert_purchase'),
);

export async function insertPurchase(db: Database, values: PurchaseValues) {
  const [row] = await purchaseInsert(db).execute(values);
  if (!row) throw new Error('The purchase was not recorded.');
  return row;
}
