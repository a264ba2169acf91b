import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_TIME_ZONE,
  describeGameTimeZone,
  formatGameDate,
  formatGameDateTime,
  formatGameLastDay,
  formatGameRange,
  formatGameTime,
  fromGameLocalInput,
  gameDayOf,
  gameUtcOffset,
  getGameTimeZone,
  setGameTimeZone,
  toGameLocalInput,
} from './game-time.ts';

afterEach(() => {
  setGameTimeZone(DEFAULT_GAME_TIME_ZONE);
});

describe('game time in Asia/Manila, the default', () => {
  const now = Date.parse('2026-03-02T10:00:00.000Z');

  it('reads the game day in Manila time', () => {
    expect(getGameTimeZone()).toBe('Asia/Manila');
    // 10:00 UTC is 18:00 in Manila; the game day began at 16:00 UTC the day before.
    expect(gameDayOf(now)).toBe('2026-03-02');
    expect(gameDayOf('2026-03-01T15:30:00.000Z')).toBe('2026-03-01');
    expect(gameDayOf('2026-03-01T16:00:00.000Z')).toBe('2026-03-02');
  });

  it('writes dates, times and ranges on the Manila clock', () => {
    expect(formatGameDate('2026-05-31T16:00:00.000Z')).toBe('Jun 1, 2026');
    expect(formatGameTime('2026-05-31T16:00:00.000Z')).toBe('12:00 AM');
    expect(formatGameDateTime('2026-05-31T16:00:00.000Z')).toBe('Jun 1, 2026, 12:00 AM');
    expect(formatGameLastDay('2026-08-31T16:00:00.000Z')).toBe('Aug 31, 2026');
    expect(formatGameRange('2026-05-31T16:00:00.000Z', '2026-08-31T16:00:00.000Z')).toBe(
      'Jun 1 – Aug 31, 2026',
    );
    expect(formatGameRange('2025-11-30T16:00:00.000Z', '2026-02-28T16:00:00.000Z')).toBe(
      'Dec 1, 2025 – Feb 28, 2026',
    );
  });

  it('converts datetime-local values with +08:00', () => {
    expect(fromGameLocalInput('2026-09-01T00:00')).toBe('2026-09-01T00:00:00+08:00');
    expect(fromGameLocalInput('2026-11-30T23:59:30')).toBe('2026-11-30T23:59:30+08:00');
    expect(fromGameLocalInput('not a date')).toBe('');
    expect(toGameLocalInput('2026-08-31T16:00:00.000Z')).toBe('2026-09-01T00:00');
    expect(gameUtcOffset(now)).toBe('+08:00');
    expect(describeGameTimeZone(now)).toBe('Philippine time (UTC+08:00)');
  });
});

describe('game time in another zone from the server', () => {
  it('refuses a zone name the runtime does not know', () => {
    expect(setGameTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(getGameTimeZone()).toBe('Asia/Manila');
  });

  it('reads game days and dates in America/New_York, across daylight saving', () => {
    expect(setGameTimeZone('America/New_York')).toBe(true);
    // Winter, UTC−05:00: 03:00 UTC on 2 March is still 1 March in New York.
    expect(gameDayOf('2026-03-02T03:00:00.000Z')).toBe('2026-03-01');
    expect(gameDayOf('2026-03-02T05:00:00.000Z')).toBe('2026-03-02');
    // Summer, UTC−04:00.
    expect(gameDayOf('2026-07-02T03:59:00.000Z')).toBe('2026-07-01');
    expect(gameDayOf('2026-07-02T04:00:00.000Z')).toBe('2026-07-02');
    expect(formatGameDateTime('2026-07-02T04:00:00.000Z')).toBe('Jul 2, 2026, 12:00 AM');
    expect(formatGameLastDay('2026-09-01T04:00:00.000Z')).toBe('Aug 31, 2026');
    expect(gameUtcOffset(Date.parse('2026-01-15T12:00:00Z'))).toBe('-05:00');
    expect(gameUtcOffset(Date.parse('2026-07-15T12:00:00Z'))).toBe('-04:00');
    expect(describeGameTimeZone(Date.parse('2026-01-15T12:00:00Z'))).toBe(
      'Eastern Time (UTC-05:00)',
    );
  });

  it('converts datetime-local values with the offset of that date', () => {
    setGameTimeZone('America/New_York');
    expect(fromGameLocalInput('2026-01-15T09:30')).toBe('2026-01-15T09:30:00-05:00');
    expect(fromGameLocalInput('2026-07-15T09:30')).toBe('2026-07-15T09:30:00-04:00');
    // The day daylight saving starts (2:00 → 3:00): before and after the change.
    expect(fromGameLocalInput('2026-03-08T01:30')).toBe('2026-03-08T01:30:00-05:00');
    expect(fromGameLocalInput('2026-03-08T03:30')).toBe('2026-03-08T03:30:00-04:00');
    expect(toGameLocalInput('2026-01-15T14:30:00.000Z')).toBe('2026-01-15T09:30');
    expect(toGameLocalInput('2026-07-15T13:30:00.000Z')).toBe('2026-07-15T09:30');
    for (const value of ['2026-01-15T09:30', '2026-07-15T23:45', '2026-11-01T00:00']) {
      expect(toGameLocalInput(fromGameLocalInput(value))).toBe(value);
    }
  });

  it('handles half-hour zones east of UTC (Asia/Kolkata, UTC+05:30)', () => {
    setGameTimeZone('Asia/Kolkata');
    expect(gameDayOf('2026-03-01T18:29:00.000Z')).toBe('2026-03-01');
    expect(gameDayOf('2026-03-01T18:30:00.000Z')).toBe('2026-03-02');
    expect(fromGameLocalInput('2026-09-01T00:00')).toBe('2026-09-01T00:00:00+05:30');
    expect(toGameLocalInput('2026-08-31T18:30:00.000Z')).toBe('2026-09-01T00:00');
    expect(formatGameRange('2026-05-31T18:30:00.000Z', '2026-08-31T18:30:00.000Z')).toBe(
      'Jun 1 – Aug 31, 2026',
    );
  });
});
