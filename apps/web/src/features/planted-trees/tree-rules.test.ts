import { describe, expect, it } from 'vitest';
import { plantedTreeOf } from '../../test/tree-fixtures.ts';
import { dailyXpOf, liveReason, stageProgress, treeStateOf } from './tree-rules.ts';

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
});
