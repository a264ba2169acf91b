import { Link } from 'react-router';
import { IconCalendarEvent, IconMapPin, IconUsers } from '@tabler/icons-react';
import type { PlantingEvent } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { eventWhen, rsvpText, seatsText } from './event-text.ts';
import classes from './events-on-map.module.css';

interface UpcomingEventsProps {
  events: PlantingEvent[];
  selectedId: number | null;
  onShow: (event: PlantingEvent) => void;
}

/**
 * Beside the map: the planting events still to come, each with its seats left, a button that
 * shows it on the map and the way to RSVP. Nothing at all when none is scheduled.
 */
export function UpcomingEvents({ events, selectedId, onShow }: UpcomingEventsProps) {
  if (events.length === 0) return null;
  return (
    <section className={classes.upcoming} aria-labelledby="upcoming-events-title">
      <h2 id="upcoming-events-title" className={classes.upcomingTitle}>
        Upcoming planting events
      </h2>
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
              <div className={classes.upcomingActions}>
                <button
                  type="button"
                  className={classes.showButton}
                  aria-pressed={selected}
                  aria-describedby={`upcoming-${event.id}-name`}
                  onClick={() => onShow(event)}
                >
                  <IconMapPin size={16} stroke={2.4} aria-hidden="true" />
                  Show on map
                </button>
                <Link
                  className={classes.rsvpLink}
                  to={paths.app.eligibilityChecker}
                  aria-describedby={`upcoming-${event.id}-name`}
                >
                  {event.rsvp ? 'See your RSVP' : 'RSVP'}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
