import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type AccountRow = typeof users.$inferSelect;

/** The account, its row locked until the caller's transaction ends; undefined when there is none. */
export async function lockAccount(db: Database, id: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`${users.id} = ${id}`)
    .for('update');
  return row;
}

/**
 * Marks the account's deletion as asked for, and takes it out of play as a suspension does
 * (`suspended_at`, with no reason: a suspension an admin makes always has one) unless an admin
 * suspended it already; raising the token version ends every session on every instance.
 * Undefined when a deletion is pending already or the account is erased.
 */
export async function markDeletionRequested(
  db: Database,
  id: string,
  values: { at: Date; erasesAt: Date },
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      deletionRequestedAt: values.at,
      erasesAt: values.erasesAt,
      suspendedAt: sql`coalesce(${users.suspendedAt}, ${values.at})`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: values.at,
    })
    .where(
      sql`${users.id} = ${id} and ${users.deletionRequestedAt} is null and ${users.erasedAt} is null`,
    )
    .returning();
  return row;
}

/**
 * Cancels a pending deletion: the account is back in play, unless an admin had suspended it
 * (a reason is there), which stays. Undefined when no deletion is pending (or it is erased).
 */
export async function clearDeletionRequest(
  db: Database,
  id: string,
  at: Date,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      deletionRequestedAt: null,
      erasesAt: null,
      suspendedAt: sql`case when ${users.suspensionReason} is null then null else ${users.suspendedAt} end`,
      updatedAt: at,
    })
    .where(
      sql`${users.id} = ${id} and ${users.deletionRequestedAt} is not null and ${users.erasedAt} is null`,
    )
    .returning();
  return row;
}
