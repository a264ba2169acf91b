import pg from 'pg';
import { int8ToNumber } from '../int8.ts';

/**
 * The players' accounts in a database (admins not counted), 0 when it holds no game at all:
 * what a restore would lose.
 */
export async function countPlayers(connection: pg.ClientConfig): Promise<number> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const table = await client.query<{ found: string | null }>(
      "select to_regclass('public.users')::text as found",
    );
    if (!table.rows[0]?.found) return 0;
    const count = await client.query<{ players: string }>(
      "select count(*) as players from public.users where role = 'USER'",
    );
    return int8ToNumber(count.rows[0]?.players ?? 0);
  } finally {
    await client.end();
  }
}

/** The sentence of a restore refused because the target holds a game. */
export function holdsPlayersMessage(target: string, players: number): string {
  const count = players === 1 ? '1 player' : `${players.toLocaleString('en-US')} players`;
  return (
    `${target} already holds a game with ${count}. Restoring would replace it: ` +
    'run again with --force to replace it, or restore somewhere else. Nothing was changed.'
  );
}
