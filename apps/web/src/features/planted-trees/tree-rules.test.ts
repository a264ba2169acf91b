import { describe, expect, it } from 'vitest';
import { plantedTreeOf } from '#test/tree-fixtures.ts';
import { dailyXpOf, liveReason, stageGrowth, stageProgress, treeStateOf } from './tree-rules.ts';

describe('tree rules on the screen', () => {
  const now = Date.parse('2026-03-02T10:00:00.000Z');

  it('works the wait in the server sentence out again from nextAt', () => {
    const nextAt = new Date(now + (2 * 60 + 14) * 60_000).toISOString();
    expect(liveReason('You can water again in 2 h 20 min.', nextAt, now)).toBe(
      'You can water again in 2 h 14 min.',
    );
    expect(liveReason('You can water again in 3 min.', nextAt, now + 2 * 3600_000)).toBe(
      'You can water again in 14 min.',
    );
    expect(liveReason('Not now.', nextAt, now)).toBe('Not now. (2 h 14 min)');
    expect(liveReason(null, nextAt, now)).toBe('Ready again in 2 h 14 min.');
    expect(liveReason('Your tree is wilted. Water it first to revive it.', null, now)).toBe(
      'Your tree is wilted. Water it first to revive it.',
    );
  });

  it('gives 10 + 10 × stage daily XP, the state words and the stage progress', () => {
    expect(dailyXpOf(plantedTreeOf({ stage: 3 }))).toBe(40);
    expect(treeStateOf(plantedTreeOf())).toBe('Growing');
    expect(treeStateOf(plantedTreeOf({ wilted: true }))).toBe('Wilted');
    expect(treeStateOf(plantedTreeOf({ mature: true, active: false }))).toBe('Mature');
    expect(treeStateOf(plantedTreeOf({ dormant: true, active: false }))).toBe('Dormant');
    expect(stageProgress(plantedTreeOf({ growthPoints: 175 }))).toBe(50);
    expect(stageProgress(plantedTreeOf({ nextStageAt: null }))).toBe(100);
  });

  it('labels the growth bar with the same points as the bar: within the stage, to the next one', () => {
    // A Seedling (stage 2, from 100 GP) on its way to Sapling (250 GP).
    const seedling = plantedTreeOf({
      stage: 2,
      growthPoints: 105,
      stageStartsAt: 100,
      nextStageAt: 250,
    });
    expect(stageGrowth(seedling)).toEqual({
      label: '5 / 150 GP to Sapling',
      value: 5,
      max: 150,
      percent: (5 / 150) * 100,
    });
    const seed = plantedTreeOf({ stage: 0, growthPoints: 0, stageStartsAt: 0, nextStageAt: 30 });
    expect(stageGrowth(seed)).toMatchObject({ label: '0 / 30 GP to Sprout', percent: 0 });
    const mature = plantedTreeOf({
      stage: 5,
      growthPoints: 905,
      stageStartsAt: 900,
      nextStageAt: null,
      mature: true,
    });
    expect(stageGrowth(mature)).toEqual({
      label: 'Fully grown · 905 GP',
      value: 905,
      max: 905,
      percent: 100,
    });
  });
});
