import { describe, expect, it } from 'vitest';
import { gameDay, nextGameDayStart } from './game-day.ts';

describe('game day in Asia/Manila (UTC+8)', () => {
  it('changes at local midnight, not at UTC midnight', () => {
    expect(gameDay(new Date('2026-06-01T15:59:59Z'), 'Asia/Manila')).toBe('2026-06-01');
    expect(gameDay(new Date('2026-06-01T16:00:00Z'), 'Asia/Manila')).toBe('2026-06-02');
  });

  it('finds the start of the next game day', () => {
    expect(nextGameDayStart(new Date('2026-06-01T03:20:00Z'), 'Asia/Manila').toISOString()).toBe(
      '2026-06-01T16:00:00.000Z',
    );
  });

  it('follows the configured zone', () => {
    expect(gameDay(new Date('2026-06-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-05-31');
  });
});
