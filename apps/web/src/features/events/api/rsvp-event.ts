import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, rsvpResult } from '@punla/contract';
import { api, noContent } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface RsvpRequest {
  eventId: number;
  userId: string;
}

export const rsvpEvent = ({ eventId, userId }: RsvpRequest) =>
  api.postOnce(pathTo(apiRoutes.events.rsvp, { eventId, userId }), undefined, rsvpResult);

/** Takes a seat, or a place on the waitlist; the events' seats and RSVPs change with it. */
export function useRsvpEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rsvpEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events() }),
  });
}

export const cancelRsvp = ({ eventId, userId }: RsvpRequest) =>
  api.delete(pathTo(apiRoutes.events.rsvp, { eventId, userId }), noContent);

/** Gives the seat (or the waitlist place) back; the first on the waitlist moves up. */
export function useCancelRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRsvp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events() }),
  });
}
