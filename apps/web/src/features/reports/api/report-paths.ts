import type { ReportStatus } from './report-types.ts';

/** The addresses of bug reports and suggestions (docs/api.md, Content). */
export const reportPaths = {
  send: '/api/secure/report',
  page: (page: number, size: number, status?: ReportStatus) =>
    `/api/secure/report?page=${page}&size=${size}${status ? `&status=${status}` : ''}`,
  one: (id: number) => `/api/secure/report/${encodeURIComponent(String(id))}`,
} as const;
