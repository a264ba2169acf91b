import {
  FERTILIZE,
  MATURE_STAGE,
  RARITIES,
  stageThresholds,
  WATER,
  type Rarity,
} from '@punla/contract';

/** Growth points a tree gets on a day of full care: every watering and the fertilizer. */
export const FULL_CARE_GP_PER_DAY =
  WATER.growthPoints * WATER.perGameDay + FERTILIZE.growthPoints * FERTILIZE.perGameDay;

/** Days of full care a tree of this rarity needs to become a mature tree. */
export function daysToMature(rarity: Rarity): number {
  const points = stageThresholds(rarity)[MATURE_STAGE] ?? 0;
  return Math.ceil(points / FULL_CARE_GP_PER_DAY);
}

export const RARITY_LABELS: Record<Rarity, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
};

export const rarities = RARITIES;

/** "×1.25" from 1.25; "×1" from 1. */
export function factorText(factor: number): string {
  return `×${Number(factor.toFixed(2))}`;
}
