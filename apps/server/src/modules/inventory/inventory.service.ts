import { sql } from 'drizzle-orm';
import { FREE_DAILY_WATER, STARTER_KIT, type Resources } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { resourceInventory } from '../../db/schema/index.ts';
import { gameDay } from '../../lib/game-day.ts';
import {
  addResources,
  addSeedlings,
  ensureResourceRow,
} from '../../lib/ledgers/inventory-ledger.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { fileUrl } from '../files/files.service.ts';
import { STARTER_SPECIES_SCIENTIFIC_NAME } from '../trees/species-catalog.ts';
import { findSpeciesByScientificName, randomCommonSpecies } from '../trees/trees.repository.ts';
import { findResourceRow, listSeedlingRows } from './inventory.repository.ts';

export async function listSeedlings(db: Database, userId: string) {
  const rows = await listSeedlingRows(db, userId);
  return rows.map(({ item, species }) => ({
    id: item.id,
    quantity: item.quantity,
    species: {
      id: species.id,
      name: species.name,
      scientificName: species.scientificName,
      rarity: species.rarity,
      imageUrl: species.imageSha256 ? fileUrl(species.imageSha256) : null,
      co2KgPerYear: species.co2KgPerYear,
    },
  }));
}

export async function getResources(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<Resources> {
  const row = await findResourceRow(db, userId);
  return {
    water: row?.water ?? 0,
    fertilizer: row?.fertilizer ?? 0,
    freeWaterClaimedToday: row?.freeWaterDay === gameDay(now, timeZone),
    freeWaterAmount: FREE_DAILY_WATER,
  };
}

/**
 * Tops water up to the free daily amount, once per game day. Asking again the same day
 * changes nothing (the update's condition no longer holds).
 */
export async function claimFreeWater(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<Resources> {
  const today = gameDay(now, timeZone);
  await db.transaction(async (tx) => {
    await ensureResourceRow(tx, userId);
    await tx
      .update(resourceInventory)
      .set({
        water: sql`greatest(${resourceInventory.water}, ${FREE_DAILY_WATER})`,
        freeWaterDay: today,
      })
      .where(
        sql`${resourceInventory.userId} = ${userId} and ${resourceInventory.freeWaterDay} is distinct from ${today}`,
      );
  });
  return getResources(db, userId, now, timeZone);
}

/**
 * The starter kit of docs/game-rules.md, given once when an account is verified: a Narra seedling,
 * water, fertilizer and coins. The wallet ledger's unique entry makes it once-only.
 */
export async function grantStarterKit(tx: Database, userId: string, at: Date): Promise<void> {
  const paid = await moveCoins(tx, {
    userId,
    amount: STARTER_KIT.coins,
    reason: 'starter-kit',
    ref: 'starter-kit',
    description: 'Starter kit',
    at,
  });
  if (paid === 0) return;
  const species =
    (await findSpeciesByScientificName(tx, STARTER_SPECIES_SCIENTIFIC_NAME)) ??
    (await randomCommonSpecies(tx));
  if (species) await addSeedlings(tx, userId, species.id, STARTER_KIT.narraSeedlings);
  await addResources(tx, userId, { water: STARTER_KIT.water, fertilizer: STARTER_KIT.fertilizer });
}
