import { IconPlant2 } from '@tabler/icons-react';
import type { Standing } from '../api/get-player-standing.ts';
import type { SeasonLeaderboard } from '../api/get-season-leaderboard.ts';
import { Podium } from './podium.tsx';
import { StandingsList } from './standings-list.tsx';
import { YouCard } from './you-card.tsx';
import classes from './leaderboard.module.css';

export const EMPTY_CURRENT_TEXT = 'Nobody has earned XP this season yet.';
export const EMPTY_FINAL_TEXT = 'Nobody earned XP in this season.';

interface LeaderboardBoardProps {
  board: SeasonLeaderboard;
  me: { id: string; username: string } | null;
  /** The player's standing in this board's season; undefined while it loads. */
  standing: Standing | null | undefined;
  final?: boolean;
}

/** The podium, the ranked list and, when the list does not show the player, their own card. */
export function LeaderboardBoard({ board, me, standing, final = false }: LeaderboardBoardProps) {
  const { entries } = board;
  const listed = me !== null && entries.some((entry) => entry.userId === me.id);
  // A standing of another season (the season just turned) says nothing about this board.
  const ownStanding = standing && standing.season.id === board.season.id ? standing : null;
  const showYou = me !== null && standing !== undefined && (final || !listed);

  return (
    <>
      {final && showYou && <YouCard username={me.username} standing={ownStanding} final />}
      {entries.length === 0 ? (
        <div className={classes.emptyBoard}>
          <IconPlant2 size={40} stroke={1.8} aria-hidden="true" />
          <p>{final ? EMPTY_FINAL_TEXT : EMPTY_CURRENT_TEXT}</p>
          {!final && <span>Water and feed your tree to be the first on the board.</span>}
        </div>
      ) : (
        <>
          <Podium entries={entries} meId={me?.id} />
          <StandingsList
            entries={entries.slice(3)}
            meId={me?.id}
            label={final ? 'Final standings' : 'Standings'}
          />
        </>
      )}
      {!final && showYou && <YouCard username={me.username} standing={ownStanding} pinned />}
    </>
  );
}
