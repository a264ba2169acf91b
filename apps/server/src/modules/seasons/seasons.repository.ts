import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { seasons, seasonXp } from '../../db/schema/index.ts';

export type SeasonRow = typeof seasons.$inferSelect;

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
