import { EligibilityStatus } from '#features/eligibility/components/eligibility-status.tsx';
import { EventsExplainer } from '#features/eligibility/components/events-explainer.tsx';
import { EventList } from '#features/events/components/event-list.tsx';
import { useSessionStore } from '#shared/session/session-store.ts';
import classes from './event-eligibility.module.css';

/**
 * Event Eligibility: where the player stands for the next planting event, the events they can
 * RSVP to (with their tickets), and what the events are.
 */
export function EventEligibilityPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  return (
    <div className={classes.stack}>
      <EligibilityStatus userId={userId} />
      {userId && <EventList userId={userId} />}
      <EventsExplainer />
    </div>
  );
}

export default EventEligibilityPage;
