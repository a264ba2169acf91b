import { and, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { auditLog, users } from '../../db/schema/index.ts';

// Reading the audit log (lib/audit.ts writes it). Each filter has an index that starts with it
// and ends with the time (db/schema/operators.ts), so a page is read without a scan.

export type AuditRow = typeof auditLog.$inferSelect & { targetName: string | null };

export interface AuditFilter {
  actorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** From this instant, included, to that one, excluded. */
  from?: Date | undefined;
  until?: Date | undefined;
}

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.until ? lt(auditLog.at, filter.until) : undefined,
  );
}

/** A page of entries, latest first. */
export function listAuditRows(
  db: Database,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditRow[]> {
  // A player's name as it is now, so the page names whom an entry is about (the accounts'
  // table read by its primary key, for the page's rows only).
  return db
    .select({
      ...getTableColumns(auditLog),
      targetName: sql<string | null>`(select u.username from ${users} u where u.id =
        case when ${auditLog.targetType} = 'player' then ${auditLog.targetId}::uuid end)`,
    })
    .from(auditLog)
    .where(where(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditRows(db: Database, filter: AuditFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql`count(*)`.mapWith(int8ToNumber) })
    .from(auditLog)
    .where(where(filter));
  return row?.total ?? 0;
}
