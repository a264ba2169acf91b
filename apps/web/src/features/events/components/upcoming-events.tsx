import { Link } from 'react-router';
import { IconCalendarEvent, IconClockHour4, IconMapPin, IconUsers } from '@tabler/icons-react';
import type { PlantingEvent } from '@punla/contract';
import { formatGameDateTime } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useRsvpAction } from '../hooks/use-rsvp-action.ts';
import {
  eventWhen,
  RSVP_MISSING_TITLE,
  rsvpClosedText,
  rsvpOpen,
  rsvpText,
  seatsText,
} from './event-text.ts';
import { RsvpConsentDialogs } from './rsvp-consent-dialogs.tsx';
import classes from './events-on-map.module.css';

export const UPCOMING_TITLE = 'Upcoming planting events';
export const UPCOMING_LEAD = 'Still to come: RSVP to plant real trees with other players.';
export const CHECK_ELIGIBILITY = 'Check your eligibility';

interface UpcomingEventsProps {
  events: PlantingEvent[];
  userId: string;
  selectedId: number | null;
  onShow: (event: PlantingEvent) => void;
}

/**
 * Below the previous activities: the planting events still to come, each with its seats left,
 * a button that shows it on the map and its RSVP. Nothing at all when none is scheduled.
 */
export function UpcomingEvents({ events, userId, selectedId, onShow }: UpcomingEventsProps) {
  if (events.length === 0) return null;
  return (
    <section
      id="upcoming-events"
      className={classes.upcoming}
      aria-labelledby="upcoming-events-title"
    >
      <div>
        <h2 id="upcoming-events-title" className={classes.upcomingTitle}>
          {UPCOMING_TITLE}
        </h2>
        <p className={classes.upcomingLead}>{UPCOMING_LEAD}</p>
      </div>
      <ul className={classes.upcomingList}>
        {events.map((event) => {
          const selected = event.id === selectedId;
          const rsvp = rsvpText(event.rsvp);
          return (
            <li
              key={event.id}
              className={classes.upcomingCard}
              data-selected={selected || undefined}
              aria-labelledby={`upcoming-${event.id}-name`}
            >
              <h3 id={`upcoming-${event.id}-name`} className={classes.upcomingName}>
                {event.name}
              </h3>
              <ul className={classes.upcomingFacts}>
                <li>
                  <IconCalendarEvent size={16} stroke={2.4} aria-hidden="true" />
                  {eventWhen(event)}
                </li>
                <li>
                  <IconMapPin size={16} stroke={2.4} aria-hidden="true" />
                  {event.placeName}
                </li>
                <li data-seats>
                  <IconUsers size={16} stroke={2.4} aria-hidden="true" />
                  {rsvp ?? seatsText(event)}
                </li>
              </ul>
              <UpcomingEventActions
                event={event}
                userId={userId}
                selected={selected}
                onShow={() => onShow(event)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * What the player can do from the map: show the event on it, and RSVP where they may. An RSVP
 * here takes the seat at once; a player who may not RSVP yet is told why, with the way to
 * Event Eligibility; one who has an RSVP finds its ticket there.
 */
function UpcomingEventActions({
  event,
  userId,
  selected,
  onShow,
}: {
  event: PlantingEvent;
  userId: string;
  selected: boolean;
  onShow: () => void;
}) {
  const rsvp = useRsvpAction(event, userId);
  const nameId = `upcoming-${event.id}-name`;
  const show = (
    <button
      type="button"
      className={classes.showButton}
      aria-pressed={selected}
      aria-describedby={nameId}
      onClick={onShow}
    >
      <IconMapPin size={16} stroke={2.4} aria-hidden="true" />
      Show on map
    </button>
  );
  const toEligibility = (label: string) => (
    <Link className={classes.eligibilityLink} to={paths.app.eligibilityChecker}>
      {label}
    </Link>
  );

  if (event.rsvp) {
    return (
      <div className={classes.upcomingActions}>
        {show}
        {toEligibility(event.rsvp.status === 'CONFIRMED' ? 'See your ticket' : 'See your RSVP')}
      </div>
    );
  }
  if (!rsvpOpen(event)) {
    return (
      <>
        <p className={classes.upcomingNote}>
          <IconClockHour4 size={16} stroke={2.4} aria-hidden="true" />
          {rsvpClosedText(event)}
        </p>
        <div className={classes.upcomingActions}>{show}</div>
      </>
    );
  }
  if (!event.requirements.met) {
    return (
      <>
        <div className={classes.notYet}>
          <p className={classes.notYetTitle}>{RSVP_MISSING_TITLE}</p>
          <ul className={classes.notYetList}>
            {event.requirements.missing.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
        <div className={classes.upcomingActions}>
          {show}
          {toEligibility(CHECK_ELIGIBILITY)}
        </div>
      </>
    );
  }
  return (
    <>
      <p className={classes.upcomingNote}>RSVP by {formatGameDateTime(event.rsvpDeadline)}</p>
      <div className={classes.upcomingActions}>
        {show}
        <GameButton
          size="sm"
          color={rsvp.color}
          loading={rsvp.pending}
          onClick={rsvp.send}
          aria-describedby={nameId}
        >
          {rsvp.label}
        </GameButton>
        <RsvpConsentDialogs consent={rsvp.consent} />
      </div>
    </>
  );
}
