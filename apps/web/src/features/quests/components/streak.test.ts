import { describe, expect, it } from 'vitest';
import { daysToBonus, formatGameDayName, saverNote, streakDays, streakLength } from './streak.ts';

const done = (streak: number, claimed: boolean) =>
  streakDays(streak, claimed)
    .filter((day) => day.done)
    .map((day) => day.day);
const today = (streak: number, claimed: boolean) =>
  streakDays(streak, claimed).find((day) => day.today)?.day;

describe('login streak track', () => {
  it('has seven days, the last one the bonus day', () => {
    const days = streakDays(0, false);
    expect(days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days.filter((day) => day.bonus).map((day) => day.day)).toEqual([7]);
  });

  it('before today’s claim: the run so far is done and today is the next day', () => {
    expect(done(0, false)).toEqual([]);
    expect(today(0, false)).toBe(1);
    expect(done(3, false)).toEqual([1, 2, 3]);
    expect(today(3, false)).toBe(4);
    expect(today(6, false)).toBe(7);
    expect(daysToBonus(6, false)).toBe(0);
  });

  it('after today’s claim: today is done', () => {
    expect(done(1, true)).toEqual([1]);
    expect(today(1, true)).toBe(1);
    expect(done(7, true)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(daysToBonus(3, true)).toBe(4);
  });

  it('starts a new run of seven after a bonus day', () => {
    expect(done(7, false)).toEqual([]);
    expect(today(7, false)).toBe(1);
    expect(done(9, true)).toEqual([1, 2]);
    expect(today(13, false)).toBe(7);
  });
});

describe('the streak saver note', () => {
  it('names the day it will cover or covered, and is silent otherwise', () => {
    expect(formatGameDayName('2026-11-17')).toBe('Tuesday 17 November');
    expect(saverNote({ saverCovers: '2026-11-21', lastSaved: null })).toBe(
      "You missed Saturday 21 November, but your streak saver covers it: claim today's login reward to keep your streak.",
    );
    expect(
      saverNote({ saverCovers: null, lastSaved: { day: '2026-11-17', usedOn: '2026-11-18' } }),
    ).toBe('Your streak saver covered Tuesday 17 November.');
    expect(saverNote({ saverCovers: null, lastSaved: null })).toBeNull();
  });
});

describe('streak length', () => {
  it('reads "1-day streak" and "4-day streak", never "4 days streak"', () => {
    expect(streakLength(1)).toBe('1-day streak');
    expect(streakLength(4)).toBe('4-day streak');
  });
});
