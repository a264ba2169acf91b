import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FairPlayFlagKind, FairPlayFlagStatus } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { fairPlayFlags, users } from '../../db/schema/index.ts';

// A flag is listed with the usernames of its player, the related player and the reviewer (the
// accounts domain's users table), read in the same query.

export interface FlagDraft {
  userId: string;
  kind: FairPlayFlagKind;
  ref: string;
  relatedUserId: string | null;
  evidence: Record<string, unknown>;
}

/** Raises each flag once: a flag already raised for (player, kind, ref) is left as it is. */
export async function insertFlags(db: Database, drafts: FlagDraft[], at: Date): Promise<number> {
  if (drafts.length === 0) return 0;
  const inserted = await db
    .insert(fairPlayFlags)
    .values(drafts.map((draft) => ({ ...draft, createdAt: at })))
    .onConflictDoNothing()
    .returning({ id: fairPlayFlags.id });
  return inserted.length;
}

const player = aliasedTable(users, 'flagged');
const related = aliasedTable(users, 'related');
const reviewer = aliasedTable(users, 'reviewer');

export interface FlagRow {
  flag: typeof fairPlayFlags.$inferSelect;
  username: string;
  relatedUsername: string | null;
  reviewerUsername: string | null;
}

function selectFlags(db: Database) {
  return db
    .select({
      flag: fairPlayFlags,
      username: player.username,
      relatedUsername: related.username,
      reviewerUsername: reviewer.username,
    })
    .from(fairPlayFlags)
    .innerJoin(player, eq(player.id, fairPlayFlags.userId))
    .leftJoin(related, eq(related.id, fairPlayFlags.relatedUserId))
    .leftJoin(reviewer, eq(reviewer.id, fairPlayFlags.reviewedBy));
}

export async function findFlag(db: Database, id: number): Promise<FlagRow | undefined> {
  const [row] = await selectFlags(db).where(eq(fairPlayFlags.id, id));
  return row;
}

/** Flags of one status or all: bigint in SQL, a number here (db/int8.ts). */
export async function countFlags(db: Database, status?: FairPlayFlagStatus): Promise<number> {
  const [count] = await db
    .select({ total: sql`count(*)`.mapWith(int8ToNumber) })
    .from(fairPlayFlags)
    .where(status ? eq(fairPlayFlags.status, status) : undefined);
  return count?.total ?? 0;
}

/** A page of flags: the open ones first, oldest first; then the reviewed, latest review first. */
export function listFlagRows(
  db: Database,
  page: { limit: number; offset: number },
  status?: FairPlayFlagStatus,
): Promise<FlagRow[]> {
  return selectFlags(db)
    .where(status ? eq(fairPlayFlags.status, status) : undefined)
    .orderBy(
      sql`(${fairPlayFlags.status} = 'open') desc`,
      sql`case when ${fairPlayFlags.status} = 'open' then ${fairPlayFlags.createdAt} end asc`,
      desc(fairPlayFlags.reviewedAt),
      asc(fairPlayFlags.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** The player's flags waiting for a review, oldest first (by the once index, which leads with the player). */
export function listOpenFlagRowsOf(db: Database, userId: string): Promise<FlagRow[]> {
  return selectFlags(db)
    .where(and(eq(fairPlayFlags.userId, userId), eq(fairPlayFlags.status, 'open')))
    .orderBy(asc(fairPlayFlags.createdAt), asc(fairPlayFlags.id));
}

/** Records the review of an open flag, once: false when it was reviewed already (or is gone). */
export async function recordReview(
  db: Database,
  review: { id: number; status: 'cleared' | 'confirmed'; by: string; reason: string; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(fairPlayFlags)
    .set({
      status: review.status,
      reviewedBy: review.by,
      reviewReason: review.reason,
      reviewedAt: review.at,
    })
    .where(and(eq(fairPlayFlags.id, review.id), eq(fairPlayFlags.status, 'open')))
    .returning({ id: fairPlayFlags.id });
  return updated.length > 0;
}

/** The statuses of the player's flags that hold their eligibility: open and confirmed ones. */
export async function holdingStatuses(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ status: fairPlayFlags.status })
    .from(fairPlayFlags)
    .where(
      and(eq(fairPlayFlags.userId, userId), inArray(fairPlayFlags.status, ['open', 'confirmed'])),
    );
  return rows.map((row) => row.status);
}
