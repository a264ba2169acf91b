import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resourceInventory, seedlingInventory } from '../../db/schema/index.ts';
import { preparedOnce } from '../prepared-statements.ts';

/** Adds seedlings of a species to a player's inventory. Call inside a transaction. */
export async function addSeedlings(
  tx: Database,
  userId: string,
  speciesId: number,
  quantity: number,
): Promise<void> {
  await tx
    .insert(seedlingInventory)
    .values({ userId, speciesId, quantity })
    .onConflictDoUpdate({
      target: [seedlingInventory.userId, seedlingInventory.speciesId],
      set: { quantity: sql`${seedlingInventory.quantity} + ${quantity}` },
    })
    // Sent now rather than when awaited: a purchase sends it together with its debit, before it.
    .execute();
}

/** Adds one seedling of a species to each player's inventory. Call inside a transaction. */
export async function addSeedlingToEach(
  tx: Database,
  userIds: string[],
  speciesId: number,
): Promise<void> {
  if (userIds.length === 0) return;
  // The players as one array parameter: a row each would pass PostgreSQL's 65,535 parameters
  // at about 22,000 players.
  await tx.execute(sql`
    insert into seedling_inventory (user_id, species_id, quantity)
    select player, ${speciesId}, 1 from unnest(${sql.param(userIds)}::uuid[]) as player
    on conflict (user_id, species_id)
      do update set quantity = seedling_inventory.quantity + 1`);
}

/**
 * Takes one seedling from an inventory row of the player, if there is one left. A
 * conditional update: two requests cannot both take the last one.
 */
export async function takeSeedling(
  tx: Database,
  userId: string,
  inventoryId: string,
): Promise<{ speciesId: number } | undefined> {
  const [row] = await tx
    .update(seedlingInventory)
    .set({ quantity: sql`${seedlingInventory.quantity} - 1` })
    .where(
      sql`${seedlingInventory.id} = ${inventoryId} and ${seedlingInventory.userId} = ${userId} and ${seedlingInventory.quantity} > 0`,
    )
    .returning({ speciesId: seedlingInventory.speciesId });
  return row;
}

// Run inside every purchase of water or fertilizer: prepared once per connection.
const resourcesAdd = preparedOnce((db: Database) => {
  const water = sql.placeholder('water');
  const fertilizer = sql.placeholder('fertilizer');
  return db
    .insert(resourceInventory)
    .values({ userId: sql.placeholder('userId'), water, fertilizer })
    .onConflictDoUpdate({
      target: resourceInventory.userId,
      set: {
        water: sql`${resourceInventory.water} + ${water}`,
        fertilizer: sql`${resourceInventory.fertilizer} + ${fertilizer}`,
      },
    })
    .prepare('add_resources');
});

/**
 * Removes every inventory row of a species, before the species itself is deleted. Call only
 * once no player holds a seedling of it: the rows left are empty ones.
 */
export async function deleteSeedlingRowsOfSpecies(tx: Database, speciesId: number): Promise<void> {
  await tx.delete(seedlingInventory).where(sql`${seedlingInventory.speciesId} = ${speciesId}`);
}

export type ResourceKind = 'water' | 'fertilizer';

export async function ensureResourceRow(tx: Database, userId: string): Promise<void> {
  await tx.insert(resourceInventory).values({ userId }).onConflictDoNothing();
}

export async function addResources(
  tx: Database,
  userId: string,
  amounts: { water?: number; fertilizer?: number },
): Promise<void> {
  await resourcesAdd(tx).execute({
    userId,
    water: amounts.water ?? 0,
    fertilizer: amounts.fertilizer ?? 0,
  });
}
