import type { Location, LocationInput } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { fileUrl, storeImage } from '../files/files.service.ts';
import {
  deleteLocationRow,
  findLocation,
  insertLocation,
  listLocationRows,
  updateLocation,
  type LocationRow,
} from './locations.repository.ts';

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

export async function listLocations(ctx: AppContext): Promise<Location[]> {
  return (await listLocationRows(ctx.db)).map(toLocation);
}

export async function getLocation(ctx: AppContext, id: number): Promise<Location> {
  const row = await findLocation(ctx.db, id);
  if (!row) throw notFound();
  return toLocation(row);
}

/** Creates (`id` null) or edits a location; a picture sent replaces the one it had. */
export async function saveLocation(
  ctx: AppContext,
  id: number | null,
  input: LocationInput,
  image: Buffer | undefined,
): Promise<Location> {
  const now = ctx.clock.now();
  const imageSha256 = image ? await storeImage(ctx, image) : undefined;
  const values = { ...input, ...(imageSha256 ? { imageSha256 } : {}) };
  const row =
    id === null
      ? await insertLocation(ctx.db, values, now)
      : await updateLocation(ctx.db, id, values, now);
  if (!row) throw notFound();
  return toLocation(row);
}

export async function deleteLocation(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteLocationRow(ctx.db, id))) throw notFound();
}
