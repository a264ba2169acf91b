import { randomInt } from 'node:crypto';
import {
  MATURE_STAGE,
  PUBLIC_CACHE_SECONDS,
  TREE_STAGES,
  dailyXpForStage,
  type DailyXpResult,
  type PlantedTree,
  type PlayerImpact,
} from '@punla/contract';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, readDbOf, type Actor, type AppContext } from '../../lib/context.ts';
import { gameDay } from '../../lib/game-day.ts';
import { awardXpWithTotal } from '../../lib/ledgers/xp-ledger.ts';
import type { CachedReadContext } from '../../lib/public-reads.ts';
import { takeSeedlingToPlant } from '../inventory/inventory.service.ts';
import { canReadAnyTree } from './planted-trees.policy.ts';
import {
  findGrowingTree,
  findOwnTree,
  findTree,
  gameTotals,
  insertDailyXpClaim,
  insertTree,
  listTrees,
  countGrowingTreesPlantedBefore,
  markGrowingTreesDormant,
  setLastXpClaimed,
} from './planted-trees.repository.ts';
import { viewTree } from './planted-trees.view.ts';

// Watering and fertilizing are in tree-care.service.ts, the growth they pay in
// tree-growth.service.ts; the answers' shapes in planted-trees.view.ts.

export const treeNotFound = () =>
  new AppError('NOT_FOUND', 'There is no planted tree with this id.');

async function readTree(ctx: AppContext, id: string): Promise<PlantedTree> {
  const row = await findTree(ctx.db, id);
  if (!row) throw treeNotFound();
  return viewTree(ctx, row);
}

/** One tree: the owner's, or any for an admin; others get 404 so ids cannot be probed. */
export async function getPlantedTree(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<PlantedTree> {
  const row = canReadAnyTree(actor)
    ? await findTree(ctx.db, id)
    : await findOwnTree(ctx.db, actor.id, id);
  if (!row) throw treeNotFound();
  return viewTree(ctx, row);
}

export async function listPlantedTrees(
  ctx: AppContext,
  userId: string,
  speciesId?: number,
): Promise<PlantedTree[]> {
  return (await listTrees(ctx.db, userId, speciesId)).map((row) => viewTree(ctx, row));
}

/** Plants one seedling from the player's inventory row; it becomes the active tree. */
export async function plantTree(
  ctx: AppContext,
  userId: string,
  inventoryId: string,
): Promise<PlantedTree> {
  const now = ctx.clock.now();
  const alreadyGrowing = () =>
    new AppError(
      'ALREADY_GROWING',
      'You already have a tree growing. Grow it to a mature tree before planting another.',
    );
  if (await findGrowingTree(ctx.db, userId)) throw alreadyGrowing();
  try {
    const id = await inTransaction(ctx, async (tx) => {
      const taken = await takeSeedlingToPlant(tx, userId, inventoryId);
      // The partial unique index allows one growing tree per player, whatever the timing.
      const tree = await insertTree(tx.db, {
        userId,
        speciesId: taken.speciesId,
        variant: randomInt(1, 1_000_000),
        plantedAt: now,
      });
      return tree.id;
    });
    return await readTree(ctx, id);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'planted_trees_one_growing_per_user')
      throw alreadyGrowing();
    throw error;
  }
}

/** Daily XP from the active tree: 10 + 10 × stage, once per game day (a primary key). */
export async function claimDailyXp(ctx: AppContext, userId: string): Promise<DailyXpResult> {
  const now = ctx.clock.now();
  const today = gameDay(now, ctx.timeZone);
  const active = await findGrowingTree(ctx.db, userId);
  if (!active) throw new AppError('NO_ACTIVE_TREE', 'Plant a tree to claim daily XP.');
  const plantedTreeId = active.tree.id;
  const xp = dailyXpForStage(active.tree.stage);
  const alreadyClaimed = () =>
    new AppError('ALREADY_CLAIMED', "You have already claimed today's XP. Come back tomorrow!");
  try {
    const { total, tree } = await inTransaction(ctx, async (tx) => {
      const claim = { userId, gameDay: today, plantedTreeId, xp, claimedAt: now };
      if (!(await insertDailyXpClaim(tx.db, claim))) throw alreadyClaimed();
      const award = { userId, amount: xp, reason: 'daily-xp', ref: today, at: now };
      const { totalXp: total } = await awardXpWithTotal(tx.db, award);
      // The tree as this update left it, so the answer needs no read afterwards.
      const claimedTree = await setLastXpClaimed(tx.db, plantedTreeId, now);
      return { total, tree: claimedTree ?? active.tree };
    });
    const treeView = viewTree(ctx, { tree, species: active.species });
    return { xp, totalXp: total, lastXpClaimed: now.toISOString(), tree: treeView };
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw alreadyClaimed();
    throw error;
  }
}

/** Makes the next batch of growing trees planted before an instant dormant (season rollover). */
export function makeGrowingTreesDormant(
  ctx: AppContext,
  batch: { plantedBefore: Date; after: string | null; limit: number },
) {
  return markGrowingTreesDormant(ctx.db, batch);
}

/** How many growing trees a dormancy run will walk. */
export function countTreesToMakeDormant(ctx: AppContext, plantedBefore: Date): Promise<number> {
  return countGrowingTreesPlantedBefore(ctx.db, plantedBefore);
}

/**
 * Totals across the game (`/api/secure/planted-tree/summary`, listed by the specification).
 * They read every tree, so they are kept in the shared cache of public answers as long as the
 * landing totals (PUBLIC_CACHE_SECONDS.totals): calls that find them expired at the same
 * moment share one count, read on the read replica when there is one.
 */
export function getGameSummary(ctx: CachedReadContext) {
  return ctx.publicCache.get('game-summary', PUBLIC_CACHE_SECONDS.totals * 1000, () =>
    countGameSummary(ctx),
  );
}

async function countGameSummary(ctx: AppContext) {
  const totals = await gameTotals(readDbOf(ctx));
  const counts = new Map(totals.byStage.map((row) => [row.stage, row.count]));
  const co2 = totals.bySpecies.reduce(
    (sum, row) => sum + (row.co2 * row.stageSum) / MATURE_STAGE,
    0,
  );
  return {
    treesPlanted: totals.byStage.reduce((sum, row) => sum + row.count, 0),
    players: totals.players,
    byStage: TREE_STAGES.map((name, stage) => ({ stage, name, count: counts.get(stage) ?? 0 })),
    bySpecies: totals.bySpecies
      .filter((row) => row.count > 0)
      .map((row) => ({ speciesId: row.speciesId, name: row.name, count: row.count }))
      .sort((a, b) => b.count - a.count),
    co2KgPerYearEstimate: Math.round(co2),
  };
}

/**
 * A player's impact. The CO2 figure is an estimate of what the trees absorb a year once mature:
 * each tree counts its species' yearly figure (the catalog's), whatever its stage now, and the
 * player's screens say "once mature (estimate)".
 */
export async function getPlayerImpact(ctx: AppContext, userId: string): Promise<PlayerImpact> {
  const rows = await listTrees(ctx.db, userId);
  return {
    treesPlanted: rows.length,
    matureTrees: rows.filter(({ tree }) => tree.maturedAt !== null).length,
    stagesReached: rows.reduce((sum, { tree }) => sum + tree.stage, 0),
    co2KgPerYearEstimate: Math.round(
      rows.reduce((sum, { species }) => sum + species.co2KgPerYear, 0),
    ),
  };
}
