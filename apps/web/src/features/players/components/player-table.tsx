import { Link } from 'react-router';
import type { PlayerListItem } from '@punla/contract';
import { formatGameDate } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { DataTable } from './data-table.tsx';
import { COLUMNS, NEVER, NO, ROLE_LABEL, SEARCH, YES } from './players-text.ts';
import classes from './players.module.css';

const yesNo = (value: boolean, tone?: 'warn' | 'danger') => (
  <span className={classes.flagWord} data-tone={tone}>
    {value ? YES : NO}
  </span>
);

/** The players found: each row's username opens the player's file. */
export function PlayerTable({ players, busy }: { players: PlayerListItem[]; busy: boolean }) {
  return (
    <DataTable
      caption={SEARCH.listLabel}
      busy={busy}
      columns={[
        { key: 'username', label: COLUMNS.username },
        { key: 'email', label: COLUMNS.email },
        { key: 'verified', label: COLUMNS.verified },
        { key: 'suspended', label: COLUMNS.suspended },
        { key: 'role', label: COLUMNS.role },
        { key: 'level', label: COLUMNS.level, numeric: true },
        { key: 'created', label: COLUMNS.created },
        { key: 'last-active', label: COLUMNS.lastActive },
      ]}
      rows={players.map((player) => ({
        key: player.id,
        cells: [
          <Link to={paths.admin.player(player.id)} className={classes.rowLink}>
            {player.username}
          </Link>,
          <span className={classes.breakAnywhere}>{player.email}</span>,
          yesNo(player.verified, player.verified ? undefined : 'warn'),
          yesNo(player.suspended, player.suspended ? 'danger' : undefined),
          ROLE_LABEL[player.role],
          player.level,
          formatGameDate(player.createdAt),
          player.lastActiveAt ? formatGameDate(player.lastActiveAt) : NEVER,
        ],
      }))}
    />
  );
}
