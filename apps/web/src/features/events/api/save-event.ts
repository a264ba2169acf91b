import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, plantingEvent, type EventInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface SaveEventRequest {
  /** Absent for a new event. */
  id?: number;
  input: EventInput;
}

export function saveEvent({ id, input }: SaveEventRequest) {
  return id === undefined
    ? api.postOnce(apiRoutes.events.list, input, plantingEvent)
    : api.put(pathTo(apiRoutes.events.one, { eventId: id }), input, plantingEvent);
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.eventDetail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.events() });
    },
  });
}
