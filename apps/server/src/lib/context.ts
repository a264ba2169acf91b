import type { Role } from '@punla/contract';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { standingsChanged } from './ledgers/standings-changes.ts';

/**
 * What every service function takes first: `(ctx, …args)`. A service that opens a
 * transaction hands the same context on with `db` set to the transaction (`inTransaction`),
 * so everything it calls, in its own module or another, runs inside that transaction.
 */
export interface AppContext {
  /** The database, or the transaction a service opened. */
  db: Database;
  clock: Clock;
  /** The game's time zone (`GAME_TIMEZONE`): a "day" of the game is a day there. */
  timeZone: string;
}

/** The person a request acts for, as policies see it. */
export interface Actor {
  id: string;
  role: Role;
}

/**
 * Runs `work` in one transaction, with a context whose `db` is that transaction. Once it has
 * committed, what keeps standings for reuse reads them again (lib/ledgers/standings-changes.ts):
 * a transaction is how XP, verification and seasons change, in a request or in a job.
 */
export async function inTransaction<C extends AppContext, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Database }));
  standingsChanged();
  return result;
}
