import type { PlantingEvent } from '@punla/contract';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import { useRsvpEvent } from '../api/rsvp-event.ts';
import { rsvpDoneText } from '../components/event-text.ts';

/**
 * The RSVP of one event, wherever it is offered (Event Eligibility, the map): takes the seat or
 * the waitlist place and says which in a toast; a refusal shows the server's words. With it, the
 * button's words and colour: "RSVP" while a seat is left, else "Join the waitlist".
 */
export function useRsvpAction(
  event: Pick<PlantingEvent, 'id' | 'name' | 'seatsLeft'>,
  userId: string,
) {
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
  const seatLeft = event.seatsLeft > 0;
  return {
    send,
    pending: rsvp.isPending,
    label: seatLeft ? 'RSVP' : 'Join the waitlist',
    color: seatLeft ? ('green' as const) : ('yellow' as const),
  };
}
