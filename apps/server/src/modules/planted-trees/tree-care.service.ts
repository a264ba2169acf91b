import { FERTILIZE, WATER, type CareResult } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, together, type AppContext } from '../../lib/context.ts';
import { gameDay } from '../../lib/game-day.ts';
import type { ResourceKind } from '../../lib/ledgers/inventory-ledger.ts';
import { awardXpWithTotal } from '../../lib/ledgers/xp-ledger.ts';
import { useResourceForCare } from '../inventory/inventory.service.ts';
import type { SpeciesRow } from '../trees/trees.service.ts';
import {
  fertilizerState,
  isGrowing,
  isWilted,
  notGrowingReason,
  waterState,
} from './care-state.ts';
import {
  findOwnTree,
  recordFertilizing,
  recordWatering,
  type PlantedTreeRow,
} from './planted-trees.repository.ts';
import { treeNotFound } from './planted-trees.service.ts';
import { toCareResult, type CareOutcome } from './planted-trees.view.ts';
import { applyGrowth } from './tree-growth.service.ts';

async function ownGrowingTree(ctx: AppContext, userId: string, treeId: string) {
  const row = await findOwnTree(ctx.db, userId, treeId);
  if (!row) throw treeNotFound();
  if (!isGrowing(row.tree)) throw new AppError('TREE_NOT_GROWING', notGrowingReason(row.tree));
  return row;
}

/** What watering and fertilizing differ in, beyond the update of the tree. */
const careKinds = {
  water: {
    xp: WATER.xp,
    reason: 'water',
    noneLeft:
      'You have no water left. Claim your free daily water or buy more in the Resource Hub.',
  },
  fertilizer: {
    xp: FERTILIZE.xp,
    reason: 'fertilize',
    noneLeft: 'You have no fertilizer left. Buy more in the Resource Hub.',
  },
} satisfies Record<ResourceKind, { xp: number; reason: string; noneLeft: string }>;

/**
 * A care action's transaction: the tree's update (`record`, which checks the limits again in
 * its condition), the resource used and the care's XP (once per `ref`) are sent together, in
 * that order (each is a prepared statement, sent the moment it is called, so the tree's row is
 * locked first, as by every care action); the first refusal in that order is the answer, and
 * rolls all three back. The growth is paid after. The answer is built from the rows these
 * updates returned, not read back afterwards.
 */
async function careInTransaction(
  ctx: AppContext,
  kind: ResourceKind,
  species: SpeciesRow,
  care: { userId: string; ref: string; at: Date },
  record: (tx: AppContext) => Promise<PlantedTreeRow | undefined>,
  refused: () => AppError,
): Promise<CareOutcome> {
  const rules = careKinds[kind];
  const { userId, ref, at } = care;
  return inTransaction(ctx, async (tx) => {
    // A refusal is its statement's failure, so it wins over anything that failed after it.
    const [updated, resources, cared] = await together(
      record(tx).then((row) => row ?? Promise.reject(refused())),
      useResourceForCare(tx, userId, kind).then(
        (left) => left ?? Promise.reject(new AppError('NOT_ENOUGH_RESOURCES', rules.noneLeft)),
      ),
      awardXpWithTotal(tx.db, { userId, ref, at, amount: rules.xp, reason: rules.reason }),
    );
    const growth = await applyGrowth(tx, updated, species, at);
    // The total after the care's XP, plus what the stages it reached paid.
    return { xp: cared.awarded, growth, resources, totalXp: cared.totalXp + growth.xp };
  });
}

/** Water: +10 GP and +5 XP, once per 4 hours and 3 times per game day; revives a wilted tree. */
export async function waterTree(
  ctx: AppContext,
  userId: string,
  treeId: string,
): Promise<CareResult> {
  const now = ctx.clock.now();
  const { tree, species } = await ownGrowingTree(ctx, userId, treeId);
  const state = waterState(tree, now, ctx.timeZone);
  if (!state.available) {
    throw new AppError(
      state.usedToday >= WATER.perGameDay ? 'DAILY_LIMIT_REACHED' : 'TOO_SOON',
      state.reason ?? '',
    );
  }
  const revived = isWilted(tree, now);
  const growthPoints = revived ? 0 : WATER.growthPoints;
  const outcome = await careInTransaction(
    ctx,
    'water',
    species,
    { userId, ref: `${treeId}:${now.toISOString()}`, at: now },
    (tx) =>
      recordWatering(tx.db, {
        treeId,
        userId,
        at: now,
        day: gameDay(now, ctx.timeZone),
        growthPoints,
        cooldownStart: new Date(now.getTime() - WATER.cooldownHours * 60 * 60 * 1000),
        perGameDay: WATER.perGameDay,
      }),
    () => new AppError('TOO_SOON', 'This tree was just watered.'),
  );
  return toCareResult(ctx, species, { growthPoints, revived }, outcome);
}

/** Fertilize: +25 GP and +10 XP, once per game day; not while wilted. */
export async function fertilizeTree(
  ctx: AppContext,
  userId: string,
  treeId: string,
): Promise<CareResult> {
  const now = ctx.clock.now();
  const today = gameDay(now, ctx.timeZone);
  const { tree, species } = await ownGrowingTree(ctx, userId, treeId);
  const state = fertilizerState(tree, now, ctx.timeZone);
  if (!state.available) {
    throw new AppError(
      state.usedToday >= FERTILIZE.perGameDay ? 'DAILY_LIMIT_REACHED' : 'TREE_WILTED',
      state.reason ?? '',
    );
  }
  const growthPoints = FERTILIZE.growthPoints;
  const outcome = await careInTransaction(
    ctx,
    'fertilizer',
    species,
    { userId, ref: `${treeId}:${today}`, at: now },
    (tx) => recordFertilizing(tx.db, { treeId, userId, at: now, day: today, growthPoints }),
    () => new AppError('DAILY_LIMIT_REACHED', 'You have fertilized this tree today.'),
  );
  return toCareResult(ctx, species, { growthPoints, revived: false }, outcome);
}
