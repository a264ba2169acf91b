import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, ownReport, type ReportInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** A player's bug report or suggestion. */
export const sendReport = (input: ReportInput) =>
  api.post(apiRoutes.reports.list, input, ownReport);

export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReport,
    // It heads the player's "My reports" (and the admins' list).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports() }),
  });
}
