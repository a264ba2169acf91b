import {
  MATURE_STAGE,
  TREE_STAGES,
  dailyXpForStage,
  stageThresholds,
  type CareResult,
  type PlantedTree,
  type Resources,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { gameDay } from '../../lib/game-day.ts';
import { toSpeciesSummary, type SpeciesRow } from '../trees/trees.service.ts';
import { fertilizerState, isGrowing, isWilted, waterState } from './care-state.ts';
import type { TreeWithSpecies } from './planted-trees.repository.ts';
import type { GrowthOutcome } from './tree-growth.service.ts';

export function toPlantedTree(
  { tree, species }: TreeWithSpecies,
  now: Date,
  timeZone: string,
): PlantedTree {
  const thresholds = stageThresholds(species.rarity);
  return {
    id: tree.id,
    userId: tree.userId,
    species: toSpeciesSummary(species),
    stage: tree.stage,
    stageName: TREE_STAGES[tree.stage] ?? 'Seed',
    growthPoints: tree.growthPoints,
    stageStartsAt: thresholds[tree.stage] ?? 0,
    nextStageAt: tree.stage >= MATURE_STAGE ? null : (thresholds[tree.stage + 1] ?? null),
    variant: tree.variant,
    plantedAt: tree.plantedAt.toISOString(),
    lastWateredAt: tree.lastWateredAt?.toISOString() ?? null,
    lastFertilizedAt: tree.lastFertilizedAt?.toISOString() ?? null,
    lastXpClaimed: tree.lastXpClaimedAt?.toISOString() ?? null,
    maturedAt: tree.maturedAt?.toISOString() ?? null,
    mature: tree.maturedAt !== null,
    dormant: tree.dormant,
    wilted: isWilted(tree, now),
    active: isGrowing(tree),
    water: waterState(tree, now, timeZone),
    fertilizer: fertilizerState(tree, now, timeZone),
    dailyXp: {
      xp: dailyXpForStage(tree.stage),
      // Claims are once per player and game day; the tree records the last one it gave.
      claimedToday:
        tree.lastXpClaimedAt !== null &&
        gameDay(tree.lastXpClaimedAt, timeZone) === gameDay(now, timeZone),
    },
  };
}

/** The tree as the player sees it at the context's time. */
export function viewTree(ctx: AppContext, row: TreeWithSpecies): PlantedTree {
  return toPlantedTree(row, ctx.clock.now(), ctx.timeZone);
}

/** What a care action's transaction returns; its answer is built from it, with no read after. */
export interface CareOutcome {
  /** The care's own XP. */
  xp: number;
  growth: GrowthOutcome;
  resources: Resources;
  /** The player's XP after the care and the stages it reached. */
  totalXp: number;
}

/** The answer to a watering or a fertilizing: the tree as the care left it, and all it paid. */
export function toCareResult(
  ctx: AppContext,
  species: SpeciesRow,
  gained: { growthPoints: number; revived: boolean },
  outcome: CareOutcome,
): CareResult {
  const { growth } = outcome;
  return {
    tree: viewTree(ctx, { tree: growth.tree, species }),
    growthPointsGained: gained.growthPoints,
    xpGained: outcome.xp + growth.xp,
    coinsGained: growth.coins,
    careXp: outcome.xp,
    maturityXp: growth.maturityXp,
    stagesReached: growth.stagesReached,
    noticeIds: growth.noticeIds,
    matured: growth.matured,
    freeSeedling: growth.freeSeedling,
    revived: gained.revived,
    resources: outcome.resources,
    totalXp: outcome.totalXp,
  };
}
