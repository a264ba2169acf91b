import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resourceInventory, seedlingInventory, treeSpecies } from '../../db/schema/index.ts';

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
