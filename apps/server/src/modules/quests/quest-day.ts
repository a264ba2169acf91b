import { LOGIN_STREAK_BONUS_EVERY, LOGIN_STREAK_BONUS_MULTIPLIER, QUESTS } from '@punla/contract';
import type { QuestClaimRow, SavedLogin } from './quests.repository.ts';

// The rules of a game day's quests, from what was read of it: the login streak and its reward.

/** The game day `days` before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** What today's quests are made from, read once per request. */
export interface QuestDay {
  today: string;
  /** Today's claims. */
  claims: QuestClaimRow[];
  /** Yesterday's login claim, which the streak continues. */
  yesterdayLogin: QuestClaimRow | undefined;
  /** The login claim of the day before yesterday, which a streak saver can continue. */
  dayBeforeLogin: QuestClaimRow | undefined;
  saversHeld: number;
  /** The latest login claim (within the last week) that a streak saver made. */
  lastSaved: SavedLogin | undefined;
  watered: boolean;
}

/**
 * The login streak as it stands (or will stand once today's login quest is claimed). One
 * missed game day does not end it while the player holds a streak saver: claiming today's
 * login uses the saver and covers `saverCovers`. Two missed days end it, saver or not.
 */
export function streakOf(day: QuestDay) {
  const todayLogin = day.claims.find((c) => c.quest === 'DAILY_LOGIN');
  if (todayLogin) {
    return { current: todayLogin.streak, ifClaimedToday: todayLogin.streak, saverCovers: null };
  }
  if (day.yesterdayLogin) {
    const running = day.yesterdayLogin.streak;
    return { current: running, ifClaimedToday: running + 1, saverCovers: null };
  }
  if (day.dayBeforeLogin && day.saversHeld > 0) {
    const running = day.dayBeforeLogin.streak;
    return {
      current: running,
      ifClaimedToday: running + 1,
      saverCovers: daysBefore(day.today, 1),
    };
  }
  return { current: 0, ifClaimedToday: 1, saverCovers: null };
}

export function loginReward(streak: number) {
  const bonus = streak > 0 && streak % LOGIN_STREAK_BONUS_EVERY === 0;
  const base = QUESTS.DAILY_LOGIN;
  return {
    bonus,
    coins: base.coins * (bonus ? LOGIN_STREAK_BONUS_MULTIPLIER : 1),
    xp: base.xp * (bonus ? LOGIN_STREAK_BONUS_MULTIPLIER : 1),
  };
}
