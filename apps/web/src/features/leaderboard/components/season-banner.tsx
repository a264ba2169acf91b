import { IconCalendarEvent, IconHourglass, IconUsers } from '@tabler/icons-react';
import { countOf } from '@punla/contract';
import { daysUntil, formatGameRange } from '#shared/game-time.ts';
import type { SeasonLeaderboard } from '../api/get-season-leaderboard.ts';
import { formatPlayers } from './format.ts';
import classes from './leaderboard.module.css';

/** "12 days left", "1 day left", "Last day". */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'Ending now';
  if (days === 1) return 'Last day';
  return `${countOf(days, 'day')} left`;
}

interface SeasonBannerProps {
  board: SeasonLeaderboard;
  /** The previous season: its standings are final. */
  final?: boolean;
  now?: number;
}

/** The season's name, its days and how many players are in the race. */
export function SeasonBanner({ board, final = false, now }: SeasonBannerProps) {
  const { season, players } = board;
  return (
    <header className={classes.banner} data-final={final || undefined}>
      <div className={classes.bannerTop}>
        <span className={classes.bannerEyebrow}>
          {final ? 'Previous season' : 'Current season'}
        </span>
        {final && <span className={classes.finalBadge}>Final</span>}
      </div>
      <h2 className={classes.bannerTitle}>{season.name}</h2>
      <div className={classes.bannerChips}>
        {!final && (
          <span className={classes.chip} data-strong>
            <IconHourglass size={16} stroke={2.4} aria-hidden="true" />
            {daysLeftText(daysUntil(season.endDate, now))}
          </span>
        )}
        <span className={classes.chip}>
          <IconCalendarEvent size={16} stroke={2.4} aria-hidden="true" />
          {formatGameRange(season.startDate, season.endDate)}
        </span>
        <span className={classes.chip}>
          <IconUsers size={16} stroke={2.4} aria-hidden="true" />
          {formatPlayers(players)}
        </span>
      </div>
    </header>
  );
}
