import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { notifications } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared-statements.ts';

export type NoticeRow = typeof notifications.$inferSelect;

/**
 * One page of the player's notices, newest first (by id, which grows with time), older than
 * `before` when given. Reads one row more than `limit`, so the caller knows if more follow.
 */
export function listNoticeRows(
  db: Database,
  userId: string,
  page: { before?: number; limit: number },
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        page.before === undefined ? undefined : lt(notifications.id, page.before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit + 1);
}

// Read on every page of the inbox and every poll of the bell: prepared once.
const unreadOf = preparedOnce((db: Database) =>
  db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .prepare('notifications_unread_count'),
);

/** How many of the player's notices are unread (the partial unread index answers it). */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await unreadOf(db).execute({ userId });
  return row?.unread ?? 0;
}

/**
 * Marks the player's unread notices read: those with the given ids, or all of them when no
 * ids are given. Ids of other players' notices match nothing, so they are left as they are.
 */
export async function markNoticesRead(
  db: Database,
  userId: string,
  ids: number[] | undefined,
  at: Date,
): Promise<void> {
  if (ids?.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids),
      ),
    );
}

/**
 * Deletes the notices past their time, in batches: read ones written before `readBefore`,
 * unread ones written before `unreadBefore` (each found by its partial index on created_at).
 * Returns how many were deleted.
 */
export async function deleteOldNoticeRows(
  db: Database,
  cutoffs: { readBefore: Date; unreadBefore: Date },
): Promise<number> {
  const read = await deleteInBatches(
    db,
    notifications,
    sql`${notifications.readAt} is not null and ${notifications.createdAt} < ${cutoffs.readBefore}`,
  );
  const unread = await deleteInBatches(
    db,
    notifications,
    sql`${notifications.readAt} is null and ${notifications.createdAt} < ${cutoffs.unreadBefore}`,
  );
  return read + unread;
}
