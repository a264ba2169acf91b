import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, report, type ReportUpdateInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Moves a report and, with a reply, answers its player. */
export const updateReport = ({ id, ...input }: ReportUpdateInput & { id: number }) =>
  api.put(pathTo(apiRoutes.reports.one, { id }), input, report);

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    // The report may move from one filter to another. Not awaited: the form says it is saved
    // at once, even when the refreshed list no longer shows the report.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reports() });
    },
  });
}
