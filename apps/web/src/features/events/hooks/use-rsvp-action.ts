import type { PlantingEvent } from '@punla/contract';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import { useRsvpEvent } from '../api/rsvp-event.ts';
import { rsvpDoneText } from '../components/event-text.ts';

/**
 * The RSVP of one event, wherever it is offered (Event Eligibility, the map): takes the seat or
 * the waitlist place and says which in a toast; a refusal shows the server's words.
 */
export function useRsvpAction(event: Pick<PlantingEvent, 'id' | 'name'>, userId: string) {
  const rsvp = useSingleFlight(useRsvpEvent());
  const send = () =>
    rsvp.mutate(
      { eventId: event.id, userId },
      {
        onSuccess: (result) =>
          result.status === 'CONFIRMED'
            ? toast.success(rsvpDoneText(event.name, result))
            : toast.info(rsvpDoneText(event.name, result)),
      },
    );
  return { send, pending: rsvp.isPending };
}
