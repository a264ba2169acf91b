import { describe, expect, it } from 'vitest';
import { missingRequirements } from './event-requirements.ts';

const standing = {
  verified: true,
  suspended: false,
  season: 'Season 1',
  bestStage: 2,
  plantedThisSeason: true,
  seasonXp: 250,
  review: { state: null, message: null, refusal: null },
};
const gameRule = { minStage: 3, minSeasonXp: 300 };

describe('event requirements', () => {
  it('names each thing the player lacks', () => {
    expect(missingRequirements(gameRule, standing)).toEqual([
      'Grow a tree planted this season to the Sapling stage (best so far: Seedling).',
      'Earn 50 more XP this season (250 of 300).',
    ]);
    expect(
      missingRequirements(gameRule, { ...standing, plantedThisSeason: false, bestStage: 0 }),
    ).toContain('Plant a tree this season and grow it to the Sapling stage.');
  });

  it('are met at the edges', () => {
    expect(missingRequirements(gameRule, { ...standing, bestStage: 3, seasonXp: 300 })).toEqual([]);
  });

  it('of an open event ask only for a verified account, even between seasons', () => {
    const open = { minStage: null, minSeasonXp: 0 };
    expect(missingRequirements(open, { ...standing, season: null, seasonXp: 0 })).toEqual([]);
    expect(missingRequirements(open, { ...standing, verified: false })).toEqual([
      'Verify your e-mail address.',
    ]);
  });

  it('say so when no season runs and the event asks for a tree or XP', () => {
    expect(missingRequirements(gameRule, { ...standing, season: null })).toEqual([
      'No season is running now.',
    ]);
  });

  it('of any event are not met by a suspended account', () => {
    const open = { minStage: null, minSeasonXp: 0 };
    expect(missingRequirements(open, { ...standing, suspended: true })).toEqual([
      'This account is suspended.',
    ]);
    expect(
      missingRequirements(gameRule, { ...standing, bestStage: 3, seasonXp: 300, suspended: true }),
    ).toEqual(['This account is suspended.']);
  });

  it('put a fair-play review first, only for an event that asks for eligibility', () => {
    const review = { state: 'pending' as const, message: 'Being reviewed.', refusal: 'Wait.' };
    expect(
      missingRequirements(gameRule, { ...standing, bestStage: 3, seasonXp: 300, review }),
    ).toEqual(['Wait.']);
    const open = { minStage: null, minSeasonXp: 0 };
    expect(missingRequirements(open, { ...standing, review })).toEqual([]);
  });
});
