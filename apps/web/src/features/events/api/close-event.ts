import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, closeEventResult, pathTo, type CloseEventInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface CloseEventRequest {
  eventId: number;
  input: CloseEventInput;
  /** The planting's photo; the fields then go as multipart text fields next to it. */
  image: File | null;
}

export function closeEvent({ eventId, input, image }: CloseEventRequest) {
  let body: unknown = input;
  if (image) {
    const form = new FormData();
    for (const [field, value] of Object.entries(input)) {
      if (value !== undefined) form.append(field, String(value));
    }
    form.append('image', image, image.name);
    body = form;
  }
  return api.postOnce(pathTo(apiRoutes.events.close, { eventId }), body, closeEventResult);
}

/** Closes an event: real trees for the checked-in players, and a place on the map. */
export function useCloseEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.events() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.locations() }),
      ]),
  });
}
