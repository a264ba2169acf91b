import { desc, eq } from 'drizzle-orm';
import type { Location, LocationInput } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { fileUrl, storeImage } from '../files/files.service.ts';

export interface LocationsContext {
  db: Database;
  clock: Clock;
}

type LocationRow = typeof locations.$inferSelect;

function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    activityDate: row.activityDate,
    treesPlanted: row.treesPlanted,
    imageUrl: row.imageSha256 ? fileUrl(row.imageSha256) : null,
  };
}

const notFound = () => new AppError('NOT_FOUND', 'There is no location with this id.');

export async function listLocations(ctx: LocationsContext): Promise<Location[]> {
  const rows = await ctx.db
    .select()
    .from(locations)
    .orderBy(desc(locations.activityDate), desc(locations.id));
  return rows.map(toLocation);
}

export async function getLocation(ctx: LocationsContext, id: number): Promise<Location> {
  const [row] = await ctx.db.select().from(locations).where(eq(locations.id, id));
  if (!row) throw notFound();
  return toLocation(row);
}

export async function saveLocation(
  ctx: LocationsContext,
  id: number | null,
  input: LocationInput,
  image: Buffer | undefined,
): Promise<Location> {
  const now = ctx.clock.now();
  const imageSha256 = image ? await storeImage(ctx.db, image, now) : undefined;
  const values = { ...input, ...(imageSha256 ? { imageSha256 } : {}), updatedAt: now };
  const [row] =
    id === null
      ? await ctx.db
          .insert(locations)
          .values({ ...values, createdAt: now })
          .returning()
      : await ctx.db.update(locations).set(values).where(eq(locations.id, id)).returning();
  if (!row) throw notFound();
  return toLocation(row);
}

export async function deleteLocation(ctx: LocationsContext, id: number): Promise<void> {
  const rows = await ctx.db
    .delete(locations)
    .where(eq(locations.id, id))
    .returning({ id: locations.id });
  if (rows.length === 0) throw notFound();
}
