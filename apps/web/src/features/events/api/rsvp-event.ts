import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, rsvpResult, type GuardianInput } from '@punla/contract';
import { api, noContent } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface RsvpRequest {
  eventId: number;
  userId: string;
}

/** A minor's RSVP brings the guardian's consent; an adult's has no body. */
export const rsvpEvent = ({
  eventId,
  userId,
  guardian,
}: RsvpRequest & { guardian?: GuardianInput }) =>
  api.postOnce(
    pathTo(apiRoutes.events.rsvp, { eventId, userId }),
    guardian ? { guardian } : undefined,
    rsvpResult,
  );

/**
 * Takes a seat, or a place on the waitlist; the events' seats and RSVPs change with it. The
 * guardian's form shows a refusal under its fields itself (`errorToast: false`).
 */
export function useRsvpEvent({ errorToast = true }: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rsvpEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events() }),
    meta: { errorToast },
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
