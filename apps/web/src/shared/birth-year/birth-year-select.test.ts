import { describe, expect, it } from 'vitest';
import { BIRTH_YEAR_MIN } from '@punla/contract';
import { birthYearOptions, FIRST_BIRTH_YEAR } from './birth-year-select.tsx';

describe('the birth years offered', () => {
  it('run from this year down to the contract’s first year', () => {
    expect(FIRST_BIRTH_YEAR).toBe(BIRTH_YEAR_MIN);
    const years = birthYearOptions(2026);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe(String(BIRTH_YEAR_MIN));
    expect(years).toHaveLength(2026 - BIRTH_YEAR_MIN + 1);
  });
});
