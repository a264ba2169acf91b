import type { ReportInput } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import {
  countReports,
  findReport,
  insertReport,
  listReportRows,
  updateReportStatus,
  type ReportRow,
  type ReportStatus,
} from './reports.repository.ts';

export interface ReportsContext extends AppContext {
  rateLimiter: RateLimiter;
}

/** Reports a player may send per hour: enough for anyone, too few to flood the admins. */
const REPORTS_PER_HOUR = 10;

function toReport({ report, username }: ReportRow) {
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
  const id = await insertReport(ctx.db, userId, input, ctx.clock.now());
  return getReport(ctx, id);
}

export async function listReports(
  ctx: AppContext,
  page: number,
  size: number,
  status?: ReportStatus,
) {
  const total = await countReports(ctx.db, status);
  const rows = await listReportRows(ctx.db, { limit: size, offset: (page - 1) * size }, status);
  return { items: rows.map(toReport), page, size, total };
}

export async function getReport(ctx: AppContext, id: number) {
  const row = await findReport(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'There is no report with this id.');
  return toReport(row);
}

export async function setReportStatus(ctx: AppContext, id: number, status: ReportStatus) {
  await getReport(ctx, id);
  await updateReportStatus(ctx.db, id, status, status === 'HANDLED' ? ctx.clock.now() : null);
  return getReport(ctx, id);
}
