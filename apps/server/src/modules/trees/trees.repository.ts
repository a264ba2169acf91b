import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import {
  marketplaceItems,
  plantedTrees,
  seedlingInventory,
  treeSpecies,
} from '../../db/schema/index.ts';

export type SpeciesRow = typeof treeSpecies.$inferSelect;
export type NewSpecies = typeof treeSpecies.$inferInsert;

const rarityOrder = sql`case ${treeSpecies.rarity} when 'common' then 0 when 'uncommon' then 1 else 2 end`;

export function listSpeciesRows(db: Database): Promise<SpeciesRow[]> {
  return db.select().from(treeSpecies).orderBy(rarityOrder, asc(treeSpecies.name));
}

export async function findSpeciesById(db: Database, id: number): Promise<SpeciesRow | undefined> {
  const [row] = await db.select().from(treeSpecies).where(eq(treeSpecies.id, id));
  return row;
}

export async function findSpeciesByScientificName(db: Database, scientificName: string) {
  const [row] = await db
    .select()
    .from(treeSpecies)
    .where(eq(treeSpecies.scientificName, scientificName));
  return row;
}

export async function insertSpecies(db: Database, values: NewSpecies): Promise<SpeciesRow> {
  const [row] = await db.insert(treeSpecies).values(values).returning();
  if (!row) throw new Error('The species was not inserted.');
  return row;
}

export async function updateSpeciesRow(db: Database, id: number, values: Partial<NewSpecies>) {
  const [row] = await db.update(treeSpecies).set(values).where(eq(treeSpecies.id, id)).returning();
  return row;
}

/**
 * What players hold of the species (seedlings, planted trees): read-only counts, so a delete can
 * refuse. They add up every player's rows: bigint in SQL, numbers here (db/int8.ts).
 */
export async function countSpeciesUse(db: Database, id: number) {
  const [seedlings] = await db
    .select({
      total: sql`coalesce(sum(${seedlingInventory.quantity}), 0)::bigint`.mapWith(int8ToNumber),
    })
    .from(seedlingInventory)
    .where(eq(seedlingInventory.speciesId, id));
  const [planted] = await db
    .select({ total: sql`count(*)`.mapWith(int8ToNumber) })
    .from(plantedTrees)
    .where(eq(plantedTrees.speciesId, id));
  const [items] = await db
    .select({ total: sql`count(*)`.mapWith(int8ToNumber) })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.speciesId, id));
  return {
    seedlings: seedlings?.total ?? 0,
    planted: planted?.total ?? 0,
    marketplaceItems: items?.total ?? 0,
  };
}

export async function deleteSpeciesRow(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(treeSpecies)
    .where(eq(treeSpecies.id, id))
    .returning({ id: treeSpecies.id });
  return rows.length === 1;
}

export async function randomCommonSpecies(db: Database): Promise<SpeciesRow | undefined> {
  const [row] = await db
    .select()
    .from(treeSpecies)
    .where(eq(treeSpecies.rarity, 'common'))
    .orderBy(sql`random()`)
    .limit(1);
  return row;
}

/** The ids of the species of one rarity, oldest first. */
export async function listSpeciesIdsOfRarity(
  db: Database,
  rarity: SpeciesRow['rarity'],
): Promise<number[]> {
  const rows = await db
    .select({ id: treeSpecies.id })
    .from(treeSpecies)
    .where(eq(treeSpecies.rarity, rarity))
    .orderBy(asc(treeSpecies.id));
  return rows.map((row) => row.id);
}
