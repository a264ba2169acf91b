import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, report, type ReportInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** A player's bug report or suggestion. */
export const sendReport = (input: ReportInput) => api.post(apiRoutes.reports.list, input, report);

export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports() }),
  });
}
