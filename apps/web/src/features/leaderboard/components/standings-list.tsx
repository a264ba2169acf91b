import type { LeaderboardEntry } from '../api/get-season-leaderboard.ts';
import { formatXp } from './format.ts';
import { PlayerAvatar } from './player-avatar.tsx';
import classes from './leaderboard.module.css';

interface StandingsListProps {
  entries: LeaderboardEntry[];
  meId: string | undefined;
  label: string;
}

/** The ranked rows below the podium; the player's own row stands out. */
export function StandingsList({ entries, meId, label }: StandingsListProps) {
  if (entries.length === 0) return null;
  return (
    <ol className={classes.list} aria-label={label}>
      {entries.map((entry) => {
        const me = entry.userId === meId;
        return (
          <li
            key={entry.userId}
            className={classes.row}
            data-me={me || undefined}
            aria-current={me ? 'true' : undefined}
          >
            <span className={classes.rank}>{entry.rank}</span>
            <PlayerAvatar username={entry.username} size={36} />
            <span className={classes.name}>
              {entry.username}
              {me && <span className={classes.youTag}>You</span>}
            </span>
            <span className={classes.xp}>{formatXp(entry.xp)}</span>
          </li>
        );
      })}
    </ol>
  );
}
