import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { api, noContent } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Cancels a scheduled event: every player who RSVP'd gets a notice and a mail. */
export const cancelEvent = (eventId: number) =>
  api.delete(pathTo(apiRoutes.events.one, { eventId }), noContent);

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events() }),
  });
}
