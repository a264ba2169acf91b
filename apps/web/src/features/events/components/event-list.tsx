import { QueryState } from '#shared/ui/query-state.tsx';
import { useEvents } from '../api/list-events.ts';
import { EventCard } from './event-card.tsx';
import classes from './events.module.css';

/** The planting events a player can join, and the ones that ended lately. */
export function EventList({ userId }: { userId: string }) {
  const events = useEvents();
  return (
    <section className={classes.section} aria-labelledby="planting-events-title">
      <h2 id="planting-events-title" className={classes.sectionTitle}>
        Planting events
      </h2>
      <QueryState query={events} loadingLabel="Loading the planting events" loadingShape="panel">
        {(list) => {
          const upcoming = list.filter((event) => event.status === 'SCHEDULED');
          const ended = list.filter((event) => event.status !== 'SCHEDULED');
          return (
            <>
              {upcoming.length === 0 ? (
                <p className={classes.empty}>
                  No planting event is scheduled right now. Keep your tree growing and earning XP:
                  the next one will be announced here and in your inbox.
                </p>
              ) : (
                <ul className={classes.list} aria-label="Upcoming planting events">
                  {upcoming.map((event) => (
                    <EventCard key={event.id} event={event} userId={userId} />
                  ))}
                </ul>
              )}
              {ended.length > 0 && (
                <>
                  <h3 className={classes.sectionTitle}>Recent events</h3>
                  <ul className={classes.list} aria-label="Recent planting events">
                    {ended.map((event) => (
                      <EventCard key={event.id} event={event} userId={userId} />
                    ))}
                  </ul>
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
