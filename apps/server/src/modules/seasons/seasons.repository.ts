import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { seasons, seasonXp } from '../../db/schema/index.ts';

export type SeasonRow = typeof seasons.$inferSelect;

export interface SeasonValues {
  name: string;
  startAt: Date;
  endAt: Date;
}

export function listSeasonRows(db: Database) {
  return db.select().from(seasons).orderBy(asc(seasons.startAt));
}

export async function findSeason(db: Database, id: number) {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
  return row;
}

/** The season whose range holds `at`. */
export async function findSeasonAt(db: Database, at: Date): Promise<SeasonRow | undefined> {
  const [row] = await db
    .select()
    .from(seasons)
    .where(sql`${seasons.startAt} <= ${at} and ${seasons.endAt} > ${at}`)
    .limit(1);
  return row;
}

/** The latest season that ended before `at`. */
export async function findPreviousSeason(db: Database, at: Date): Promise<SeasonRow | undefined> {
  const [row] = await db
    .select()
    .from(seasons)
    .where(sql`${seasons.endAt} <= ${at}`)
    .orderBy(desc(seasons.endAt))
    .limit(1);
  return row;
}

/** Another season sharing an instant with [start, end), if any. */
export async function findOverlapping(
  db: Database,
  start: Date,
  end: Date,
  exceptId: number | null,
) {
  const [row] = await db
    .select()
    .from(seasons)
    .where(
      sql`${seasons.startAt} < ${end} and ${seasons.endAt} > ${start} ${exceptId === null ? sql`` : sql`and ${seasons.id} <> ${exceptId}`}`,
    )
    .limit(1);
  return row;
}

export async function seasonsWithXp(db: Database): Promise<Set<number>> {
  const rows = await db.selectDistinct({ seasonId: seasonXp.seasonId }).from(seasonXp);
  return new Set(rows.map((row) => row.seasonId));
}

export async function insertSeason(
  db: Database,
  values: SeasonValues,
  at: Date,
): Promise<SeasonRow | undefined> {
  const [row] = await db
    .insert(seasons)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  return row;
}

export async function updateSeason(
  db: Database,
  id: number,
  values: SeasonValues,
  at: Date,
): Promise<SeasonRow | undefined> {
  const [row] = await db
    .update(seasons)
    .set({ ...values, updatedAt: at })
    .where(sql`${seasons.id} = ${id}`)
    .returning();
  return row;
}

export async function deleteSeasonRow(db: Database, id: number): Promise<void> {
  await db.delete(seasons).where(sql`${seasons.id} = ${id}`);
}

/**
 * Writes planted_trees (the planted-trees domain): the rollover changes every player's trees
 * in one statement, which no planted-trees service function offers. Returns the trees changed.
 */
export async function makeGrowingTreesDormant(db: Database, plantedBefore: Date): Promise<number> {
  const result = await db.execute(sql`
    update planted_trees set dormant = true
    where matured_at is null and dormant = false and planted_at < ${plantedBefore}`);
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

/**
 * Records the season's gift for every verified player who has none yet and adds the seedling
 * to their inventory (the inventory domain's table), in one statement for all players.
 * Returns the players who received one.
 */
export async function giftSeedlingToEveryPlayer(
  db: Database,
  seasonId: number,
  at: Date,
): Promise<number> {
  const result = await db.execute(sql`
      with gifted as (
        insert into season_gifts (season_id, user_id, created_at)
        select ${seasonId}, u.id, ${at} from users u where u.verified and u.role = 'USER'
        on conflict do nothing
        returning user_id
      ), species as (
        select id from tree_species where rarity = 'common'
        order by id offset (${seasonId} % greatest((select count(*) from tree_species where rarity = 'common'), 1)) limit 1
      )
      insert into seedling_inventory (user_id, species_id, quantity)
      select g.user_id, s.id, 1 from gifted g cross join species s
      on conflict (user_id, species_id) do update set quantity = seedling_inventory.quantity + 1
      returning user_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
