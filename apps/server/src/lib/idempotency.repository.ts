import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { deleteInBatches } from '../db/delete-in-batches.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

// The SQL of the idempotency keys (lib/idempotency.ts): the only file that reads or writes them.

/** Whose key it is and what it was sent with. */
export interface IdempotencyClaim {
  /** `user:<id>` for a logged-in caller; the route for a public one (sign-up). */
  scope: string;
  key: string;
  /** SHA-256 of the request (`requestHash`): the same key with another request is refused. */
  requestHash: string;
  /** The caller, whose key goes with their account; null on a public route. */
  userId: string | null;
}

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** The advisory lock class of idempotency keys (any constant; "idem" in ASCII). */
const LOCK_CLASS = 0x6964656d;

export async function findLiveKey(
  db: Database,
  claim: IdempotencyClaim,
  now: Date,
): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
        gt(idempotencyKeys.expiresAt, now),
      ),
    );
  return row;
}

/** The key's lock for this transaction, if no other transaction holds it. */
export async function tryLockKey(db: Database, claim: IdempotencyClaim): Promise<boolean> {
  const name = `${claim.scope} ${claim.key}`;
  const result = (await db.execute(
    sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}::int4, hashtext(${name})) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** Writes the key, replacing one of the same name that has expired (the lock is held). */
export async function saveKey(
  db: Database,
  row: typeof idempotencyKeys.$inferInsert,
): Promise<void> {
  const { scope: _scope, key: _key, ...fields } = row;
  await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({ target: [idempotencyKeys.scope, idempotencyKeys.key], set: fields });
}

/** Removes the keys expired at `now`; answers how many. */
export function deleteExpiredKeys(db: Database, now: Date): Promise<number> {
  // A day's keys can be many: deleted a batch at a time (db/delete-in-batches.ts).
  return deleteInBatches(db, idempotencyKeys, lte(idempotencyKeys.expiresAt, now));
}
