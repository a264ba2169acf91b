import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resourceInventory, seedlingInventory, treeSpecies } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared-statements.ts';

/** The player's seedlings with their species, read in one join for the inventory view. */
export function listSeedlingRows(db: Database, userId: string) {
  return db
    .select({ item: seedlingInventory, species: treeSpecies })
    .from(seedlingInventory)
    .innerJoin(treeSpecies, eq(seedlingInventory.speciesId, treeSpecies.id))
    .where(and(eq(seedlingInventory.userId, userId), gt(seedlingInventory.quantity, 0)))
    .orderBy(asc(treeSpecies.name));
}

export async function findSeedlingRow(db: Database, userId: string, inventoryId: string) {
  const [row] = await db
    .select()
    .from(seedlingInventory)
    .where(and(eq(seedlingInventory.id, inventoryId), eq(seedlingInventory.userId, userId)));
  return row;
}

export async function findResourceRow(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(resourceInventory)
    .where(eq(resourceInventory.userId, userId));
  return row;
}

/**
 * Uses one unit of a resource if the player has one, and returns the player's resources
 * after it (the update's own row); undefined when none was left. A conditional update: two
 * requests cannot both use the last unit.
 */
// Run inside every care action's transaction: prepared once per connection, one per kind.
function resourceUse(kind: 'water' | 'fertilizer') {
  return preparedOnce((db: Database) => {
    const column = kind === 'water' ? resourceInventory.water : resourceInventory.fertilizer;
    return db
      .update(resourceInventory)
      .set(kind === 'water' ? { water: sql`${column} - 1` } : { fertilizer: sql`${column} - 1` })
      .where(sql`${resourceInventory.userId} = ${sql.placeholder('userId')} and ${column} > 0`)
      .returning({
        water: resourceInventory.water,
        fertilizer: resourceInventory.fertilizer,
        freeWaterDay: resourceInventory.freeWaterDay,
        streakSavers: resourceInventory.streakSavers,
      })
      .prepare(`use_${kind}`);
  });
}
const resourceUses = { water: resourceUse('water'), fertilizer: resourceUse('fertilizer') };

export async function useResource(db: Database, userId: string, kind: 'water' | 'fertilizer') {
  const [row] = await resourceUses[kind](db).execute({ userId });
  return row;
}

/**
 * Tops water up to `amount` unless the free water of `day` was claimed already or the player
 * holds `amount` or more: the update's condition then does not hold, nothing is written (the
 * day's claim is kept) and the answer is false. Two claims at once cannot both top up.
 */
export async function topUpFreeWater(
  db: Database,
  userId: string,
  day: string,
  amount: number,
): Promise<boolean> {
  const rows = await db
    .update(resourceInventory)
    .set({ water: amount, freeWaterDay: day })
    .where(
      sql`${resourceInventory.userId} = ${userId} and ${resourceInventory.freeWaterDay} is distinct from ${day}
        and ${resourceInventory.water} < ${amount}`,
    )
    .returning({ userId: resourceInventory.userId });
  return rows.length > 0;
}

/**
 * Adds streak savers. The table's CHECK (0..1) refuses a second one, also when two purchases
 * race: the caller turns that refusal into a 409. Call inside the purchase's transaction.
 */
export async function addStreakSavers(db: Database, userId: string, count: number): Promise<void> {
  await db
    .insert(resourceInventory)
    .values({ userId, streakSavers: count })
    .onConflictDoUpdate({
      target: resourceInventory.userId,
      set: { streakSavers: sql`${resourceInventory.streakSavers} + ${count}` },
    })
    // Sent now rather than when awaited: a purchase sends it together with its debit, before it.
    .execute();
}

export type HeldResource = 'water' | 'fertilizer' | 'streakSavers';

/**
 * Changes what the player holds of a resource by `delta` (signed), if it stays at 0 or more;
 * returns the amount after, or undefined when it would go below 0 (nothing changes). A
 * conditional update: two changes at once cannot take the same unit. The table's CHECK refuses
 * more streak savers than a player may hold.
 */
export async function changeResource(
  db: Database,
  userId: string,
  resource: HeldResource,
  delta: number,
): Promise<number | undefined> {
  await db.insert(resourceInventory).values({ userId }).onConflictDoNothing();
  const column = resourceInventory[resource];
  const [row] = await db
    .update(resourceInventory)
    .set({ [resource]: sql`${column} + ${delta}` })
    .where(sql`${resourceInventory.userId} = ${userId} and ${column} + ${delta} >= 0`)
    .returning({ held: column });
  return row?.held;
}

/** `changeResource` for the seedlings of a species. */
export async function changeSeedlings(
  db: Database,
  userId: string,
  speciesId: number,
  delta: number,
): Promise<number | undefined> {
  await db
    .insert(seedlingInventory)
    .values({ userId, speciesId, quantity: 0 })
    .onConflictDoNothing();
  const [row] = await db
    .update(seedlingInventory)
    .set({ quantity: sql`${seedlingInventory.quantity} + ${delta}` })
    .where(
      sql`${seedlingInventory.userId} = ${userId} and ${seedlingInventory.speciesId} = ${speciesId}
        and ${seedlingInventory.quantity} + ${delta} >= 0`,
    )
    .returning({ held: seedlingInventory.quantity });
  return row?.held;
}

/** How many seedlings of a species the player holds (0 without a row). */
export async function seedlingsHeld(db: Database, userId: string, speciesId: number) {
  const [row] = await db
    .select({ held: seedlingInventory.quantity })
    .from(seedlingInventory)
    .where(and(eq(seedlingInventory.userId, userId), eq(seedlingInventory.speciesId, speciesId)));
  return row?.held ?? 0;
}
