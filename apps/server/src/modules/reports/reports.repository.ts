import { aliasedTable, and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportInput, ReportStatus, ReportType } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { reports, users } from '../../db/schema/index.ts';

// A report is shown with its sender's username and the replying admin's (the accounts domain's
// users table), read in the same query; the reply's mail needs the sender's address and whether
// they get mail from the game, read with it for the same reason.

const sender = aliasedTable(users, 'sender');
const replier = aliasedTable(users, 'replier');

export type ReportRecord = typeof reports.$inferSelect;

export interface ReportRow {
  report: ReportRecord;
  username: string;
  repliedByName: string | null;
}

/** The sender as the reply's notice and mail need them. */
export interface ReportSender {
  email: string;
  username: string;
  /** Reminders on and the address verified: the game may write to them. */
  mailable: boolean;
}

function selectReports(db: Database) {
  return db
    .select({ report: reports, username: sender.username, repliedByName: replier.username })
    .from(reports)
    .innerJoin(sender, eq(sender.id, reports.userId))
    .leftJoin(replier, eq(replier.id, reports.repliedBy));
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

/** One report; `lock` holds it for the rest of the transaction (an admin's update). */
export async function findReport(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ReportRow | undefined> {
  // Locked first, read after: a row locked inside its join would keep the joined rows it was
  // first read with (the replier before another admin's reply committed).
  if (options.lock) {
    const [locked] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.id, id))
      .for('update');
    if (!locked) return undefined;
  }
  const [row] = await selectReports(db).where(eq(reports.id, id));
  return row;
}

export interface ReportFilter {
  status?: ReportStatus | undefined;
  type?: ReportType | undefined;
}

function filterOf(filter: ReportFilter): SQL | undefined {
  return and(
    filter.status ? eq(reports.status, filter.status) : undefined,
    filter.type ? eq(reports.type, filter.type) : undefined,
  );
}

/** Every player's reports (of one status, one type): bigint in SQL, a number here (db/int8.ts). */
export async function countReports(db: Database, filter: ReportFilter): Promise<number> {
  const [count] = await db
    .select({ total: sql`count(*)`.mapWith(int8ToNumber) })
    .from(reports)
    .where(filterOf(filter));
  return count?.total ?? 0;
}

/** A page of reports, newest first, of one status and type or all. */
export function listReportRows(
  db: Database,
  page: { limit: number; offset: number },
  filter: ReportFilter,
): Promise<ReportRow[]> {
  return selectReports(db)
    .where(filterOf(filter))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPlayerReports(db: Database, userId: string): Promise<number> {
  const [count] = await db
    .select({ total: sql`count(*)`.mapWith(int8ToNumber) })
    .from(reports)
    .where(eq(reports.userId, userId));
  return count?.total ?? 0;
}

/** A page of one player's reports, newest first (the index on user and time). */
export function listPlayerReportRows(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<ReportRecord[]> {
  return db
    .select()
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit)
    .offset(page.offset);
}

export interface ReportChange {
  status: ReportStatus;
  handledAt: Date | null;
  /** A new reply, with who wrote it and when; absent keeps the reply as it is. */
  reply?: { text: string; by: string; at: Date };
}

export async function updateReport(db: Database, id: number, change: ReportChange): Promise<void> {
  const { status, handledAt, reply } = change;
  await db
    .update(reports)
    .set({
      status,
      handledAt,
      ...(reply ? { reply: reply.text, repliedBy: reply.by, repliedAt: reply.at } : {}),
    })
    .where(eq(reports.id, id));
}

/** The report's sender, for the reply's mail. */
export async function findSender(db: Database, userId: string): Promise<ReportSender | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      mailable: sql<boolean>`${users.remindersEnabled} and ${users.verified}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
