import { IconHistory } from '@tabler/icons-react';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { usePlayerStanding } from '../api/get-player-standing.ts';
import { useSeasonLeaderboard } from '../api/get-season-leaderboard.ts';
import { BoardEmpty, BoardError, BoardLoading } from '../components/board-state.tsx';
import { LeaderboardBoard } from '../components/leaderboard-board.tsx';
import { SeasonBanner } from '../components/season-banner.tsx';
import { SeasonTabs } from '../components/season-tabs.tsx';
import classes from '../components/leaderboard.module.css';

export const NO_SEASON_TITLE = 'No season is running now';

/** The current season's race: its top 100, the podium, and where the player stands. */
export function LeaderboardPage() {
  const loggedUser = useSessionStore((state) => state.loggedUser);
  const board = useSeasonLeaderboard('current');
  const standing = usePlayerStanding(loggedUser?.id);

  let body;
  if (board.isPending) {
    body = <BoardLoading />;
  } else if (board.isError) {
    body =
      getErrorStatus(board.error) === 404 ? (
        <BoardEmpty
          title={NO_SEASON_TITLE}
          text="A new season will start soon. Your trees keep growing meanwhile, so you will be ready."
          action={
            <GameButton
              to={paths.app.previousSeasonLeaderboard}
              color="yellow"
              leftSection={<IconHistory size={20} stroke={2.4} />}
            >
              See the previous season
            </GameButton>
          }
        />
      ) : (
        <BoardError text={getErrorText(board.error)} onRetry={() => void board.refetch()} />
      );
  } else {
    body = (
      <>
        <SeasonBanner board={board.data} />
        <LeaderboardBoard
          board={board.data}
          me={loggedUser ? { id: loggedUser.id, username: loggedUser.username } : null}
          standing={standing.data ? standing.data.current : undefined}
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

export default LeaderboardPage;
