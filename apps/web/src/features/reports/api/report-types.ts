import type { OwnReport, Report, ReportStatus, ReportType } from '@punla/contract';

export type { OwnReport, Report, ReportStatus, ReportType };

/** What the admins' list shows: a status and a type, each or every one. */
export interface ReportFilter {
  status: ReportStatus | 'ALL';
  type: ReportType | 'ALL';
}
