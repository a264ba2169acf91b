import { TREE_STAGES, dailyXpForStage, formatWait, type PlantedTree } from '@punla/contract';

export const dailyXpOf = (tree: PlantedTree): number => dailyXpForStage(tree.stage);

/** "2 h 14 min", "45 min" and the like inside a sentence of the server. */
const WAIT_IN_TEXT = /\d+ h \d+ min|\d+ h|\d+ min/;

/**
 * The server's reason with its wait worked out again from `nextAt` and the current time, so
 * the sentence counts down ("You can water again in 2 h 14 min."). Without a wait in it, the
 * wait is added after the sentence.
 */
export function liveReason(
  reason: string | null,
  nextAt: string | null,
  now: number,
): string | null {
  if (nextAt === null) return reason;
  const wait = formatWait(Math.max(0, Date.parse(nextAt) - now));
  if (reason === null) return `Ready again in ${wait}.`;
  return WAIT_IN_TEXT.test(reason) ? reason.replace(WAIT_IN_TEXT, wait) : `${reason} (${wait})`;
}

export type TreeState = 'Growing' | 'Mature' | 'Dormant' | 'Wilted';

export function treeStateOf(tree: PlantedTree): TreeState {
  if (tree.dormant) return 'Dormant';
  if (tree.mature) return 'Mature';
  if (tree.wilted) return 'Wilted';
  return 'Growing';
}

/** How far the tree is through its stage, 0–100. */
export function stageProgress(tree: PlantedTree): number {
  if (tree.nextStageAt === null) return 100;
  const span = tree.nextStageAt - tree.stageStartsAt;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, ((tree.growthPoints - tree.stageStartsAt) / span) * 100));
}

/** What the growth bar shows: the growth within the stage, as a label and as the bar's values. */
export interface StageGrowth {
  /** "5 / 150 GP to Sapling", or "Fully grown · 900 GP". */
  label: string;
  /** Growth points gathered in this stage, and how many the stage takes. */
  value: number;
  max: number;
  /** value / max, 0–100. */
  percent: number;
}

/**
 * The growth within the current stage: the label and the bar show the same quantity, the
 * points gathered since the stage began out of the points it takes to reach the next stage.
 */
export function stageGrowth(tree: PlantedTree): StageGrowth {
  const nextName = TREE_STAGES[tree.stage + 1];
  if (tree.nextStageAt === null || !nextName) {
    return {
      label: `Fully grown · ${tree.growthPoints} GP`,
      value: tree.growthPoints,
      max: tree.growthPoints,
      percent: 100,
    };
  }
  const max = Math.max(0, tree.nextStageAt - tree.stageStartsAt);
  const value = Math.max(0, Math.min(max, tree.growthPoints - tree.stageStartsAt));
  return {
    label: `${value} / ${max} GP to ${nextName}`,
    value,
    max,
    percent: stageProgress(tree),
  };
}
