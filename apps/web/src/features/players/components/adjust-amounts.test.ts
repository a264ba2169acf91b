import { describe, expect, it } from 'vitest';
import { adjustmentSummary } from './adjust-amounts.ts';

const file = {
  profile: { username: 'sprout', coins: 120, totalXp: 340 },
  inventory: { seedlings: [], water: 4, fertilizer: 1, streakSavers: 0 },
} as unknown as Parameters<typeof adjustmentSummary>[1];

describe('what an adjustment will do, in words', () => {
  it('says coins and XP given or taken, from and to', () => {
    expect(adjustmentSummary({ coins: -20, xp: -40 }, file)).toEqual([
      'Take 20 coins: the balance goes from 120 to 100.',
      'Take 40 XP, not counted for a season: the total goes from 340 to 300 XP.',
      'sprout gets a notice in their inbox saying what an admin changed, and why: your reason.',
    ]);
    expect(adjustmentSummary({ xp: 60 }, file)[0]).toBe(
      'Give 60 XP, not counted for a season: the total goes from 340 to 400 XP.',
    );
  });
});
