import { randomInt } from 'node:crypto';
import {
  FERTILIZE,
  MATURE_BONUS,
  MATURE_STAGE,
  TREE_STAGES,
  WATER,
  dailyXpForStage,
  stageForGrowthPoints,
  stageReward,
  withArticle,
  type CareResult,
  type DailyXpResult,
  type Resources,
  type PlantedTree,
  type PlayerImpact,
} from '@punla/contract';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, together, type Actor, type AppContext } from '../../lib/context.ts';
import { gameDay } from '../../lib/game-day.ts';
import { addSeedlings, type ResourceKind } from '../../lib/ledgers/inventory-ledger.ts';
import { addNotice, noticeLinks } from '../../lib/ledgers/notices.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { awardXp, awardXpWithTotal } from '../../lib/ledgers/xp-ledger.ts';
import { takeSeedlingToPlant, useResourceForCare } from '../inventory/inventory.service.ts';
import { drawCommonSpecies, type SpeciesRow } from '../trees/trees.service.ts';
import { canReadAnyTree } from './planted-trees.policy.ts';
import {
  findGrowingTree,
  findOwnTree,
  findTree,
  gameTotals,
  insertDailyXpClaim,
  insertTree,
  listTrees,
  markGrowingTreesDormant,
  raiseStage,
  recordFertilizing,
  recordWatering,
  setLastXpClaimed,
  type PlantedTreeRow,
  type TreeWithSpecies,
} from './planted-trees.repository.ts';
import { fertilizerState, isGrowing, isWilted, toPlantedTree, waterState } from './tree-view.ts';

const notFound = () => new AppError('NOT_FOUND', 'There is no planted tree with this id.');

function view(ctx: AppContext, row: TreeWithSpecies): PlantedTree {
  return toPlantedTree(row, ctx.clock.now(), ctx.timeZone);
}

async function readTree(ctx: AppContext, id: string): Promise<PlantedTree> {
  const row = await findTree(ctx.db, id);
  if (!row) throw notFound();
  return view(ctx, row);
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
  if (!row) throw notFound();
  return view(ctx, row);
}

export async function listPlantedTrees(
  ctx: AppContext,
  userId: string,
  speciesId?: number,
): Promise<PlantedTree[]> {
  return (await listTrees(ctx.db, userId, speciesId)).map((row) => view(ctx, row));
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

interface GrowthOutcome {
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

/** "50 XP", "20 coins": the parts of a reward in words, for a notice. */
function rewardParts(xp: number, coins: number): string[] {
  const parts = [];
  if (xp > 0) parts.push(`${xp} XP`);
  if (coins > 0) parts.push(`${coins} coin${coins === 1 ? '' : 's'}`);
  return parts;
}

/** "750 XP, 100 coins and a free Narra seedling": a list in words, "and" before the last. */
function listText(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
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
  const base = { userId: tree.userId, link: noticeLinks.myTree, at };
  for (const reached of outcome.stagesReached) {
    if (reached.stage === MATURE_STAGE) continue;
    const reward = listText(rewardParts(reached.xp, reached.coins));
    const id = await addNotice(ctx.db, {
      ...base,
      kind: 'STAGE_UP',
      ref: `${tree.id}:${reached.stage}`,
      title: `Your ${species.name} is now a ${reached.name}`,
      body: `Your ${species.name} grew into a ${reached.name}.${reward ? ` You earned ${reward}.` : ''}`,
    });
    if (id !== null) outcome.noticeIds.push(id);
  }
  if (!outcome.matured) return;
  const lastStage = outcome.stagesReached.find((s) => s.stage === MATURE_STAGE);
  const rewards = rewardParts(outcome.maturityXp + (lastStage?.xp ?? 0), lastStage?.coins ?? 0);
  if (outcome.freeSeedling) rewards.push(withArticle(`free ${outcome.freeSeedling} seedling`));
  const plantIt = outcome.freeSeedling ? ': plant it to grow your next tree' : '';
  const earned = rewards.length > 0 ? ` You earned ${listText(rewards)}${plantIt}.` : '';
  const id = await addNotice(ctx.db, {
    ...base,
    kind: 'TREE_MATURE',
    ref: tree.id,
    title: `Your ${species.name} is fully grown!`,
    body: `Your ${species.name} became a mature tree.${earned}`,
  });
  if (id !== null) outcome.noticeIds.push(id);
}

/**
 * Moves the tree to the stage its growth points have reached and pays each new stage once:
 * the stage only rises by a conditional update, and the ledgers refuse a second award for
 * the same tree and stage. Call inside a transaction.
 */
async function applyGrowth(
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
  return outcome;
}

async function ownGrowingTree(ctx: AppContext, userId: string, treeId: string) {
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

interface CareOutcome {
  xp: number;
  growth: GrowthOutcome;
  resources: Resources;
  totalXp: number;
}

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

function careResult(
  ctx: AppContext,
  species: SpeciesRow,
  gained: { growthPoints: number; revived: boolean },
  outcome: CareOutcome,
): CareResult {
  const { growth } = outcome;
  return {
    tree: view(ctx, { tree: growth.tree, species }),
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
  return careResult(ctx, species, { growthPoints, revived }, outcome);
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
  return careResult(ctx, species, { growthPoints, revived: false }, outcome);
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
    const treeView = view(ctx, { tree, species: active.species });
    return { xp, totalXp: total, lastXpClaimed: now.toISOString(), tree: treeView };
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw alreadyClaimed();
    throw error;
  }
}

/** Totals across the game, for the landing page and the dashboard. */
/** Makes every growing tree planted before an instant dormant (season rollover). */
export function makeGrowingTreesDormant(ctx: AppContext, plantedBefore: Date): Promise<number> {
  return markGrowingTreesDormant(ctx.db, plantedBefore);
}

export async function getGameSummary(ctx: AppContext) {
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
