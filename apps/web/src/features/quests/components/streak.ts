import { LOGIN_STREAK_BONUS_EVERY, type QuestsToday } from '@punla/contract';

/** "1-day streak", "4-day streak": the length of a login streak, the noun used as an adjective. */
export function streakLength(days: number): string {
  return `${days}-day streak`;
}

export interface StreakDay {
  /** 1 … LOGIN_STREAK_BONUS_EVERY, the place in the current run of days. */
  day: number;
  done: boolean;
  today: boolean;
  /** The last day of the run doubles the login reward. */
  bonus: boolean;
}

/**
 * The days of the current run of the login streak. `streak` counts today only once today's
 * login quest is claimed; before that it is the run up to yesterday, and today is the next day.
 */
export function streakDays(streak: number, claimedToday: boolean): StreakDay[] {
  const every = LOGIN_STREAK_BONUS_EVERY;
  const run = Math.max(0, streak);
  const completed = claimedToday ? (run > 0 ? ((run - 1) % every) + 1 : 0) : run % every;
  const today = claimedToday ? completed : completed + 1;
  return Array.from({ length: every }, (_, index) => {
    const day = index + 1;
    return { day, done: day <= completed, today: day === today, bonus: day === every };
  });
}

/** Days until the next bonus day, counting today when it is not claimed yet (0 = today). */
export function daysToBonus(streak: number, claimedToday: boolean): number {
  const today = streakDays(streak, claimedToday).find((day) => day.today)?.day ?? 0;
  const every = LOGIN_STREAK_BONUS_EVERY;
  if (claimedToday) return today === every ? every : every - today;
  return every - today;
}

/** A game day ("2026-11-17") as "Tuesday 17 November". */
export function formatGameDayName(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * What the streak saver does or did: it will cover the missed day when today's login is
 * claimed, or it covered one lately. Null when there is nothing to say.
 */
export function saverNote(today: Pick<QuestsToday, 'saverCovers' | 'lastSaved'>): string | null {
  if (today.saverCovers) {
    return `You missed ${formatGameDayName(today.saverCovers)}, but your streak saver covers it: claim today's login reward to keep your streak.`;
  }
  if (today.lastSaved) {
    return `Your streak saver covered ${formatGameDayName(today.lastSaved.day)}.`;
  }
  return null;
}
