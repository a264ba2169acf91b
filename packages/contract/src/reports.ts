import { z } from 'zod';
import { int4Id, text } from './input.ts';
import { pageQuery } from './wallet.ts';

export const reportTypes = ['BUG', 'SUGGESTION'] as const;
export type ReportType = (typeof reportTypes)[number];

/**
 * A report's life: NEW (no admin has looked at it) → IN_PROGRESS → RESOLVED | WONT_FIX
 * (docs/game-rules.md, Content).
 */
export const reportStatuses = ['NEW', 'IN_PROGRESS', 'RESOLVED', 'WONT_FIX'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/**
 * The statuses an admin may move a report to from each status. A report keeps its status when
 * only a reply is sent; once an admin has moved it, it is never NEW again (the New filter is
 * the admins' list of reports nobody has looked at); a closed report is reopened as
 * IN_PROGRESS, or closed the other way.
 */
export const reportStatusMoves: Record<ReportStatus, readonly ReportStatus[]> = {
  NEW: ['NEW', 'IN_PROGRESS', 'RESOLVED', 'WONT_FIX'],
  IN_PROGRESS: ['IN_PROGRESS', 'RESOLVED', 'WONT_FIX'],
  RESOLVED: ['RESOLVED', 'IN_PROGRESS', 'WONT_FIX'],
  WONT_FIX: ['WONT_FIX', 'IN_PROGRESS', 'RESOLVED'],
};

/** Whether a report of status `from` may be moved to `to`. */
export const canMoveReport = (from: ReportStatus, to: ReportStatus): boolean =>
  reportStatusMoves[from].includes(to);

/** The statuses that close a report (its `handledAt` is set). */
export const closedReportStatuses: readonly ReportStatus[] = ['RESOLVED', 'WONT_FIX'];

export const REPORT_MESSAGE_MAX_LENGTH = 2000;
export const REPORT_REPLY_MAX_LENGTH = 2000;

export const reportInput = z.strictObject({
  type: z.enum(reportTypes, { error: 'type is BUG or SUGGESTION.' }),
  message: text()
    .trim()
    .min(10, { error: 'Tell us a little more: at least 10 characters.' })
    .max(REPORT_MESSAGE_MAX_LENGTH, {
      error: `A report has at most ${REPORT_MESSAGE_MAX_LENGTH} characters.`,
    }),
});
export type ReportInput = z.infer<typeof reportInput>;

const playerRef = z.object({ id: z.string(), username: z.string() });

/** A report as the player who sent it reads it: what they wrote, where it is, the answer. */
export const ownReport = z.object({
  id: z.number().int(),
  type: z.enum(reportTypes),
  message: z.string(),
  status: z.enum(reportStatuses),
  createdAt: z.iso.datetime(),
  /** When it was resolved or closed as won't fix; null while open. */
  handledAt: z.iso.datetime().nullable(),
  /** The admins' answer to the player, and when it was written; null before one. */
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
});
export type OwnReport = z.infer<typeof ownReport>;

/** A report as the admins read it: with its player, and the admin who replied. */
export const report = ownReport.extend({
  player: playerRef,
  /** The admin who wrote the reply; null before a reply, or for an account gone since. */
  repliedBy: playerRef.nullable(),
});
export type Report = z.infer<typeof report>;

export const reportPage = z.object({
  /** Newest first. */
  items: z.array(report),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type ReportPage = z.infer<typeof reportPage>;

export const ownReportPage = z.object({
  /** Newest first. */
  items: z.array(ownReport),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type OwnReportPage = z.infer<typeof ownReportPage>;

export const reportIdParams = z.strictObject({
  id: int4Id('The report id'),
});

const STATUS_WORDS = 'status is NEW, IN_PROGRESS, RESOLVED or WONT_FIX.';

export const reportUpdateInput = z.strictObject({
  status: z.enum(reportStatuses, { error: STATUS_WORDS }),
  /** Sent to the player (inbox, and mail when they get reminders); replaces an earlier one. */
  reply: text({ error: 'reply is the answer to the player, in words.' })
    .trim()
    .min(1, { error: 'Write the reply, or leave it out to change only the status.' })
    .max(REPORT_REPLY_MAX_LENGTH, {
      error: `A reply has at most ${REPORT_REPLY_MAX_LENGTH} characters.`,
    })
    .optional(),
});
export type ReportUpdateInput = z.infer<typeof reportUpdateInput>;

export const reportQuery = pageQuery.extend({
  status: z.enum(reportStatuses, { error: STATUS_WORDS }).optional(),
  type: z.enum(reportTypes, { error: 'type is BUG or SUGGESTION.' }).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;
