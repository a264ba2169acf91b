import {
  canMoveReport,
  closedReportStatuses,
  type OwnReport,
  type OwnReportPage,
  type Report,
  type ReportInput,
  type ReportPage,
  type ReportQuery,
  type ReportStatus,
  type ReportUpdateInput,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type Actor, type AppContext } from '../../lib/context.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import type { MailOutbox } from '../../lib/mail-outbox.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import {
  countPlayerReports,
  countReports,
  findReport,
  findSender,
  insertReport,
  listPlayerReportRows,
  listReportRows,
  updateReport,
  type ReportRecord,
} from './reports.repository.ts';
import { reportReplyMail, reportReplyNotice } from './reports.notices.ts';
import { toOwnReport, toReport } from './reports.view.ts';

export interface ReportsContext extends AppContext {
  rateLimiter: RateLimiter;
  /** Where a reply's mail goes: queued in the reply's transaction, sent after it commits. */
  outbox: MailOutbox;
  publicUrl: string;
}

/** Reports a player may send per hour: enough for anyone, too few to flood the admins. */
const REPORTS_PER_HOUR = 10;

export async function createReport(
  ctx: ReportsContext,
  userId: string,
  input: ReportInput,
): Promise<OwnReport> {
  const window = { key: `report:${userId}`, windowSeconds: 60 * 60 };
  if ((await ctx.rateLimiter.hit(window)) > REPORTS_PER_HOUR) {
    throw new AppError(
      'RATE_LIMITED',
      `You can send ${REPORTS_PER_HOUR} reports an hour. Thank you — please try again later.`,
    );
  }
  const id = await insertReport(ctx.db, userId, input, ctx.clock.now());
  const { report } = await foundReport(ctx, id);
  return toOwnReport(report);
}

/** The admins' list: newest first, of one status and type or all. */
export async function listReports(ctx: AppContext, query: ReportQuery): Promise<ReportPage> {
  const { page, size, status, type } = query;
  const filter = { status, type };
  const [total, rows] = await Promise.all([
    countReports(ctx.db, filter),
    listReportRows(ctx.db, { limit: size, offset: (page - 1) * size }, filter),
  ]);
  return { items: rows.map(toReport), page, size, total };
}

/** A player's own reports with the admins' replies, newest first. */
export async function listPlayerReports(
  ctx: AppContext,
  userId: string,
  query: { page: number; size: number },
): Promise<OwnReportPage> {
  const { page, size } = query;
  const [total, rows] = await Promise.all([
    countPlayerReports(ctx.db, userId),
    listPlayerReportRows(ctx.db, userId, { limit: size, offset: (page - 1) * size }),
  ]);
  return { items: rows.map(toOwnReport), page, size, total };
}

async function foundReport(ctx: AppContext, id: number, lock = false) {
  const row = await findReport(ctx.db, id, { lock });
  if (!row) throw new AppError('NOT_FOUND', 'There is no report with this id.');
  return row;
}

export async function getReport(ctx: AppContext, id: number): Promise<Report> {
  return toReport(await foundReport(ctx, id));
}

/**
 * The report as it is, held until the transaction ends: read first by an admin's update, so
 * that of two admins at once the second sees the first's change.
 */
export async function getReportForUpdate(ctx: AppContext, id: number): Promise<Report> {
  return toReport(await foundReport(ctx, id, true));
}

const STATUS_NAME: Record<ReportStatus, string> = {
  NEW: 'new',
  IN_PROGRESS: 'in progress',
  RESOLVED: 'resolved',
  WONT_FIX: "won't fix",
};

/** When the report was handled once it has `status`: kept while closed, now on closing. */
function handledAtOf(report: ReportRecord, status: ReportStatus, now: Date): Date | null {
  if (!closedReportStatuses.includes(status)) return null;
  return status === report.status && report.handledAt ? report.handledAt : now;
}

/**
 * An admin moves a report (reportStatusMoves in the contract says where to) and may answer the
 * player. A new reply is stored with its admin and time, written into the player's inbox and,
 * when they get the game's mail (reminders on, address verified), mailed, all in `ctx`'s
 * transaction; the same reply sent again changes nothing and tells the player nothing.
 */
export function updateReportByAdmin(
  ctx: ReportsContext,
  admin: Actor,
  id: number,
  input: ReportUpdateInput,
): Promise<Report> {
  return inTransaction(ctx, async (tx) => {
    const { report } = await foundReport(tx, id, true);
    if (!canMoveReport(report.status, input.status)) {
      throw new AppError(
        'REPORT_MOVE_NOT_ALLOWED',
        `This report is ${STATUS_NAME[report.status]}: it cannot be new again. Move it to in progress instead.`,
      );
    }
    const now = tx.clock.now();
    const reply = input.reply !== undefined && input.reply !== report.reply ? input.reply : null;
    await updateReport(tx.db, id, {
      status: input.status,
      handledAt: handledAtOf(report, input.status, now),
      ...(reply ? { reply: { text: reply, by: admin.id, at: now } } : {}),
    });
    if (reply) await tellPlayer(tx, { ...report, status: input.status }, reply, now);
    return getReport(tx, id);
  });
}

/** The reply in the player's inbox, and in their mail when they get the game's mail. */
async function tellPlayer(tx: ReportsContext, report: ReportRecord, reply: string, at: Date) {
  await addNotice(tx.db, reportReplyNotice(report, { text: reply, at }, tx.timeZone));
  const player = await findSender(tx.db, report.userId);
  if (!player?.mailable) return;
  await tx.outbox.put(
    tx,
    reportReplyMail({
      to: player.email,
      username: player.username,
      report,
      reply,
      timeZone: tx.timeZone,
      publicUrl: tx.publicUrl,
    }),
  );
}
