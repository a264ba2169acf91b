import { IconHistory } from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import { BoardEmpty } from '../components/board-state.tsx';
import { SeasonBoardPage } from '../components/season-board-page.tsx';

export const NO_SEASON_TITLE = 'No season is running now';

/** The current season's race: its top 100, the podium, and where the player stands. */
export function LeaderboardPage() {
  return (
    <SeasonBoardPage
      season="current"
      noSeason={
        <BoardEmpty
          title={NO_SEASON_TITLE}
          text="A new season will start soon. Your trees keep growing meanwhile, so you will be ready."
          link={{
            to: paths.app.previousSeasonLeaderboard,
            label: 'See the previous season',
            color: 'yellow',
            icon: IconHistory,
          }}
        />
      }
    />
  );
}

export default LeaderboardPage;
