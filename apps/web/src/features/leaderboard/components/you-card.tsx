import { IconSeeding } from '@tabler/icons-react';
import type { Standing } from '../api/get-player-standing.ts';
import { formatCount } from './format.ts';
import { PlayerAvatar } from './player-avatar.tsx';
import classes from './leaderboard.module.css';

export const NO_XP_YET_TEXT = 'No XP this season yet';
export const NO_XP_FINAL_TEXT = 'No XP in this season';

interface YouCardProps {
  username: string;
  /** The player's standing in the season shown; null while unknown. */
  standing: Standing | null;
  /** The previous season: the rank is final. */
  final?: boolean;
  /** Kept in view at the bottom while the list scrolls. */
  pinned?: boolean;
}

/** The player's own rank and XP, for when the top 100 does not show them. */
export function YouCard({ username, standing, final = false, pinned = false }: YouCardProps) {
  const ranked = standing?.rank !== null && standing?.rank !== undefined;
  return (
    <section
      className={classes.youCard}
      data-pinned={pinned || undefined}
      aria-label={final ? 'Your final standing' : 'Your standing'}
    >
      <PlayerAvatar username={username} size={44} />
      <div className={classes.youText}>
        <span className={classes.youLabel}>
          You <span className={classes.youName}>· {username}</span>
        </span>
        {ranked ? (
          <span className={classes.youDetail}>
            {final ? 'Finished ' : ''}#{formatCount(standing.rank!)} of{' '}
            {formatCount(standing.players)}
          </span>
        ) : (
          <span className={classes.youDetail}>{final ? NO_XP_FINAL_TEXT : NO_XP_YET_TEXT}</span>
        )}
        {!ranked && !final && (
          <span className={classes.youHint}>
            <IconSeeding size={16} stroke={2.4} aria-hidden="true" /> Water your tree to join the
            race.
          </span>
        )}
      </div>
      {ranked && (
        <div className={classes.youRank}>
          <span className={classes.youRankNumber}>{formatCount(standing.xp)}</span>
          <span className={classes.youXp}>XP</span>
        </div>
      )}
    </section>
  );
}
