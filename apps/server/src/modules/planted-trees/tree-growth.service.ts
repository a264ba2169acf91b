import {
  MATURE_BONUS,
  MATURE_STAGE,
  REFERRAL_QUALIFIES_WHEN,
  TREE_STAGES,
  stageForGrowthPoints,
  stageReward,
  type CareResult,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { addSeedlings } from '../../lib/ledgers/inventory-ledger.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { awardXp } from '../../lib/ledgers/xp-ledger.ts';
import { rewardReferrerForPlay } from '../referrals/referral-rewards.service.ts';
import { drawCommonSpecies, type SpeciesRow } from '../trees/trees.service.ts';
import { maturityNotice, stageUpNotice } from './planted-trees.notices.ts';
import { raiseStage, type PlantedTreeRow } from './planted-trees.repository.ts';

export interface GrowthOutcome {
  /** The tree as the last update left it (its stage raised, when it rose). */
  tree: PlantedTreeRow;
  xp: number;
  coins: number;
  stagesReached: CareResult['stagesReached'];
  matured: boolean;
  /** The maturity bonus XP paid (0 unless the tree matured now). */
  maturityXp: number;
  freeSeedling: string | null;
  /** The inbox notices written for the stages reached and the maturity. */
  noticeIds: number[];
}

/** Pays one new stage of the tree, once: the ledgers refuse a second award for the same ref. */
async function payStage(
  ctx: AppContext,
  tree: PlantedTreeRow,
  species: SpeciesRow,
  stage: number,
  at: Date,
): Promise<CareResult['stagesReached'][number]> {
  const reward = stageReward(stage);
  const ref = `${tree.id}:${stage}`;
  const award = { userId: tree.userId, reason: 'stage', ref, at };
  const xp = await awardXp(ctx.db, { ...award, amount: reward.xp });
  const coins = await moveCoins(ctx.db, {
    ...award,
    amount: reward.coins,
    description: `${species.name} became a ${TREE_STAGES[stage] ?? 'new stage'}`,
  });
  return { stage, name: TREE_STAGES[stage] ?? '', xp, coins };
}

/** The maturity bonus: XP and a free common seedling. */
async function payMaturity(
  ctx: AppContext,
  tree: PlantedTreeRow,
  outcome: GrowthOutcome,
  at: Date,
): Promise<void> {
  outcome.matured = true;
  outcome.maturityXp = await awardXp(ctx.db, {
    userId: tree.userId,
    amount: MATURE_BONUS.xp,
    reason: 'mature',
    ref: tree.id,
    at,
  });
  outcome.xp += outcome.maturityXp;
  const gift = await drawCommonSpecies(ctx);
  if (gift) {
    await addSeedlings(ctx.db, tree.userId, gift.id, MATURE_BONUS.freeCommonSeedlings);
    outcome.freeSeedling = gift.name;
  }
}

/**
 * The inbox notices of the growth just paid: one per stage reached, and at maturity one for
 * the fully grown tree (in place of the Mature stage's), so a player who was not looking
 * still learns of it. Written in the transaction that raised the stage.
 */
async function noticeGrowth(
  ctx: AppContext,
  tree: PlantedTreeRow,
  species: SpeciesRow,
  outcome: GrowthOutcome,
  at: Date,
): Promise<void> {
  const grown = { id: tree.id, userId: tree.userId, speciesName: species.name };
  const drafts = outcome.stagesReached
    .filter((reached) => reached.stage !== MATURE_STAGE)
    .map((reached) => stageUpNotice(grown, reached, at));
  if (outcome.matured) {
    const lastStage = outcome.stagesReached.find((s) => s.stage === MATURE_STAGE);
    drafts.push(maturityNotice(grown, { ...outcome, lastStage }, at));
  }
  for (const draft of drafts) {
    const id = await addNotice(ctx.db, draft);
    if (id !== null) outcome.noticeIds.push(id);
  }
}

/**
 * Moves the tree to the stage its growth points have reached and pays each new stage once:
 * the stage only rises by a conditional update, and the ledgers refuse a second award for
 * the same tree and stage. A tree that reaches Sapling may be the player's first real play,
 * which pays the friend who brought them (docs/game-rules.md, Referrals), in this
 * transaction. Call inside a transaction.
 */
export async function applyGrowth(
  ctx: AppContext,
  tree: PlantedTreeRow,
  species: SpeciesRow,
  now: Date,
): Promise<GrowthOutcome> {
  const outcome: GrowthOutcome = {
    tree,
    xp: 0,
    coins: 0,
    stagesReached: [],
    matured: false,
    maturityXp: 0,
    freeSeedling: null,
    noticeIds: [],
  };
  const target = stageForGrowthPoints(tree.growthPoints, species.rarity);
  if (target <= tree.stage) return outcome;
  const maturedAt = target === MATURE_STAGE ? now : null;
  const raised = await raiseStage(ctx.db, tree.id, target, maturedAt);
  if (!raised) return outcome;
  outcome.tree = raised;
  for (let stage = tree.stage + 1; stage <= target; stage += 1) {
    const reached = await payStage(ctx, tree, species, stage, now);
    outcome.xp += reached.xp;
    outcome.coins += reached.coins;
    outcome.stagesReached.push(reached);
  }
  if (target === MATURE_STAGE) await payMaturity(ctx, tree, outcome, now);
  await noticeGrowth(ctx, tree, species, outcome, now);
  const { treeStage } = REFERRAL_QUALIFIES_WHEN;
  if (tree.stage < treeStage && target >= treeStage) {
    await rewardReferrerForPlay(ctx, tree.userId, 'tree');
  }
  return outcome;
}
