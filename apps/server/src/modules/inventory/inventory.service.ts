import { FREE_DAILY_WATER, STARTER_KIT, type Resources, type SeedlingItem } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { gameDay } from '../../lib/game-day.ts';
import {
  addResources,
  addSeedlings,
  ensureResourceRow,
  takeSeedling,
  type ResourceKind,
} from '../../lib/ledgers/inventory-ledger.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { canEarnRewards } from '../accounts/accounts.policy.ts';
import { checkIfVerified } from '../accounts/accounts.service.ts';
import { findStarterSpecies, toSpeciesSummary } from '../trees/trees.service.ts';
import {
  findResourceRow,
  findSeedlingRow,
  listSeedlingRows,
  topUpFreeWater,
  useResource,
} from './inventory.repository.ts';

export async function listSeedlings(ctx: AppContext, userId: string): Promise<SeedlingItem[]> {
  const rows = await listSeedlingRows(ctx.db, userId);
  return rows.map(({ item, species }) => ({
    id: item.id,
    quantity: item.quantity,
    species: toSpeciesSummary(species),
  }));
}

function toResources(
  ctx: AppContext,
  row: { water: number; fertilizer: number; freeWaterDay: string | null } | undefined,
): Resources {
  return {
    water: row?.water ?? 0,
    fertilizer: row?.fertilizer ?? 0,
    freeWaterClaimedToday: row?.freeWaterDay === gameDay(ctx.clock.now(), ctx.timeZone),
    freeWaterAmount: FREE_DAILY_WATER,
  };
}

export async function getResources(ctx: AppContext, userId: string): Promise<Resources> {
  return toResources(ctx, await findResourceRow(ctx.db, userId));
}

/**
 * Uses one unit of water or fertilizer for a care action and returns the resources left, or
 * undefined when the player had none. Call inside the care action's transaction.
 */
export async function useResourceForCare(
  ctx: AppContext,
  userId: string,
  kind: ResourceKind,
): Promise<Resources | undefined> {
  const row = await useResource(ctx.db, userId, kind);
  return row && toResources(ctx, row);
}

/**
 * Tops water up to the free daily amount, once per game day. Asking again the same day
 * changes nothing (the update's condition no longer holds). Verified accounts only.
 */
export async function claimFreeWater(ctx: AppContext, userId: string): Promise<Resources> {
  if (!canEarnRewards(await checkIfVerified(ctx, userId))) {
    throw new AppError('FORBIDDEN', 'Verify your e-mail address to claim free water.');
  }
  const today = gameDay(ctx.clock.now(), ctx.timeZone);
  await inTransaction(ctx, async (tx) => {
    await ensureResourceRow(tx.db, userId);
    await topUpFreeWater(tx.db, userId, today, FREE_DAILY_WATER);
  });
  return getResources(ctx, userId);
}

/**
 * Takes one seedling from the player's inventory row, to plant it. Says why when it cannot:
 * the row is not the player's, or none is left. Call inside a transaction.
 */
export async function takeSeedlingToPlant(
  ctx: AppContext,
  userId: string,
  inventoryId: string,
): Promise<{ speciesId: number }> {
  const taken = await takeSeedling(ctx.db, userId, inventoryId);
  if (taken) return taken;
  const row = await findSeedlingRow(ctx.db, userId, inventoryId);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such seedling in your inventory.');
  throw new AppError('NO_SEEDLING', 'You have no seedlings of this species left.');
}

/**
 * The starter kit of docs/game-rules.md, given once when an account is verified: a Narra seedling,
 * water, fertilizer and coins. The wallet ledger's unique entry makes it once-only. Call inside
 * a transaction.
 */
export async function grantStarterKit(ctx: AppContext, userId: string): Promise<void> {
  const paid = await moveCoins(ctx.db, {
    userId,
    amount: STARTER_KIT.coins,
    reason: 'starter-kit',
    ref: 'starter-kit',
    description: 'Starter kit',
    at: ctx.clock.now(),
  });
  if (paid === 0) return;
  const species = await findStarterSpecies(ctx);
  if (species) await addSeedlings(ctx.db, userId, species.id, STARTER_KIT.narraSeedlings);
  await addResources(ctx.db, userId, {
    water: STARTER_KIT.water,
    fertilizer: STARTER_KIT.fertilizer,
  });
}
