import { describe, expect, it } from 'vitest';
import { fieldText, valueText } from './audit-changes.tsx';

describe('an audit entry in words', () => {
  it('names fields as words', () => {
    expect(fieldText('treesPlanted')).toBe('Trees planted');
    expect(fieldText('minSeasonXp')).toBe('Min season XP');
    expect(fieldText('imageUrl')).toBe('Image URL');
    expect(fieldText('name')).toBe('Name');
  });

  it('writes values as a person reads them', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
    expect(valueText(true)).toBe('yes');
    expect(valueText(250)).toBe('250');
    expect(valueText('2026-03-21')).toBe('2026-03-21');
    expect(valueText('2026-03-05T02:00:00.000Z')).toMatch(/^Mar 5, 2026, \d{1,2}:00\s[AP]M$/);
    expect(valueText({ met: true, missing: [] })).toBe('{"met":true,"missing":[]}');
  });
});
