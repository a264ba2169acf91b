import { describe, expect, it } from 'vitest';
import { formatWait } from './format.ts';

describe('formatWait', () => {
  it.each([
    [1, '1 min'],
    [59_000, '1 min'],
    [60_000, '1 min'],
    [61_000, '2 min'],
    [45 * 60_000, '45 min'],
    [60 * 60_000, '1 h'],
    [(2 * 60 + 14) * 60_000, '2 h 14 min'],
    [(2 * 60 + 13) * 60_000 + 1, '2 h 14 min'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatWait(ms)).toBe(text);
  });
});
