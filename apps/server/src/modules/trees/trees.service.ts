import {
  GROWTH_FACTOR,
  SEEDLING_PRICES,
  treeSvg,
  type PlantedTree,
  type TreeSpecies,
  type TreeSpeciesInput,
} from '@punla/contract';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { runOnce } from '../../lib/app-settings.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { deleteSeedlingRowsOfSpecies } from '../../lib/ledgers/inventory-ledger.ts';
import { fileUrl, storeFile, storeImage } from '../files/files.service.ts';
import { STARTER_SPECIES_SCIENTIFIC_NAME, seedSpeciesCatalog } from './species-catalog.ts';
import {
  countSpeciesUse,
  deleteSpeciesRow,
  findSpeciesById,
  findSpeciesByScientificName,
  insertSpecies,
  listSpeciesIdsOfRarity,
  listSpeciesRows,
  randomCommonSpecies,
  updateSpeciesRow,
  type SpeciesRow,
} from './trees.repository.ts';

export type { SpeciesRow } from './trees.repository.ts';

/** The short view of a species that seedlings and planted trees carry. */
export function toSpeciesSummary(row: SpeciesRow): PlantedTree['species'] {
  return {
    id: row.id,
    name: row.name,
    scientificName: row.scientificName,
    rarity: row.rarity,
    imageUrl: row.imageSha256 ? fileUrl(row.imageSha256) : null,
    co2KgPerYear: row.co2KgPerYear,
  };
}

export function toTreeSpecies(row: SpeciesRow): TreeSpecies {
  return {
    ...toSpeciesSummary(row),
    description: row.description,
    growthFactor: GROWTH_FACTOR[row.rarity],
    native: row.native,
    price: row.price,
  };
}

const nameTaken = () => new AppError('NAME_TAKEN', 'A species with this name already exists.');
const notFound = () => new AppError('NOT_FOUND', 'There is no tree species with this id.');

export async function listSpecies(ctx: AppContext): Promise<TreeSpecies[]> {
  return (await listSpeciesRows(ctx.db)).map(toTreeSpecies);
}

/** Every species as stored, for the modules that build on the catalog (the market's seeding). */
export function listSpeciesRecords(ctx: AppContext): Promise<SpeciesRow[]> {
  return listSpeciesRows(ctx.db);
}

async function getSpeciesRow(ctx: AppContext, id: number): Promise<SpeciesRow> {
  const row = await findSpeciesById(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export async function getSpecies(ctx: AppContext, id: number): Promise<TreeSpecies> {
  return toTreeSpecies(await getSpeciesRow(ctx, id));
}

/** A common species drawn at random: the gift of referrals and mature trees. */
export function drawCommonSpecies(ctx: AppContext): Promise<SpeciesRow | undefined> {
  return randomCommonSpecies(ctx.db);
}

/** The season's gift: the common species at the season's turn in the list, oldest first. */
export async function seasonGiftSpeciesId(
  ctx: AppContext,
  seasonId: number,
): Promise<number | undefined> {
  const common = await listSpeciesIdsOfRarity(ctx.db, 'common');
  return common.length === 0 ? undefined : common[seasonId % common.length];
}

/** The starter kit's species (docs/game-rules.md), or a common one if it was deleted. */
export async function findStarterSpecies(ctx: AppContext): Promise<SpeciesRow | undefined> {
  return (
    (await findSpeciesByScientificName(ctx.db, STARTER_SPECIES_SCIENTIFIC_NAME)) ??
    (await randomCommonSpecies(ctx.db))
  );
}

export async function createSpecies(
  ctx: AppContext,
  input: TreeSpeciesInput,
  image: Buffer | undefined,
): Promise<TreeSpecies> {
  const now = ctx.clock.now();
  const imageSha256 = image ? await storeImage(ctx, image) : null;
  try {
    return toTreeSpecies(
      await insertSpecies(ctx.db, { ...input, imageSha256, createdAt: now, updatedAt: now }),
    );
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw nameTaken();
    throw error;
  }
}

export async function updateSpecies(
  ctx: AppContext,
  id: number,
  input: TreeSpeciesInput,
  image: Buffer | undefined,
): Promise<TreeSpecies> {
  await getSpeciesRow(ctx, id);
  const imageSha256 = image ? await storeImage(ctx, image) : undefined;
  try {
    const row = await updateSpeciesRow(ctx.db, id, {
      ...input,
      ...(imageSha256 ? { imageSha256 } : {}),
      updatedAt: ctx.clock.now(),
    });
    if (!row) throw notFound();
    return toTreeSpecies(row);
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw nameTaken();
    throw error;
  }
}

export async function deleteSpecies(ctx: AppContext, id: number): Promise<void> {
  await getSpeciesRow(ctx, id);
  await inTransaction(ctx, async (tx) => {
    const use = await countSpeciesUse(tx.db, id);
    if (use.seedlings > 0 || use.planted > 0) {
      throw new AppError(
        'SPECIES_IN_USE',
        `Players hold this species (${use.seedlings} seedling${use.seedlings === 1 ? '' : 's'}, ${use.planted} planted tree${use.planted === 1 ? '' : 's'}), so it cannot be deleted.`,
      );
    }
    if (use.marketplaceItems > 0) {
      throw new AppError(
        'SPECIES_IN_USE',
        `The marketplace sells this species (${use.marketplaceItems} item${use.marketplaceItems === 1 ? '' : 's'}); delete ${use.marketplaceItems === 1 ? 'that item' : 'those items'} first.`,
      );
    }
    // Empty inventory rows of the species go with it.
    await deleteSeedlingRowsOfSpecies(tx.db, id);
    await deleteSpeciesRow(tx.db, id);
  });
}

/** A fresh install gets the catalog of real Philippine species, each with its picture. */
export async function seedSpecies(ctx: AppContext): Promise<void> {
  await runOnce(ctx.db, 'species-catalog', async (db) => {
    const tx = { ...ctx, db };
    const now = ctx.clock.now();
    for (const species of seedSpeciesCatalog) {
      const art = treeSvg({
        scientificName: species.scientificName,
        stage: 5,
        variant: 3,
        backdrop: true,
      });
      const imageSha256 = await storeFile(tx, Buffer.from(art), 'image/svg+xml');
      await insertSpecies(db, {
        ...species,
        price: SEEDLING_PRICES[species.rarity],
        imageSha256,
        createdAt: now,
        updatedAt: now,
      });
    }
  });
}
