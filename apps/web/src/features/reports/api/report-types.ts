import type { report, reportPage } from '@punla/contract';

export type Report = ReturnType<typeof report.parse>;
export type ReportPage = ReturnType<typeof reportPage.parse>;
export type ReportStatus = Report['status'];
export type ReportType = Report['type'];
