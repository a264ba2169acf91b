import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReportInput } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { reports, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

export interface ReportsContext {
  db: Database;
  clock: Clock;
  rateLimiter: RateLimiter;
}

/** Reports a player may send per hour: enough for anyone, too few to flood the admins. */
const REPORTS_PER_HOUR = 10;

type Row = { report: typeof reports.$inferSelect; username: string };

function toReport({ report, username }: Row) {
  return {
    id: report.id,
    type: report.type,
    message: report.message,
    username,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    handledAt: report.handledAt?.toISOString() ?? null,
  };
}

export async function createReport(ctx: ReportsContext, userId: string, input: ReportInput) {
  const window = { key: `report:${userId}`, windowSeconds: 60 * 60 };
  if ((await ctx.rateLimiter.hit(window)) > REPORTS_PER_HOUR) {
    throw new AppError(
      'RATE_LIMITED',
      `You can send ${REPORTS_PER_HOUR} reports an hour. Thank you — please try again later.`,
    );
  }
  const [report] = await ctx.db
    .insert(reports)
    .values({ userId, ...input, createdAt: ctx.clock.now() })
    .returning();
  if (!report) throw new Error('The report was not stored.');
  const [user] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return toReport({ report, username: user?.username ?? '' });
}

export async function listReports(
  ctx: ReportsContext,
  page: number,
  size: number,
  status?: 'OPEN' | 'HANDLED',
) {
  const where = status ? eq(reports.status, status) : undefined;
  const [count] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(reports)
    .where(where);
  const rows = await ctx.db
    .select({ report: reports, username: users.username })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(size)
    .offset((page - 1) * size);
  return { items: rows.map(toReport), page, size, total: count?.total ?? 0 };
}

async function findReport(ctx: ReportsContext, id: number) {
  const [row] = await ctx.db
    .select({ report: reports, username: users.username })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(and(eq(reports.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'There is no report with this id.');
  return row;
}

export async function getReport(ctx: ReportsContext, id: number) {
  return toReport(await findReport(ctx, id));
}

export async function setReportStatus(ctx: ReportsContext, id: number, status: 'OPEN' | 'HANDLED') {
  await findReport(ctx, id);
  await ctx.db
    .update(reports)
    .set({ status, handledAt: status === 'HANDLED' ? ctx.clock.now() : null })
    .where(eq(reports.id, id));
  return getReport(ctx, id);
}
