import { desc, eq, sql } from 'drizzle-orm';
import type { ReportInput } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { reports, users } from '../../db/schema/index.ts';

// A report is shown with its sender's username (the accounts domain's users table), read here
// in the same query.

export type ReportStatus = 'OPEN' | 'HANDLED';
export type ReportRow = { report: typeof reports.$inferSelect; username: string };

function selectWithUsername(db: Database) {
  return db
    .select({ report: reports, username: users.username })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId));
}

export async function insertReport(
  db: Database,
  userId: string,
  input: ReportInput,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(reports)
    .values({ userId, ...input, createdAt: at })
    .returning({ id: reports.id });
  if (!row) throw new Error('The report was not stored.');
  return row.id;
}

export async function findReport(db: Database, id: number): Promise<ReportRow | undefined> {
  const [row] = await selectWithUsername(db).where(eq(reports.id, id));
  return row;
}

/** Every player's reports (of one status): bigint in SQL, a number here (db/int8.ts). */
export async function countReports(db: Database, status?: ReportStatus): Promise<number> {
  const [count] = await db
    .select({ total: sql`count(*)`.mapWith(int8ToNumber) })
    .from(reports)
    .where(status ? eq(reports.status, status) : undefined);
  return count?.total ?? 0;
}

/** A page of reports, newest first, of one status or all. */
export function listReportRows(
  db: Database,
  page: { limit: number; offset: number },
  status?: ReportStatus,
): Promise<ReportRow[]> {
  return selectWithUsername(db)
    .where(status ? eq(reports.status, status) : undefined)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function updateReportStatus(
  db: Database,
  id: number,
  status: ReportStatus,
  handledAt: Date | null,
): Promise<void> {
  await db.update(reports).set({ status, handledAt }).where(eq(reports.id, id));
}
