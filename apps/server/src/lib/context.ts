import type { Role } from '@punla/contract';
import type { Database } from '../db/client.ts';
import { databaseError } from '../db/errors.ts';
import type { Clock } from './clock.ts';

/**
 * What every service function takes first: `(ctx, …args)`. A service that opens a
 * transaction hands the same context on with `db` set to the transaction (`inTransaction`),
 * so everything it calls, in its own module or another, runs inside that transaction.
 */
export interface AppContext {
  /** The database, or the transaction a service opened. */
  db: Database;
  /**
   * A read replica (DATABASE_READ_URL), for reads that may lag the primary a moment and that
   * no write depends on: read it through `readDbOf`. Undefined without a replica, and inside a
   * transaction (whose reads are its own).
   */
  readDb?: Database | undefined;
  clock: Clock;
  /** The game's time zone (`GAME_TIMEZONE`): a "day" of the game is a day there. */
  timeZone: string;
  /**
   * Inside `inTransaction`: the work that waits for the commit (`afterCommit`). Absent
   * outside a transaction, where there is nothing to wait for.
   */
  pendingEffects?: Effect[];
}

/**
 * Where a read that may lag a moment goes: the read replica when there is one (outside a
 * transaction), otherwise `db`. For views no write depends on (the leaderboard's top, the
 * admin dashboard, the public totals); never sessions, logins, or a read before a write.
 */
export function readDbOf(ctx: AppContext): Database {
  return ctx.readDb ?? ctx.db;
}

/** Work that runs once what it follows has committed: it must not throw, nor take long. */
export type Effect = () => void | Promise<unknown>;

/** The person a request acts for, as policies see it. */
export interface Actor {
  id: string;
  role: Role;
}

/**
 * Runs `work` in one transaction, with a context whose `db` is that transaction. The effects
 * registered on it (`afterCommit`) run once it has committed, and are dropped when it rolls
 * back. A transaction opened inside another hands its effects on to the outer one: they wait
 * for the outer commit.
 */
export async function inTransaction<C extends AppContext, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  const effects: Effect[] = [];
  const result = await ctx.db.transaction((tx) =>
    work({ ...ctx, db: tx as unknown as Database, readDb: undefined, pendingEffects: effects }),
  );
  if (ctx.pendingEffects) ctx.pendingEffects.push(...effects);
  else runEffects(effects);
  return result;
}

/**
 * Registers `effect` to run after the current transaction commits (never if it rolls back);
 * outside a transaction, what came before has already committed, so it runs now. Work that
 * may be lost in a crash without harm lives here (waking the mail worker). A mail itself is
 * not an effect: it is queued inside the transaction (lib/mail-outbox.ts), so a crash after
 * the commit cannot lose it.
 */
export function afterCommit(ctx: AppContext, effect: Effect): void {
  if (ctx.pendingEffects) ctx.pendingEffects.push(effect);
  else runEffects([effect]);
}

function runEffects(effects: Effect[]): void {
  for (const effect of effects) {
    try {
      void Promise.resolve(effect()).catch(reportEffectFailure);
    } catch (error) {
      reportEffectFailure(error);
    }
  }
}

/** An effect's failure: the commit stands; the failure is told, not thrown at the caller. */
function reportEffectFailure(error: unknown): void {
  console.error('work after a commit failed', error);
}

/**
 * Statements of one transaction sent together: every one is started at once, so on the
 * transaction's pipelined connection they leave in one write, one round trip for all
 * (db/pipelined-pool.ts). PostgreSQL runs them in the order they were sent, which is the order
 * of the arguments only when each argument sends its first statement the moment it is called:
 * a prepared statement's `execute()` does, an awaited query builder goes a step later. Keep
 * that order the one the rows are locked in elsewhere.
 *
 * The results come back in order once every one has settled, so none is still running when
 * the transaction commits or rolls back. A failure is thrown by its cause: the first in order
 * that is not PostgreSQL's "transaction is aborted" (25P02), which every statement sent after
 * a failed one gets. A refusal should be its argument's own failure (`.then(row => row ??
 * Promise.reject(…))`), so that it wins over whatever failed after it. For statements whose
 * inputs do not come from each other's results; a failure rolls all of them back.
 */
export async function together<T extends readonly unknown[]>(
  ...statements: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(statements);
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result] : []));
  const cause = failures.find((failure) => databaseError(failure.reason)?.code !== '25P02');
  const failure = cause ?? failures[0];
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
