import {
  GROWTH_FACTOR,
  SEEDLING_PRICES,
  treeSvg,
  type TreeSpecies,
  type TreeSpeciesInput,
} from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { runOnce } from '../../lib/app-settings.ts';
import type { Clock } from '../../lib/clock.ts';
import { fileUrl, storeFile, storeImage } from '../files/files.service.ts';
import { seedSpeciesCatalog } from './species-catalog.ts';
import {
  countSpeciesUse,
  deleteSpeciesRow,
  findSpeciesById,
  insertSpecies,
  listSpeciesRows,
  updateSpeciesRow,
  type SpeciesRow,
} from './trees.repository.ts';

export function toTreeSpecies(row: SpeciesRow): TreeSpecies {
  return {
    id: row.id,
    name: row.name,
    scientificName: row.scientificName,
    description: row.description,
    imageUrl: row.imageSha256 ? fileUrl(row.imageSha256) : null,
    rarity: row.rarity,
    growthFactor: GROWTH_FACTOR[row.rarity],
    native: row.native,
    co2KgPerYear: row.co2KgPerYear,
    price: row.price,
  };
}

const nameTaken = () => new AppError('NAME_TAKEN', 'A species with this name already exists.');

export async function listSpecies(db: Database): Promise<TreeSpecies[]> {
  return (await listSpeciesRows(db)).map(toTreeSpecies);
}

export async function getSpecies(db: Database, id: number): Promise<SpeciesRow> {
  const row = await findSpeciesById(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'There is no tree species with this id.');
  return row;
}

export async function createSpecies(
  db: Database,
  clock: Clock,
  input: TreeSpeciesInput,
  image: Buffer | undefined,
): Promise<TreeSpecies> {
  const now = clock.now();
  const imageSha256 = image ? await storeImage(db, image, now) : null;
  try {
    return toTreeSpecies(
      await insertSpecies(db, { ...input, imageSha256, createdAt: now, updatedAt: now }),
    );
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw nameTaken();
    throw error;
  }
}

export async function updateSpecies(
  db: Database,
  clock: Clock,
  id: number,
  input: TreeSpeciesInput,
  image: Buffer | undefined,
): Promise<TreeSpecies> {
  await getSpecies(db, id);
  const now = clock.now();
  const imageSha256 = image ? await storeImage(db, image, now) : undefined;
  try {
    const row = await updateSpeciesRow(db, id, {
      ...input,
      ...(imageSha256 ? { imageSha256 } : {}),
      updatedAt: now,
    });
    if (!row) throw new AppError('NOT_FOUND', 'There is no tree species with this id.');
    return toTreeSpecies(row);
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw nameTaken();
    throw error;
  }
}

export async function deleteSpecies(db: Database, id: number): Promise<void> {
  await getSpecies(db, id);
  await db.transaction(async (tx) => {
    const use = await countSpeciesUse(tx, id);
    if (use.seedlings > 0 || use.planted > 0) {
      throw new AppError(
        'SPECIES_IN_USE',
        `Players hold this species (${use.seedlings} seedling${use.seedlings === 1 ? '' : 's'}, ${use.planted} planted tree${use.planted === 1 ? '' : 's'}), so it cannot be deleted.`,
      );
    }
    await deleteSpeciesRow(tx, id);
  });
}

/** A fresh install gets the catalog of real Philippine species, each with its picture. */
export async function seedSpecies(db: Database, clock: Clock): Promise<void> {
  await runOnce(db, 'species-catalog', async (tx) => {
    const now = clock.now();
    for (const species of seedSpeciesCatalog) {
      const art = treeSvg({
        scientificName: species.scientificName,
        stage: 5,
        variant: 3,
        backdrop: true,
      });
      const imageSha256 = await storeFile(tx, Buffer.from(art), 'image/svg+xml', now);
      await insertSpecies(tx, {
        ...species,
        price: SEEDLING_PRICES[species.rarity],
        imageSha256,
        createdAt: now,
        updatedAt: now,
      });
    }
  });
}
