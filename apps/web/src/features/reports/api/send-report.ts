import { useMutation, useQueryClient } from '@tanstack/react-query';
import { report, type ReportInput } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { reportPaths } from './report-paths.ts';
import { reportKeys } from './report-types.ts';

/** A player's bug report or suggestion. */
export const sendReport = (input: ReportInput) => api.post(reportPaths.send, input, report);

export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all() }),
  });
}
