import { describe, expect, it } from 'vitest';
import { levelForXp, xpForLevel } from './rules.ts';

describe('levels (GAME.md: level n needs 50·n·(n+1) XP)', () => {
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
