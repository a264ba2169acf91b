import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconCalendarEvent,
  IconCalendarPlus,
  IconClockHour4,
  IconMapPin,
  IconPlant2,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import type { PlantingEvent } from '@punla/contract';
import { formatGameDateTime } from '#shared/game-time.ts';
import { toast } from '#shared/toast.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import { downloadCalendar } from '../api/download-calendar.ts';
import { useCancelRsvp } from '../api/rsvp-event.ts';
import { ticketQueryOptions } from '../api/get-ticket.ts';
import {
  eventWhen,
  requirementsText,
  rsvpOpen,
  rsvpText,
  seatsText,
  survivalText,
  RSVP_MISSING_TITLE,
  rsvpClosedText,
} from './event-text.ts';
import { useRsvpAction } from '../hooks/use-rsvp-action.ts';
import { RsvpConsentDialogs } from './rsvp-consent-dialogs.tsx';
import { loadQrCode, TicketDialog } from './ticket-dialog.tsx';
import classes from './events.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

function badgeOf(event: PlantingEvent): { text: string; tone: string } | null {
  if (event.status === 'CANCELLED') return { text: 'Cancelled', tone: 'cancelled' };
  if (event.status === 'CLOSED') return { text: 'Trees planted', tone: 'going' };
  const text = rsvpText(event.rsvp);
  if (!text) return null;
  return { text, tone: event.rsvp?.status === 'WAITLISTED' ? 'waiting' : 'going' };
}

/** One planting event: when, where, seats, what it asks of the player, and what they can do. */
export function EventCard({ event, userId }: { event: PlantingEvent; userId: string }) {
  const titleId = `event-${event.id}-title`;
  const badge = badgeOf(event);
  const going = event.rsvp?.status === 'CONFIRMED' && event.status === 'SCHEDULED';
  return (
    <li
      className={classes.card}
      aria-labelledby={titleId}
      data-going={going || undefined}
      data-ended={event.status !== 'SCHEDULED' || undefined}
    >
      <div className={classes.head}>
        <h3 id={titleId} className={classes.name}>
          {event.name}
        </h3>
        {badge && (
          <span className={classes.badge} data-tone={badge.tone}>
            {badge.text}
          </span>
        )}
      </div>
      <ul className={classes.facts}>
        <li className={classes.fact}>
          <IconCalendarEvent size={18} aria-hidden="true" />
          <span>{eventWhen(event)}</span>
        </li>
        <li className={classes.fact}>
          <IconMapPin size={18} aria-hidden="true" />
          <span>{event.placeName}</span>
        </li>
        {event.status === 'SCHEDULED' && (
          <li className={classes.fact}>
            <IconUsers size={18} aria-hidden="true" />
            <span>{seatsText(event)}</span>
          </li>
        )}
        {event.species && (
          <li className={classes.fact}>
            <IconPlant2 size={18} aria-hidden="true" />
            <span>Planting {event.species.name}</span>
          </li>
        )}
        {event.status === 'CLOSED' && event.treesPlanted !== null && (
          <li className={classes.fact}>
            <IconPlant2 size={18} aria-hidden="true" />
            <span>
              {event.treesPlanted} trees planted
              {event.latestSurvival
                ? ` · ${survivalText(event.latestSurvival)}`
                : ' · no survival check yet'}
            </span>
          </li>
        )}
      </ul>
      <p className={classes.description}>{event.description}</p>
      {event.status === 'SCHEDULED' && <EventActions event={event} userId={userId} />}
    </li>
  );
}

/** What the player can do now: RSVP, or show the ticket, add it to a calendar, or cancel. */
function EventActions({ event, userId }: { event: PlantingEvent; userId: string }) {
  const queryClient = useQueryClient();
  const seated = event.rsvp?.status === 'CONFIRMED';
  useEffect(() => {
    if (!seated) return;
    // Fetched while there is signal, the ticket and its QR code still open at a site without.
    void queryClient.prefetchQuery(ticketQueryOptions(event.id, userId));
    void loadQrCode().catch(() => undefined);
  }, [queryClient, seated, event.id, userId]);
  const [ticketOpen, setTicketOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const rsvp = useRsvpAction(event, userId);
  const cancel = useSingleFlight(useCancelRsvp());
  const open = rsvpOpen(event);
  const started = Date.parse(event.startsAt) <= Date.now();

  const onCancel = () =>
    cancel.mutate(
      { eventId: event.id, userId },
      {
        onSuccess: () => {
          setConfirmCancel(false);
          toast.success(
            event.rsvp?.status === 'CONFIRMED'
              ? 'Your RSVP is cancelled and your seat goes to the next player.'
              : 'You left the waitlist.',
          );
        },
      },
    );
  const addToCalendar = () =>
    downloadCalendar(event.id).catch(() =>
      toast.error('The calendar file could not be downloaded. Please try again.'),
    );

  if (!event.rsvp) {
    if (!open) {
      return (
        <p className={classes.note}>
          <IconClockHour4 size={16} aria-hidden="true" /> {rsvpClosedText(event)}
        </p>
      );
    }
    return (
      <>
        <p className={classes.note}>
          {requirementsText(event)} · RSVP by {formatGameDateTime(event.rsvpDeadline)}
        </p>
        {!event.requirements.met && (
          <div>
            <p className={classes.missingTitle}>{RSVP_MISSING_TITLE}</p>
            <ul className={classes.missing}>
              {event.requirements.missing.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
        <div className={classes.actions}>
          <GameButton
            color={rsvp.color}
            disabled={!event.requirements.met}
            loading={rsvp.pending}
            onClick={rsvp.send}
            aria-describedby={`event-${event.id}-title`}
          >
            {rsvp.label}
          </GameButton>
        </div>
        <RsvpConsentDialogs consent={rsvp.consent} />
      </>
    );
  }

  const confirmed = event.rsvp.status === 'CONFIRMED';
  return (
    <>
      <div className={classes.actions}>
        {confirmed && (
          <GameButton
            size="sm"
            leftSection={<IconTicket size={18} aria-hidden="true" />}
            onClick={() => setTicketOpen(true)}
          >
            Show ticket
          </GameButton>
        )}
        <GameButton
          color="blue"
          size="sm"
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          onClick={() => void addToCalendar()}
        >
          Add to calendar
        </GameButton>
        {!started && !event.rsvp.checkedInAt && (
          <GameButton color="red" size="sm" onClick={() => setConfirmCancel(true)}>
            {confirmed ? 'Cancel RSVP' : 'Leave the waitlist'}
          </GameButton>
        )}
      </div>
      {confirmed && (
        <TicketDialog
          opened={ticketOpen}
          onClose={() => setTicketOpen(false)}
          event={event}
          userId={userId}
        />
      )}
      <ConfirmDialog
        opened={confirmCancel}
        title={confirmed ? 'Cancel your RSVP?' : 'Leave the waitlist?'}
        message={
          confirmed
            ? `Your seat at ${event.name} goes to the first player on the waitlist. If you RSVP again later, you join the end of the line.`
            : `You leave the waitlist of ${event.name}. If you RSVP again later, you join the end of the line.`
        }
        confirmLabel={confirmed ? 'Cancel RSVP' : 'Leave the waitlist'}
        confirmIcon={null}
        cancelLabel="Keep it"
        loading={cancel.isPending}
        onConfirm={onCancel}
        onClose={() => setConfirmCancel(false)}
      />
    </>
  );
}
