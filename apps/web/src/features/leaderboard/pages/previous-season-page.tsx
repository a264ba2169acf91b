import { IconTrophy } from '@tabler/icons-react';
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

export const NO_PREVIOUS_SEASON_TITLE = 'No previous season yet';

/** The final standings of the season before this one, with the player's final rank. */
export function PreviousSeasonPage() {
  const loggedUser = useSessionStore((state) => state.loggedUser);
  const board = useSeasonLeaderboard('previous');
  const standing = usePlayerStanding(loggedUser?.id);

  let body;
  if (board.isPending) {
    body = <BoardLoading />;
  } else if (board.isError) {
    body =
      getErrorStatus(board.error) === 404 ? (
        <BoardEmpty
          title={NO_PREVIOUS_SEASON_TITLE}
          text="This is the first season of Punla. When it ends, its final standings will be kept here for everyone to see."
          action={
            <GameButton
              to={paths.app.leaderboard}
              color="green"
              leftSection={<IconTrophy size={20} stroke={2.4} />}
            >
              See this season
            </GameButton>
          }
        />
      ) : (
        <BoardError text={getErrorText(board.error)} onRetry={() => void board.refetch()} />
      );
  } else {
    body = (
      <>
        <SeasonBanner board={board.data} final />
        <LeaderboardBoard
          board={board.data}
          me={loggedUser ? { id: loggedUser.id, username: loggedUser.username } : null}
          standing={standing.data ? standing.data.previous : undefined}
          final
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

export default PreviousSeasonPage;
