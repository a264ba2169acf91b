import { describe, expect, it } from 'vitest';
import {
  dailyXpForStage,
  levelForXp,
  stageForGrowthPoints,
  stageReward,
  stageThresholds,
  xpForLevel,
} from './rules.ts';

describe('levels (docs/game-rules.md: level n needs 50·n·(n+1) XP)', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [299, 1],
    [300, 2],
    [600, 3],
    [5000, 9],
    [5500, 10],
  ])('%i XP is level %i', (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });

  it('needs 100 XP for level 1 and 300 for level 2', () => {
    expect(xpForLevel(1)).toBe(100);
    expect(xpForLevel(2)).toBe(300);
  });
});

describe('tree stages (docs/game-rules.md: 0 / 30 / 100 / 250 / 500 / 900 GP × growth factor)', () => {
  it.each([
    ['common', [0, 30, 100, 250, 500, 900]],
    ['uncommon', [0, 38, 125, 313, 625, 1125]],
    ['rare', [0, 45, 150, 375, 750, 1350]],
  ] as const)('%s trees need %j', (rarity, thresholds) => {
    expect(stageThresholds(rarity)).toEqual(thresholds);
  });

  it.each([
    [0, 'common', 0],
    [29, 'common', 0],
    [30, 'common', 1],
    [99, 'common', 1],
    [100, 'common', 2],
    [250, 'common', 3],
    [499, 'common', 3],
    [500, 'common', 4],
    [900, 'common', 5],
    [5000, 'common', 5],
    [37, 'uncommon', 0],
    [38, 'uncommon', 1],
    [1349, 'rare', 4],
    [1350, 'rare', 5],
  ] as const)('%i GP on a %s tree is stage %i', (points, rarity, stage) => {
    expect(stageForGrowthPoints(points, rarity)).toBe(stage);
  });

  it.each([
    [1, 50, 20],
    [3, 150, 60],
    [5, 250, 100],
  ])('reaching stage %i gives %i XP and %i coins', (stage, xp, coins) => {
    expect(stageReward(stage)).toEqual({ xp, coins });
  });

  it.each([
    [0, 10],
    [2, 30],
    [5, 60],
  ])('daily XP at stage %i is %i', (stage, xp) => {
    expect(dailyXpForStage(stage)).toBe(xp);
  });
});
