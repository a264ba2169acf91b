import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plantedTrees, treeSpecies, users } from '../../db/schema/index.ts';

export type PlantedTreeRow = typeof plantedTrees.$inferSelect;
export type SpeciesRow = typeof treeSpecies.$inferSelect;
export interface TreeWithSpecies {
  tree: PlantedTreeRow;
  species: SpeciesRow;
}

function withSpecies(db: Database) {
  return db
    .select({ tree: plantedTrees, species: treeSpecies })
    .from(plantedTrees)
    .innerJoin(treeSpecies, eq(plantedTrees.speciesId, treeSpecies.id));
}

export async function findTree(db: Database, id: string): Promise<TreeWithSpecies | undefined> {
  const [row] = await withSpecies(db).where(eq(plantedTrees.id, id));
  return row;
}

/** The player's own tree, or nothing: other players' trees are not found. */
export async function findOwnTree(db: Database, userId: string, id: string) {
  const [row] = await withSpecies(db).where(
    and(eq(plantedTrees.id, id), eq(plantedTrees.userId, userId)),
  );
  return row;
}

export function listTrees(db: Database, userId: string, speciesId?: number) {
  return withSpecies(db)
    .where(
      speciesId === undefined
        ? eq(plantedTrees.userId, userId)
        : and(eq(plantedTrees.userId, userId), eq(plantedTrees.speciesId, speciesId)),
    )
    .orderBy(desc(plantedTrees.plantedAt));
}

/** The tree being grown: not mature, not dormant. There is at most one. */
export async function findGrowingTree(db: Database, userId: string) {
  const [row] = await withSpecies(db).where(
    and(
      eq(plantedTrees.userId, userId),
      isNull(plantedTrees.maturedAt),
      eq(plantedTrees.dormant, false),
    ),
  );
  return row;
}

export async function insertTree(db: Database, values: typeof plantedTrees.$inferInsert) {
  const [row] = await db.insert(plantedTrees).values(values).returning();
  if (!row) throw new Error('The tree was not planted.');
  return row;
}

/** Raises the stage if it is still below `stage`; undefined when another request did. */
export async function raiseStage(db: Database, id: string, stage: number, maturedAt: Date | null) {
  const [row] = await db
    .update(plantedTrees)
    .set({ stage, ...(maturedAt ? { maturedAt } : {}) })
    .where(sql`${plantedTrees.id} = ${id} and ${plantedTrees.stage} < ${stage}`)
    .returning();
  return row;
}

export async function gameTotals(db: Database) {
  const byStage = await db
    .select({ stage: plantedTrees.stage, count: sql<number>`count(*)::int` })
    .from(plantedTrees)
    .groupBy(plantedTrees.stage);
  const bySpecies = await db
    .select({
      speciesId: treeSpecies.id,
      name: treeSpecies.name,
      co2: treeSpecies.co2KgPerYear,
      count: sql<number>`count(${plantedTrees.id})::int`,
      stageSum: sql<number>`coalesce(sum(${plantedTrees.stage}), 0)::int`,
    })
    .from(treeSpecies)
    .leftJoin(plantedTrees, eq(plantedTrees.speciesId, treeSpecies.id))
    .groupBy(treeSpecies.id);
  const [players] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'USER'));
  return { byStage, bySpecies, players: players?.count ?? 0 };
}
