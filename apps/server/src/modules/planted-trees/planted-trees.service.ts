import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  FERTILIZE,
  MATURE_BONUS,
  MATURE_STAGE,
  TREE_STAGES,
  WATER,
  dailyXpForStage,
  stageForGrowthPoints,
  stageReward,
  type CareResult,
  type PlantedTree,
} from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { dailyXpClaims, plantedTrees, users } from '../../db/schema/index.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { gameDay } from '../../lib/game-day.ts';
import { addSeedlings, takeResource, takeSeedling } from '../../lib/ledgers/inventory-ledger.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { awardXp } from '../../lib/ledgers/xp-ledger.ts';
import { findSeedlingRow } from '../inventory/inventory.repository.ts';
import { getResources } from '../inventory/inventory.service.ts';
import { randomCommonSpecies } from '../trees/trees.repository.ts';
import {
  findGrowingTree,
  findOwnTree,
  findTree,
  gameTotals,
  insertTree,
  listTrees,
  raiseStage,
  type PlantedTreeRow,
  type SpeciesRow,
  type TreeWithSpecies,
} from './planted-trees.repository.ts';
import { fertilizerState, isGrowing, isWilted, toPlantedTree, waterState } from './tree-view.ts';

export interface PlantedTreesContext {
  db: Database;
  clock: Clock;
  timeZone: string;
}

const notFound = () => new AppError('NOT_FOUND', 'There is no planted tree with this id.');

function view(ctx: PlantedTreesContext, row: TreeWithSpecies): PlantedTree {
  return toPlantedTree(row, ctx.clock.now(), ctx.timeZone);
}

/** One tree: the owner's, or any for an admin; others get 404 so ids cannot be probed. */
export async function getPlantedTree(
  ctx: PlantedTreesContext,
  caller: { id: string; role: string },
  id: string,
): Promise<PlantedTree> {
  const row =
    caller.role === 'ADMIN' ? await findTree(ctx.db, id) : await findOwnTree(ctx.db, caller.id, id);
  if (!row) throw notFound();
  return view(ctx, row);
}

export async function listPlantedTrees(
  ctx: PlantedTreesContext,
  userId: string,
  speciesId?: number,
): Promise<PlantedTree[]> {
  return (await listTrees(ctx.db, userId, speciesId)).map((row) => view(ctx, row));
}

/** Plants one seedling from the player's inventory row; it becomes the active tree. */
export async function plantTree(
  ctx: PlantedTreesContext,
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
    const id = await ctx.db.transaction(async (tx) => {
      const taken = await takeSeedling(tx, userId, inventoryId);
      if (!taken) {
        const row = await findSeedlingRow(tx, userId, inventoryId);
        if (!row) throw new AppError('NOT_FOUND', 'There is no such seedling in your inventory.');
        throw new AppError('NO_SEEDLING', 'You have no seedlings of this species left.');
      }
      // The partial unique index allows one growing tree per player, whatever the timing.
      const tree = await insertTree(tx, {
        userId,
        speciesId: taken.speciesId,
        variant: randomInt(1, 1_000_000),
        plantedAt: now,
      });
      return tree.id;
    });
    const row = await findTree(ctx.db, id);
    if (!row) throw notFound();
    return view(ctx, row);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'planted_trees_one_growing_per_user')
      throw alreadyGrowing();
    throw error;
  }
}

interface GrowthOutcome {
  xp: number;
  coins: number;
  stagesReached: CareResult['stagesReached'];
  matured: boolean;
  freeSeedling: string | null;
}

/**
 * Moves the tree to the stage its growth points have reached and pays each new stage once:
 * the stage only rises by a conditional update, and the ledgers refuse a second award for
 * the same tree and stage.
 */
