import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { preparedOnce } from '../../lib/prepared-statements.ts';
import { dailyXpClaims, plantedTrees, treeSpecies, users } from '../../db/schema/index.ts';

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

// Read by every tree view and before every care action: prepared once
// (lib/prepared-statements.ts).
const treeById = preparedOnce((db: Database) =>
  withSpecies(db)
    .where(eq(plantedTrees.id, sql.placeholder('id')))
    .prepare('find_tree'),
);
const ownTreeById = preparedOnce((db: Database) =>
  withSpecies(db)
    .where(
      and(
        eq(plantedTrees.id, sql.placeholder('id')),
        eq(plantedTrees.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('find_own_tree'),
);

export async function findTree(db: Database, id: string): Promise<TreeWithSpecies | undefined> {
  const [row] = await treeById(db).execute({ id });
  return row;
}

/** The player's own tree, or nothing: other players' trees are not found. */
export async function findOwnTree(
  db: Database,
  userId: string,
  id: string,
): Promise<TreeWithSpecies | undefined> {
  const [row] = await ownTreeById(db).execute({ id, userId });
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

// Run inside every watering's transaction: prepared once per connection.
const wateringUpdate = preparedOnce((db: Database) => {
  const day = sql.placeholder('day');
  return db
    .update(plantedTrees)
    .set({
      lastWateredAt: sql`${sql.placeholder('at')}`,
      waterings: sql`case when ${plantedTrees.waterDay} = ${day} then ${plantedTrees.waterings} + 1 else 1 end`,
      waterDay: sql`${day}`,
      growthPoints: sql`${plantedTrees.growthPoints} + ${sql.placeholder('growthPoints')}`,
    })
    .where(
      sql`${plantedTrees.id} = ${sql.placeholder('treeId')}
        and ${plantedTrees.userId} = ${sql.placeholder('userId')}
        and ${plantedTrees.maturedAt} is null and ${plantedTrees.dormant} = false
        and (${plantedTrees.lastWateredAt} is null
          or ${plantedTrees.lastWateredAt} <= ${sql.placeholder('cooldownStart')})
        and (${plantedTrees.waterDay} is distinct from ${day}
          or ${plantedTrees.waterings} < ${sql.placeholder('perGameDay')})`,
    )
    .returning()
    .prepare('record_watering');
});

/**
 * Records a watering if the tree still may be watered: growing, past the cooldown and under
 * the day's limit. The limits are checked again in the update's condition, so of two requests
 * at once one wins; undefined for the other.
 */
export async function recordWatering(
  db: Database,
  water: {
    treeId: string;
    userId: string;
    at: Date;
    day: string;
    growthPoints: number;
    cooldownStart: Date;
    perGameDay: number;
  },
): Promise<PlantedTreeRow | undefined> {
  const [row] = await wateringUpdate(db).execute(water);
  return row;
}

// Run inside every fertilizing's transaction: prepared once per connection, and sent the
// moment it is called (a statement sent together with others keeps its place among them).
const fertilizingUpdate = preparedOnce((db: Database) => {
  const day = sql.placeholder('day');
  return db
    .update(plantedTrees)
    .set({
      lastFertilizedAt: sql`${sql.placeholder('at')}`,
      fertilizeDay: sql`${day}`,
      growthPoints: sql`${plantedTrees.growthPoints} + ${sql.placeholder('growthPoints')}`,
    })
    .where(
      sql`${plantedTrees.id} = ${sql.placeholder('treeId')}
        and ${plantedTrees.userId} = ${sql.placeholder('userId')}
        and ${plantedTrees.maturedAt} is null and ${plantedTrees.dormant} = false
        and ${plantedTrees.fertilizeDay} is distinct from ${day}`,
    )
    .returning()
    .prepare('record_fertilizing');
});

/** Records the day's fertilizing if the tree is growing and was not fertilized that day. */
export async function recordFertilizing(
  db: Database,
  fertilize: { treeId: string; userId: string; at: Date; day: string; growthPoints: number },
): Promise<PlantedTreeRow | undefined> {
  const [row] = await fertilizingUpdate(db).execute(fertilize);
  return row;
}

/** The day's daily-XP claim; false when the player had claimed that day (the primary key). */
export async function insertDailyXpClaim(
  db: Database,
  claim: typeof dailyXpClaims.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(dailyXpClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ userId: dailyXpClaims.userId });
  return inserted.length > 0;
}

/** Records the daily XP claim on the tree; returns the tree as the update left it. */
export async function setLastXpClaimed(
  db: Database,
  treeId: string,
  at: Date,
): Promise<PlantedTreeRow | undefined> {
  const [row] = await db
    .update(plantedTrees)
    .set({ lastXpClaimedAt: at })
    .where(sql`${plantedTrees.id} = ${treeId}`)
    .returning();
  return row;
}

/**
 * The game's totals; the count of players is read here too, as part of the same summary. They
 * count every player's trees, so they are bigint in SQL and numbers here (db/int8.ts).
 */
export async function gameTotals(db: Database) {
  const byStage = await db
    .select({ stage: plantedTrees.stage, count: sql`count(*)`.mapWith(int8ToNumber) })
    .from(plantedTrees)
    .groupBy(plantedTrees.stage);
  const bySpecies = await db
    .select({
      speciesId: treeSpecies.id,
      name: treeSpecies.name,
      co2: treeSpecies.co2KgPerYear,
      count: sql`count(${plantedTrees.id})`.mapWith(int8ToNumber),
      stageSum: sql`coalesce(sum(${plantedTrees.stage}), 0)::bigint`.mapWith(int8ToNumber),
    })
    .from(treeSpecies)
    .leftJoin(plantedTrees, eq(plantedTrees.speciesId, treeSpecies.id))
    .groupBy(treeSpecies.id);
  const [players] = await db
    .select({ count: sql`count(*)`.mapWith(int8ToNumber) })
    .from(users)
    .where(eq(users.role, 'USER'));
  return { byStage, bySpecies, players: players?.count ?? 0 };
}

/** The growing trees planted before an instant: what a dormancy run has to walk. */
export async function countGrowingTreesPlantedBefore(
  db: Database,
  plantedBefore: Date,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::bigint as trees from planted_trees
    where matured_at is null and dormant = false and planted_at < ${plantedBefore}`);
  return int8ToNumber((result as unknown as { rows: { trees: string }[] }).rows[0]!.trees);
}

/**
 * Makes the next `limit` growing trees planted before an instant dormant, in the order of
 * their owners (a player has one growing tree at most), after the owner `after`. Returns how
 * many it walked, the last owner (the next batch starts after it) and how many changed.
 */
export async function markGrowingTreesDormant(
  db: Database,
  batch: { plantedBefore: Date; after: string | null; limit: number },
): Promise<{ walked: number; last: string | null; changed: number }> {
  const result = await db.execute(sql`
    with walked as (
      select id, user_id from planted_trees
      where matured_at is null and dormant = false and planted_at < ${batch.plantedBefore}
        and (${batch.after}::uuid is null or user_id > ${batch.after}::uuid)
      order by user_id
      limit ${batch.limit}
    ), changed as (
      update planted_trees t set dormant = true
      from walked w
      where t.id = w.id and t.matured_at is null and t.dormant = false
      returning t.id
    )
    select (select count(*)::int from walked) as walked,
      (select w.user_id from walked w order by w.user_id desc limit 1) as last,
      (select count(*)::int from changed) as changed`);
  return (result as unknown as { rows: { walked: number; last: string | null; changed: number }[] })
    .rows[0]!;
}
