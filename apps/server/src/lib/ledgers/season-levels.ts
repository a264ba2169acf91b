import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The advisory lock of the fold: one instance folds at a time ("lvls" in ASCII). */
export const FOLD_LOCK = 0x6c766c73;

/** How often each instance folds the appended level moves in. */
const LEVEL_FOLD_INTERVAL_MS = 1000;

/**
 * Adds the level moves that awards appended (lib/ledgers/xp-ledger.ts) to the per-value
 * counts, and deletes them, in one statement: a reader sums both tables in one snapshot, so it
 * sees every move once, folded or not. One instance folds at a time (the others skip); awards
 * only insert, so they never wait on the fold, nor the fold on them. Returns the moves folded.
 */
export async function foldLevelChanges(db: Database): Promise<number> {
  const result = await db.execute(sql`
    with turn as (
      select pg_try_advisory_xact_lock(${FOLD_LOCK}) as mine
    ), moved as (
      delete from season_xp_level_changes where (select mine from turn)
      returning season_id, xp, delta
    ), folded as (
      insert into season_xp_levels (season_id, xp, players)
      select season_id, xp, sum(delta)::int from moved group by season_id, xp
      on conflict (season_id, xp) do update set players = season_xp_levels.players + excluded.players
    )
    select count(*)::int as moved from moved`);
  return (result as unknown as { rows: { moved: number }[] }).rows[0]?.moved ?? 0;
}

/**
 * Folds every LEVEL_FOLD_INTERVAL_MS until stopped, so the moves a rank read sums stay a
 * second's worth. A failed fold (the database restarting) is told and tried again next time.
 */
export function startLevelFolding(
  db: Database,
  onError: (error: unknown) => void,
  intervalMs = LEVEL_FOLD_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? 0 : foldLevelChanges(db).catch(onError)));
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/**
 * Takes a suspended player out of the per-value counts of every season they have XP in (−1 at
 * their XP), or puts them back when the suspension is lifted (+1), as appended moves like an
 * award's. Call in the transaction that sets or clears `users.suspended_at`, after that update:
 * its row lock orders it with the player's awards (an award that follows a suspension moves no
 * count; one before it is read here), so the counts always hold the players on the boards.
 * Only a verified account is counted, as in the awards.
 */
export async function moveInSeasonCounts(
  tx: Database,
  userId: string,
  delta: -1 | 1,
): Promise<void> {
  await tx.execute(sql`
    insert into season_xp_level_changes (season_id, xp, delta)
    select sx.season_id, sx.xp, ${delta}::int
    from season_xp sx join users u on u.id = sx.user_id
    where sx.user_id = ${userId} and u.verified`);
}