async function applyGrowth(
  tx: Database,
  tree: PlantedTreeRow,
  species: SpeciesRow,
  now: Date,
): Promise<GrowthOutcome> {
  const outcome: GrowthOutcome = {
    xp: 0,
    coins: 0,
    stagesReached: [],
    matured: false,
    freeSeedling: null,
  };
  const target = stageForGrowthPoints(tree.growthPoints, species.rarity);
  if (target <= tree.stage) return outcome;
  const raised = await raiseStage(tx, tree.id, target, target === MATURE_STAGE ? now : null);
  if (!raised) return outcome;
  for (let stage = tree.stage + 1; stage <= target; stage += 1) {
    const reward = stageReward(stage);
    const ref = `${tree.id}:${stage}`;
    const xp = await awardXp(tx, {
      userId: tree.userId,
      amount: reward.xp,
      reason: 'stage',
      ref,
      at: now,
    });
    const coins = await moveCoins(tx, {
      userId: tree.userId,
      amount: reward.coins,
      reason: 'stage',
      ref,
      description: `${species.name} became a ${TREE_STAGES[stage] ?? 'new stage'}`,
      at: now,
    });
    outcome.xp += xp;
    outcome.coins += coins;
    outcome.stagesReached.push({ stage, name: TREE_STAGES[stage] ?? '', xp, coins });
  }
  if (target === MATURE_STAGE) {
    outcome.matured = true;
    outcome.xp += await awardXp(tx, {
      userId: tree.userId,
      amount: MATURE_BONUS.xp,
      reason: 'mature',
      ref: tree.id,
      at: now,
    });
    const gift = await randomCommonSpecies(tx);
    if (gift) {
      await addSeedlings(tx, tree.userId, gift.id, MATURE_BONUS.freeCommonSeedlings);
      outcome.freeSeedling = gift.name;
    }
  }
  return outcome;
}

async function careResult(
  ctx: PlantedTreesContext,
  userId: string,
  treeId: string,
  gained: { growthPoints: number; xp: number; revived: boolean },
  growth: GrowthOutcome,
): Promise<CareResult> {
  const row = await findTree(ctx.db, treeId);
  if (!row) throw notFound();
  const [user] = await ctx.db
    .select({ totalXp: users.totalXp })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return {
    tree: view(ctx, row),
    growthPointsGained: gained.growthPoints,
    xpGained: gained.xp + growth.xp,
    coinsGained: growth.coins,
    stagesReached: growth.stagesReached,
    matured: growth.matured,
    freeSeedling: growth.freeSeedling,
    revived: gained.revived,
    resources: await getResources(ctx.db, userId, ctx.clock.now(), ctx.timeZone),
    totalXp: user?.totalXp ?? 0,
  };
}

async function ownGrowingTree(ctx: PlantedTreesContext, userId: string, treeId: string) {
  const row = await findOwnTree(ctx.db, userId, treeId);
  if (!row) throw notFound();
  if (!isGrowing(row.tree)) {
    throw new AppError(
      'TREE_NOT_GROWING',
      row.tree.dormant
        ? 'This tree is dormant: it belongs to an earlier season.'
        : 'This tree is fully grown. Plant a new seedling to keep growing.',
    );
  }
  return row;
}

/** Water: +10 GP and +5 XP, once per 4 hours and 3 times per game day; revives a wilted tree. */
export async function waterTree(
  ctx: PlantedTreesContext,
  userId: string,
  treeId: string,
): Promise<CareResult> {
  const now = ctx.clock.now();
  const today = gameDay(now, ctx.timeZone);
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
  const cooldownStart = new Date(now.getTime() - WATER.cooldownHours * 60 * 60 * 1000);
  const { xp, growth } = await ctx.db.transaction(async (tx) => {
    // The limits again, in the update's condition: of two requests at once, one wins.
    const [updated] = await tx
      .update(plantedTrees)
      .set({
        lastWateredAt: now,
        waterings: sql`case when ${plantedTrees.waterDay} = ${today} then ${plantedTrees.waterings} + 1 else 1 end`,
        waterDay: today,
        growthPoints: sql`${plantedTrees.growthPoints} + ${growthPoints}`,
      })
      .where(
        sql`${plantedTrees.id} = ${treeId} and ${plantedTrees.userId} = ${userId}
          and ${plantedTrees.maturedAt} is null and ${plantedTrees.dormant} = false
          and (${plantedTrees.lastWateredAt} is null or ${plantedTrees.lastWateredAt} <= ${cooldownStart})
          and (${plantedTrees.waterDay} is distinct from ${today} or ${plantedTrees.waterings} < ${WATER.perGameDay})`,
      )
      .returning();
    if (!updated) throw new AppError('TOO_SOON', 'This tree was just watered.');
    if (!(await takeResource(tx, userId, 'water'))) {
      throw new AppError(
        'NOT_ENOUGH_RESOURCES',
        'You have no water left. Claim your free daily water or buy more in the Resource Hub.',
      );
    }
    const xp = await awardXp(tx, {
      userId,
      amount: WATER.xp,
      reason: 'water',
      ref: `${treeId}:${now.toISOString()}`,
      at: now,
    });
    return { xp, growth: await applyGrowth(tx, updated, species, now) };
  });
  return careResult(ctx, userId, treeId, { growthPoints, xp, revived }, growth);
}

