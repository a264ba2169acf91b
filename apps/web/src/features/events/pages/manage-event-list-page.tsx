import { IconCalendarEvent, IconPencil, IconQrcode, IconUsers } from '@tabler/icons-react';
import { countOf, type PlantingEvent } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { AdminList, AdminToolbar } from '#shared/ui/admin-list.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useEvents } from '../api/list-events.ts';
import { eventWhen } from '../components/event-text.ts';
import classes from '../components/admin-events.module.css';

const STATUS_TEXT = { SCHEDULED: 'Scheduled', CLOSED: 'Closed', CANCELLED: 'Cancelled' } as const;

/**
 * The events as an admin works through them: those not over yet, soonest first, then those
 * over, latest first. (The server lists them all by start, the oldest first.)
 */
export function upcomingThenPast(events: PlantingEvent[], now: number) {
  const byStart = (a: PlantingEvent, b: PlantingEvent) =>
    Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id;
  const over = (event: PlantingEvent) => Date.parse(event.endsAt) <= now;
  return {
    upcoming: events.filter((event) => !over(event)).sort(byStart),
    past: events.filter(over).sort((a, b) => byStart(b, a)),
  };
}

/** What the status says beside its name: a started event still scheduled waits to be closed. */
function statusText(event: PlantingEvent, now: number): string {
  if (event.status === 'CLOSED' && event.treesPlanted !== null) {
    return `Closed · ${countOf(event.treesPlanted, 'tree')} planted`;
  }
  if (event.status === 'SCHEDULED' && Date.parse(event.startsAt) <= now) {
    return 'Scheduled · to close';
  }
  return STATUS_TEXT[event.status];
}

function EventRow({ event, now }: { event: PlantingEvent; now: number }) {
  const taken = event.capacity - event.seatsLeft;
  return (
    <li
      className={`${adminClasses.row} ${classes.eventRow}`}
      data-dimmed={event.status === 'CANCELLED' || undefined}
    >
      <div className={adminClasses.thumb} data-tone={event.status === 'CLOSED' ? 'leaf' : 'sun'}>
        <IconCalendarEvent size={30} stroke={2.2} aria-hidden="true" />
      </div>
      <div className={adminClasses.rowText}>
        <strong className={adminClasses.rowTitle}>{event.name}</strong>
        <div className={adminClasses.chips}>
          <span>{statusText(event, now)}</span>
          <span>
            <IconUsers size={16} stroke={2.4} aria-hidden="true" />
            {taken} of {event.capacity} seats
            {event.waitlist > 0 ? ` · ${event.waitlist} waiting` : ''}
          </span>
        </div>
        <span className={adminClasses.rowNote}>
          {eventWhen(event)} · {event.placeName}
        </span>
      </div>
      <div className={adminClasses.actions}>
        {event.status === 'SCHEDULED' && (
          <GameButton
            to={paths.admin.manageEvent(event.id)}
            color="blue"
            size="sm"
            leftSection={<IconPencil size={18} stroke={2.4} />}
            aria-label={`Edit ${event.name}`}
          >
            Edit
          </GameButton>
        )}
        <GameButton
          to={paths.admin.eventAttendees(event.id)}
          color="yellow"
          size="sm"
          leftSection={<IconUsers size={18} stroke={2.4} />}
          aria-label={`Attendees of ${event.name}`}
        >
          Attendees
        </GameButton>
        {event.status === 'SCHEDULED' && (
          <GameButton
            to={paths.admin.eventCheckIn(event.id)}
            color="green"
            size="sm"
            leftSection={<IconQrcode size={18} stroke={2.4} />}
            aria-label={`Check-in for ${event.name}`}
          >
            Check-in
          </GameButton>
        )}
      </div>
    </li>
  );
}

/** Admin: the planting events, upcoming first, with their seats and what to do next. */
export function ManageEventListPage() {
  const list = useEvents('all');
  // The moment the list was read decides what is past; a re-read moves it on.
  const now = list.dataUpdatedAt || Date.now();
  const { upcoming, past } = upcomingThenPast(list.data ?? [], now);
  const count = list.data?.length ?? 0;
  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title="Planting events"
        lead={
          list.data
            ? `${countOf(count, 'event')}, upcoming first`
            : 'Real planting events players RSVP to'
        }
        newLink={{ to: paths.admin.manageEvent(), label: 'New event' }}
      />
      <section className={classes.section} aria-labelledby="upcoming-events">
        <h3 id="upcoming-events" className={classes.sectionTitle}>
          Upcoming
        </h3>
        <AdminList
          query={{ ...list, data: list.data && upcoming }}
          label="Upcoming events"
          loadingLabel="Loading the events"
          emptyTitle={count === 0 ? 'No events yet' : 'No upcoming events'}
          emptyText="Schedule a planting event: players who meet its requirements can RSVP from Event Eligibility."
          emptyAction={{ to: paths.admin.manageEvent(), label: 'New event' }}
        >
          {(event) => <EventRow event={event} now={now} />}
        </AdminList>
      </section>
      {!list.isError && past.length > 0 && (
        <section className={classes.section} aria-labelledby="past-events">
          <h3 id="past-events" className={classes.sectionTitle}>
            Past
          </h3>
          <AdminList
            query={{ ...list, data: past }}
            label="Past events"
            loadingLabel="Loading the events"
            emptyText=""
          >
            {(event) => <EventRow event={event} now={now} />}
          </AdminList>
        </section>
      )}
    </div>
  );
}

export default ManageEventListPage;
