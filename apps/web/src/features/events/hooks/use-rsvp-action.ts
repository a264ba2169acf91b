import { useEffect, useRef } from 'react';
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
  event: Pick<PlantingEvent, 'id' | 'name' | 'seatsLeft' | 'rsvp'>,
  userId: string,
) {
  const rsvp = useSingleFlight(useRsvpEvent());
  // From the answer until the events show the RSVP, the button is still on screen: a second tap
  // of a quick double tap would be refused ("You already have a seat") under the success toast.
  const taken = useRef(false);
  const shown = event.rsvp !== null;
  useEffect(() => {
    if (shown) taken.current = false;
  }, [shown]);
  const send = () => {
    if (taken.current) return;
    rsvp.mutate(
      { eventId: event.id, userId },
      {
        onSuccess: (result) => {
          taken.current = true;
          if (result.status === 'CONFIRMED') toast.success(rsvpDoneText(event.name, result));
          else toast.info(rsvpDoneText(event.name, result));
        },
      },
    );
  };
  const seatLeft = event.seatsLeft > 0;
  return {
    send,
    pending: rsvp.isPending,
    label: seatLeft ? 'RSVP' : 'Join the waitlist',
    color: seatLeft ? ('green' as const) : ('yellow' as const),
  };
}