/** Fertilize: +25 GP and +10 XP, once per game day; not while wilted. */
export async function fertilizeTree(
  ctx: PlantedTreesContext,
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
  const { xp, growth } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(plantedTrees)
      .set({
        lastFertilizedAt: now,
        fertilizeDay: today,
        growthPoints: sql`${plantedTrees.growthPoints} + ${FERTILIZE.growthPoints}`,
      })
      .where(
        sql`${plantedTrees.id} = ${treeId} and ${plantedTrees.userId} = ${userId}
          and ${plantedTrees.maturedAt} is null and ${plantedTrees.dormant} = false
          and ${plantedTrees.fertilizeDay} is distinct from ${today}`,
      )
      .returning();
    if (!updated) throw new AppError('DAILY_LIMIT_REACHED', 'You have fertilized this tree today.');
    if (!(await takeResource(tx, userId, 'fertilizer'))) {
      throw new AppError(
        'NOT_ENOUGH_RESOURCES',
        'You have no fertilizer left. Buy more in the Resource Hub.',
      );
    }
    const xp = await awardXp(tx, {
      userId,
      amount: FERTILIZE.xp,
      reason: 'fertilize',
      ref: `${treeId}:${today}`,
      at: now,
    });
    return { xp, growth: await applyGrowth(tx, updated, species, now) };
  });
  return careResult(
    ctx,
    userId,
    treeId,
    { growthPoints: FERTILIZE.growthPoints, xp, revived: false },
    growth,
  );
}

/** Daily XP from the active tree: 10 + 10 × stage, once per game day (a primary key). */
export async function claimDailyXp(ctx: PlantedTreesContext, userId: string) {
  const now = ctx.clock.now();
  const today = gameDay(now, ctx.timeZone);
  const active = await findGrowingTree(ctx.db, userId);
  if (!active) throw new AppError('NO_ACTIVE_TREE', 'Plant a tree to claim daily XP.');
  const xp = dailyXpForStage(active.tree.stage);
  const alreadyClaimed = () =>
    new AppError('ALREADY_CLAIMED', "You have already claimed today's XP. Come back tomorrow!");
  try {
    const totalXp = await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(dailyXpClaims)
        .values({ userId, gameDay: today, plantedTreeId: active.tree.id, xp, claimedAt: now })
        .onConflictDoNothing()
        .returning({ userId: dailyXpClaims.userId });
      if (inserted.length === 0) throw alreadyClaimed();
      await awardXp(tx, { userId, amount: xp, reason: 'daily-xp', ref: today, at: now });
      await tx
        .update(plantedTrees)
        .set({ lastXpClaimedAt: now })
        .where(sql`${plantedTrees.id} = ${active.tree.id}`);
      const [user] = await tx
        .select({ totalXp: users.totalXp })
        .from(users)
        .where(sql`${users.id} = ${userId}`);
      return user?.totalXp ?? 0;
    });
    const row = await findTree(ctx.db, active.tree.id);
    if (!row) throw notFound();
    return { xp, totalXp, lastXpClaimed: now.toISOString(), tree: view(ctx, row) };
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw alreadyClaimed();
    throw error;
  }
}

/** Totals across the game, for the landing page and the dashboard. */
export async function getGameSummary(ctx: PlantedTreesContext) {
  const totals = await gameTotals(ctx.db);
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
 * A player's impact. The CO2 figure is an estimate: a mature tree counts its species'
 * yearly figure, a growing one the share of its stage.
 */
export async function getPlayerImpact(ctx: PlantedTreesContext, userId: string) {
  const rows = await listTrees(ctx.db, userId);
  return {
    treesPlanted: rows.length,
    matureTrees: rows.filter(({ tree }) => tree.maturedAt !== null).length,
    stagesReached: rows.reduce((sum, { tree }) => sum + tree.stage, 0),
    co2KgPerYearEstimate: Math.round(
      rows.reduce(
        (sum, { tree, species }) => sum + (species.co2KgPerYear * tree.stage) / MATURE_STAGE,
        0,
      ),
    ),
  };
}
