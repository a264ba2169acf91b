import { desc, eq } from 'drizzle-orm';
import type { LocationInput } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';

export type LocationRow = typeof locations.$inferSelect;

/** A location's fields, with the picture's address when a new one was stored. */
export type LocationValues = LocationInput & { imageSha256?: string };

export function listLocationRows(db: Database): Promise<LocationRow[]> {
  return db.select().from(locations).orderBy(desc(locations.activityDate), desc(locations.id));
}

export async function findLocation(db: Database, id: number): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

export async function insertLocation(db: Database, values: LocationValues, at: Date) {
  const [row] = await db
    .insert(locations)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  return row;
}

export async function updateLocation(db: Database, id: number, values: LocationValues, at: Date) {
  const [row] = await db
    .update(locations)
    .set({ ...values, updatedAt: at })
    .where(eq(locations.id, id))
    .returning();
  return row;
}

/** Deletes the location; false when there was none with this id. */
export async function deleteLocationRow(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(locations)
    .where(eq(locations.id, id))
    .returning({ id: locations.id });
  return rows.length > 0;
}
