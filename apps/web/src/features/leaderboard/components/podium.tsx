import { IconCrown } from '@tabler/icons-react';
import type { LeaderboardEntry } from '../api/get-season-leaderboard.ts';
import { formatXp } from './format.ts';
import { PlayerAvatar } from './player-avatar.tsx';
import classes from './leaderboard.module.css';

const PLACE_NAMES = ['First place', 'Second place', 'Third place'] as const;

interface PodiumProps {
  /** The top three (fewer when fewer players earned XP). */
  entries: LeaderboardEntry[];
  meId: string | undefined;
}

/** The top three on their steps: second, first, third from left to right. */
export function Podium({ entries, meId }: PodiumProps) {
  const top = entries.slice(0, 3);
  // Second on the left, first in the middle, third on the right.
  const order = [top[1], top[0], top[2]];
  return (
    <ol className={classes.podium} aria-label="Top three">
      {order.map((entry, column) => {
        if (!entry)
          return <li key={`empty-${column}`} className={classes.podiumEmpty} aria-hidden="true" />;
        const place = entry.rank;
        const me = entry.userId === meId;
        return (
          <li
            key={entry.userId}
            className={classes.podiumPlace}
            data-place={Math.min(place, 3)}
            data-me={me || undefined}
            aria-label={`${PLACE_NAMES[Math.min(place, 3) - 1]}: ${entry.username}, ${formatXp(entry.xp)}${me ? ' (you)' : ''}`}
          >
            <div className={classes.podiumPlayer}>
              {place === 1 && (
                <IconCrown className={classes.crown} size={30} stroke={2} aria-hidden="true" />
              )}
              <span className={classes.podiumRing}>
                <PlayerAvatar username={entry.username} size={place === 1 ? 64 : 52} />
              </span>
              <span className={classes.podiumName}>{entry.username}</span>
              {me && <span className={classes.youTag}>You</span>}
              <span className={classes.podiumXp}>{formatXp(entry.xp)}</span>
            </div>
            <div className={classes.step}>
              <span className={classes.stepNumber}>{place}</span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
