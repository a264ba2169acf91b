import { IconCheck, IconFlame, IconGift, IconLifebuoy } from '@tabler/icons-react';
import { LOGIN_STREAK_BONUS_EVERY, LOGIN_STREAK_BONUS_MULTIPLIER } from '@punla/contract';
import { daysToBonus, streakDays, streakLength } from './streak.ts';
import classes from './quests.module.css';

interface StreakTrackProps {
  streak: number;
  /** Whether today's login quest is claimed. */
  claimedToday: boolean;
  bonusToday: boolean;
  /** What the streak saver does or did (streak.ts, saverNote), if anything. */
  saver?: string | null;
}

function bonusLine(streak: number, claimedToday: boolean, bonusToday: boolean): string {
  if (bonusToday) {
    return claimedToday
      ? `You claimed today's bonus: the login reward was ×${LOGIN_STREAK_BONUS_MULTIPLIER}!`
      : `Bonus day! Claim your login today for ×${LOGIN_STREAK_BONUS_MULTIPLIER} coins and XP.`;
  }
  const days = daysToBonus(streak, claimedToday);
  return `${days} more day${days === 1 ? '' : 's'} to the bonus day: every ${LOGIN_STREAK_BONUS_EVERY}th day in a row, the login reward is ×${LOGIN_STREAK_BONUS_MULTIPLIER}.`;
}

/** The login streak: how many days in a row, and a track of the days up to the bonus day. */
export function StreakTrack({ streak, claimedToday, bonusToday, saver }: StreakTrackProps) {
  const days = streakDays(streak, claimedToday);
  return (
    <section className={classes.streak} aria-labelledby="streak-title">
      <div className={classes.streakHead}>
        <span className={classes.flame} data-lit={streak > 0 || undefined} aria-hidden="true">
          <IconFlame size={30} stroke={2.2} />
        </span>
        <div>
          <h2 id="streak-title" className={classes.streakTitle}>
            {streakLength(streak)}
          </h2>
          <p className={classes.streakLead}>{bonusLine(streak, claimedToday, bonusToday)}</p>
        </div>
      </div>
      {saver && (
        <p className={classes.saver}>
          <IconLifebuoy size={20} stroke={2.4} aria-hidden="true" />
          <span>{saver}</span>
        </p>
      )}
      <ol className={classes.track} aria-label="Login streak, this run of days">
        {days.map((day) => (
          <li
            key={day.day}
            className={classes.trackDay}
            data-done={day.done || undefined}
            data-today={day.today || undefined}
            data-bonus={day.bonus || undefined}
            aria-label={`Day ${day.day}${day.bonus ? ', bonus day' : ''}${
              day.done ? ', claimed' : day.today ? ', today' : ''
            }`}
          >
            <span className={classes.trackDot} aria-hidden="true">
              {day.done ? (
                <IconCheck size={18} stroke={3.2} />
              ) : day.bonus ? (
                <IconGift size={18} stroke={2.4} />
              ) : (
                day.day
              )}
            </span>
            <span className={classes.trackLabel} aria-hidden="true">
              {day.bonus ? `×${LOGIN_STREAK_BONUS_MULTIPLIER}` : `Day ${day.day}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
