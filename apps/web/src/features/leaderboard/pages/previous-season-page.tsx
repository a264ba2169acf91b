import { IconTrophy } from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import { BoardEmpty } from '../components/board-state.tsx';
import { SeasonBoardPage } from '../components/season-board-page.tsx';

export const NO_PREVIOUS_SEASON_TITLE = 'No previous season yet';

/** The final standings of the season before this one, with the player's final rank. */
export function PreviousSeasonPage() {
  return (
    <SeasonBoardPage
      season="previous"
      noSeason={
        <BoardEmpty
          title={NO_PREVIOUS_SEASON_TITLE}
          text="This is the first season of Punla. When it ends, its final standings will be kept here for everyone to see."
          link={{
            to: paths.app.leaderboard,
            label: 'See this season',
            color: 'green',
            icon: IconTrophy,
          }}
        />
      }
    />
  );
}

export default PreviousSeasonPage;
