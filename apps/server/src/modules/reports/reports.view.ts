import type { OwnReport, Report } from '@punla/contract';
import type { ReportRecord, ReportRow } from './reports.repository.ts';

/** A report as its player reads it (no admin is named: the reply is the team's). */
export function toOwnReport(report: ReportRecord): OwnReport {
  return {
    id: report.id,
    type: report.type,
    message: report.message,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    handledAt: report.handledAt?.toISOString() ?? null,
    reply: report.reply,
    repliedAt: report.repliedAt?.toISOString() ?? null,
  };
}

/** A report as the admins read it: with its player, and the admin who replied. */
export function toReport({ report, username, repliedByName }: ReportRow): Report {
  return {
    ...toOwnReport(report),
    player: { id: report.userId, username },
    repliedBy:
      report.repliedBy && repliedByName ? { id: report.repliedBy, username: repliedByName } : null,
  };
}
