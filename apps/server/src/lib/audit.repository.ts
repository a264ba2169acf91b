import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

// The SQL that writes the audit log (lib/audit.ts). Reading it is the audit module's
// (modules/audit); nothing updates or deletes an entry, and the database refuses both.

export interface AuditEntryValues {
  at: Date;
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  address: string | null;
}

/** One entry, with the admin's name as it is now (read in the same statement). */
export async function insertAuditEntry(db: Database, entry: AuditEntryValues): Promise<void> {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const written = await db.execute(sql`
    insert into ${auditLog} (at, actor_id, actor_name, action, target_type, target_id,
                             before, after, reason, address)
    select ${entry.at}, u.id, u.username, ${entry.action}, ${entry.targetType}, ${entry.targetId},
           ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb, ${entry.reason},
           ${entry.address}
    from users u where u.id = ${entry.actorId}`);
  // An admin whose row is gone cannot be named: the write must not commit without its entry.
  if ((written as unknown as { rowCount?: number | null }).rowCount !== 1) {
    throw new Error(
      `The audit entry of ${entry.action} was not written: no admin ${entry.actorId}.`,
    );
  }
}
