import type { ReactNode } from 'react';
import { useSessionStore } from '#shared/session/session-store.ts';
import { LoadFailed, Loading } from '#shared/ui/query-state.tsx';
import { usePlayerStanding } from '../api/get-player-standing.ts';
import { hasSeason, useSeasonLeaderboard } from '../api/get-season-leaderboard.ts';
import { LeaderboardBoard } from './leaderboard-board.tsx';
import { SeasonBanner } from './season-banner.tsx';
import { SeasonTabs } from './season-tabs.tsx';
import classes from './leaderboard.module.css';

interface SeasonBoardPageProps {
  /** The current season's race, or the previous season's final standings. */
  season: 'current' | 'previous';
  /**
   * Shown when there is no such season: no season running, or none before this one (the
   * server answers an empty board, its season null).
   */
  noSeason: ReactNode;
}

/** A season's board under the season tabs: its banner, the podium and where the player stands. */
export function SeasonBoardPage({ season, noSeason }: SeasonBoardPageProps) {
  const loggedUser = useSessionStore((state) => state.loggedUser);
  const board = useSeasonLeaderboard(season);
  const standing = usePlayerStanding(loggedUser?.id);
  const final = season === 'previous';

  let body;
  if (board.isPending) {
    body = <Loading label="Loading the leaderboard" />;
  } else if (board.isError) {
    body = <LoadFailed error={board.error} onRetry={() => void board.refetch()} />;
  } else if (!hasSeason(board.data)) {
    body = noSeason;
  } else {
    body = (
      <>
        <SeasonBanner board={board.data} final={final} />
        <LeaderboardBoard
          board={board.data}
          me={loggedUser ? { id: loggedUser.id, username: loggedUser.username } : null}
          standing={standing.data ? standing.data[season] : undefined}
          final={final}
        />
      </>
    );
  }

  return (
    <div className={classes.page}>
      <SeasonTabs />
      {body}
    </div>
  );
}
