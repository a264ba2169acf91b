import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, survivalCheck, type SurvivalInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const recordSurvival = ({ eventId, input }: { eventId: number; input: SurvivalInput }) =>
  api.postOnce(pathTo(apiRoutes.events.survival, { eventId }), input, survivalCheck);

export function useRecordSurvival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSurvival,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.events() }),
  });
}
