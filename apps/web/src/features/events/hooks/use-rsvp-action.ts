import { useEffect, useRef, useState } from 'react';
import { isMinorIn, type GuardianInput, type PlantingEvent } from '@punla/contract';
import { ApiError } from '#shared/api-client.ts';
import { gameDayOf } from '#shared/game-time.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { useRsvpEvent } from '../api/rsvp-event.ts';
import { rsvpDoneText } from '../components/event-text.ts';

/** What the RSVP asks first: the birth year (unknown), or a minor's guardian's consent. */
export type RsvpStep = 'year' | 'guardian' | null;

/** The year an event starts in, in the game's time zone (a minor is under 18 that year). */
export const eventYear = (startsAt: string): number => Number(gameDayOf(startsAt).slice(0, 4));

/**
 * The RSVP of one event, wherever it is offered (Event Eligibility, the map): takes the seat or
 * the waitlist place and says which in a toast; a refusal shows the server's words. With it, the
 * button's words and colour: "RSVP" while a seat is left, else "Join the waitlist".
 *
 * A player whose birth year is unknown is asked it first; a minor in the event's year gets the
 * guardian's form (`step`, drawn by RsvpConsentDialogs), whose refusals show under its fields.
 */
export function useRsvpAction(
  event: Pick<PlantingEvent, 'id' | 'name' | 'seatsLeft' | 'rsvp' | 'startsAt'>,
  userId: string,
) {
  const rsvp = useSingleFlight(useRsvpEvent());
  const withGuardian = useSingleFlight(useRsvpEvent({ errorToast: false }));
  const birthYear = useSessionStore((state) => state.loggedUser?.birthYear);
  const [step, setStep] = useState<RsvpStep>(null);
  // From the answer until the events show the RSVP, the button is still on screen: a second tap
  // of a quick double tap would be refused ("You already have a seat") under the success toast.
  const taken = useRef(false);
  const shown = event.rsvp !== null;
  useEffect(() => {
    if (shown) taken.current = false;
  }, [shown]);

  const done = {
    onSuccess: (result: Parameters<typeof rsvpDoneText>[1]) => {
      taken.current = true;
      setStep(null);
      if (result.status === 'CONFIRMED') toast.success(rsvpDoneText(event.name, result));
      else toast.info(rsvpDoneText(event.name, result));
    },
  };
  const post = () =>
    rsvp.mutate(
      { eventId: event.id, userId },
      {
        ...done,
        // The session did not know the year yet: the server asks for it, or for a guardian.
        onError: (error) => {
          if (!(error instanceof ApiError) || error.code !== 'GUARDIAN_REQUIRED') return;
          const body = error.body as { details?: { issues?: { field?: string }[] } };
          const askYear = body.details?.issues?.some((issue) => issue.field === 'birthYear');
          setStep(askYear ? 'year' : 'guardian');
        },
      },
    );
  const next = (year: number | null | undefined) => {
    if (year === null) setStep('year');
    else if (year !== undefined && isMinorIn(year, eventYear(event.startsAt))) setStep('guardian');
    else {
      setStep(null);
      post();
    }
  };
  const send = () => {
    if (taken.current) return;
    next(birthYear);
  };
  const sendWithGuardian = (guardian: GuardianInput) => {
    if (taken.current) return;
    withGuardian.mutate({ eventId: event.id, userId, guardian }, done);
  };
  const seatLeft = event.seatsLeft > 0;
  return {
    send,
    pending: rsvp.isPending,
    label: seatLeft ? 'RSVP' : 'Join the waitlist',
    color: seatLeft ? ('green' as const) : ('yellow' as const),
    consent: {
      step,
      userId,
      eventName: event.name,
      close: () => {
        setStep(null);
        withGuardian.reset();
      },
      /** After the year is told: the guardian's form for a minor, else the RSVP itself. */
      yearSaved: (year: number) => next(year),
      sendWithGuardian,
      pending: withGuardian.isPending,
      error: withGuardian.error,
    },
  };
}

export type RsvpConsent = ReturnType<typeof useRsvpAction>['consent'];
