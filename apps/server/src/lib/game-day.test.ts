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

describe('the next game day in zones with clock changes', () => {
  /** The first quarter hour of another day, found by walking: slow, obviously right. */
  function walked(instant: Date, timeZone: string): string {
    const today = gameDay(instant, timeZone);
    let step = Math.floor(instant.getTime() / 900_000) * 900_000;
    while (gameDay(new Date(step), timeZone) === today) step += 900_000;
    return new Date(step).toISOString();
  }

  const zones = [
    'Asia/Manila',
    'America/New_York',
    'America/Santiago',
    'Europe/London',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
  ];

  it('agrees with walking the clock, hour by hour across a year, in every zone', () => {
    for (const zone of zones) {
      for (let hour = 0; hour < 366 * 24; hour += 7) {
        const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 1_234);
        expect(
          nextGameDayStart(instant, zone).toISOString(),
          `${zone} ${instant.toISOString()}`,
        ).toBe(walked(instant, zone));
      }
    }
  });

  it('starts the day at 01:00 where midnight is skipped (Santiago, 6 September 2026)', () => {
    expect(
      nextGameDayStart(new Date('2026-09-05T15:00:00Z'), 'America/Santiago').toISOString(),
    ).toBe('2026-09-06T04:00:00.000Z');
  });
});
