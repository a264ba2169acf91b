import {
  countOf,
  FREE_DAILY_WATER,
  STARTER_KIT,
  STREAK_SAVER,
  STREAK_SAVER_HELD_TEXT,
  type Resources,
  type SeedlingItem,
} from '@punla/contract';
import { databaseError } from '../../db/errors.ts';
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
import { addNotice, noticeLinks } from '../../lib/ledgers/notices.ts';
import { canEarnRewards } from '../accounts/accounts.policy.ts';
import { checkIfVerified } from '../accounts/accounts.service.ts';
import { findStarterSpecies, toSpeciesSummary } from '../trees/trees.service.ts';
import {
  addStreakSavers,
  changeResource,
  changeSeedlings,
  findResourceRow,
  seedlingsHeld,
  findSeedlingRow,
  listSeedlingRows,
  topUpFreeWater,
  useResource,
  type HeldResource,
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
  row:
    | { water: number; fertilizer: number; freeWaterDay: string | null; streakSavers: number }
    | undefined,
): Resources {
  return {
    water: row?.water ?? 0,
    fertilizer: row?.fertilizer ?? 0,
    freeWaterClaimedToday: row?.freeWaterDay === gameDay(ctx.clock.now(), ctx.timeZone),
    freeWaterAmount: FREE_DAILY_WATER,
    streakSavers: row?.streakSavers ?? 0,
  };
}

export const ENOUGH_WATER_TEXT = `You already have ${FREE_DAILY_WATER} or more water. Free water tops you up when you have fewer than ${FREE_DAILY_WATER}.`;

const saverHeld = () => new AppError('ALREADY_HELD', STREAK_SAVER_HELD_TEXT);

/**
 * Refuses, before any write, a purchase of streak savers that would hold more than
 * STREAK_SAVER.maxHeld. The database's CHECK decides when purchases race (giveStreakSavers).
 */
export async function checkStreakSaverRoom(
  ctx: AppContext,
  userId: string,
  count: number,
): Promise<void> {
  const held = (await findResourceRow(ctx.db, userId))?.streakSavers ?? 0;
  if (held >= STREAK_SAVER.maxHeld) throw saverHeld();
  if (held + count > STREAK_SAVER.maxHeld) {
    throw new AppError(
      'ALREADY_HELD',
      `You can hold at most ${STREAK_SAVER.maxHeld} streak saver${STREAK_SAVER.maxHeld === 1 ? '' : 's'}.`,
    );
  }
}

/** Puts streak savers into the inventory, inside the purchase's transaction; 409 past the limit. */
export async function giveStreakSavers(
  ctx: AppContext,
  userId: string,
  count: number,
): Promise<void> {
  try {
    await addStreakSavers(ctx.db, userId, count);
  } catch (error) {
    const info = databaseError(error);
    if (info?.code === '23514' && info.constraint === 'resource_inventory_streak_savers_check')
      throw saverHeld();
    throw error;
  }
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
 * Tops water up to the free daily amount, once per game day, and only while the player holds
 * less: with that much or more it is refused (409) and the day's claim is kept. Asking again
 * the same day after a top-up changes nothing. Verified accounts only.
 */
export async function claimFreeWater(ctx: AppContext, userId: string): Promise<Resources> {
  if (!canEarnRewards(await checkIfVerified(ctx, userId))) {
    throw new AppError('FORBIDDEN', 'Verify your e-mail address to claim free water.');
  }
  const today = gameDay(ctx.clock.now(), ctx.timeZone);
  const toppedUp = await inTransaction(ctx, async (tx) => {
    await ensureResourceRow(tx.db, userId);
    return topUpFreeWater(tx.db, userId, today, FREE_DAILY_WATER);
  });
  const after = await getResources(ctx, userId);
  if (!toppedUp && !after.freeWaterClaimedToday && after.water >= FREE_DAILY_WATER) {
    throw new AppError('ENOUGH_WATER', ENOUGH_WATER_TEXT);
  }
  return after;
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
  const seedling = species
    ? `${countOf(STARTER_KIT.narraSeedlings, `${species.name} seedling`)}, `
    : '';
  await addNotice(ctx.db, {
    userId,
    kind: 'STARTER_KIT',
    ref: 'starter-kit',
    title: 'Your starter kit is here',
    body:
      `${seedling}${STARTER_KIT.water} water and ${STARTER_KIT.fertilizer} fertilizer are in ` +
      `your inventory, and ${countOf(STARTER_KIT.coins, 'coin')} in your wallet.` +
      (species ? ' Plant your seedling on My Tree.' : ''),
    link: noticeLinks.myTree,
    at: ctx.clock.now(),
  });
}

/** What an admin's adjustment changes: a resource, or the seedlings of a species. */
export type HeldThing = { resource: HeldResource } | { speciesId: number };

/** How many of it the player holds now. */
export async function heldOf(ctx: AppContext, userId: string, thing: HeldThing): Promise<number> {
  if ('speciesId' in thing) return seedlingsHeld(ctx.db, userId, thing.speciesId);
  return (await findResourceRow(ctx.db, userId))?.[thing.resource] ?? 0;
}

/**
 * Gives (delta > 0) or takes (delta < 0) units of a resource or of a species' seedlings, for an
 * admin's adjustment (the admins' Players area), inside its transaction; returns the amount
 * held after. Refused (409) when it would leave fewer than 0, or more streak savers than a
 * player may hold: the refusal then rolls the whole adjustment back.
 */
export async function adjustHeld(
  ctx: AppContext,
  userId: string,
  thing: HeldThing,
  delta: number,
): Promise<number> {
  let after: number | undefined;
  try {
    after =
      'speciesId' in thing
        ? await changeSeedlings(ctx.db, userId, thing.speciesId, delta)
        : await changeResource(ctx.db, userId, thing.resource, delta);
  } catch (error) {
    const info = databaseError(error);
    if (info?.code === '23514' && info.constraint === 'resource_inventory_streak_savers_check') {
      throw new AppError(
        'ALREADY_HELD',
        `A player holds at most ${countOf(STREAK_SAVER.maxHeld, 'streak saver')}.`,
      );
    }
    throw error;
  }
  if (after !== undefined) return after;
  throw new AppError(
    'BELOW_ZERO',
    `The player holds ${await heldOf(ctx, userId, thing)}: taking ${-delta} would leave fewer than 0.`,
  );
}
