import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, report } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import type { ReportStatus } from './report-types.ts';

/** Marks a report handled, or opens it again. */
export const updateReportStatus = ({ id, status }: { id: number; status: ReportStatus }) =>
  api.put(pathTo(apiRoutes.reports.one, { id }), { status }, report);

export function useUpdateReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportStatus,
    // The report moves from one filter to the other.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports() }),
  });
}
