import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Deletes the player accounts (never an admin) that never verified their address and were made
 * before `madeBefore`, in batches, found by users_unverified_idx (created_at where not
 * verified). Everything a player's account holds goes with it: every table that points at an
 * account does so with `on delete cascade`, or `set null` where it names someone who acted (a
 * post's author, a reply's admin, a flag's reviewer); the audit log keeps ids without a key.
 * Returns how many accounts were deleted.
 */
export function deleteUnverifiedAccountRows(db: Database, madeBefore: Date): Promise<number> {
  return deleteInBatches(
    db,
    users,
    sql`not ${users.verified} and ${users.createdAt} < ${madeBefore} and ${users.role} <> 'ADMIN'`,
  );
}
