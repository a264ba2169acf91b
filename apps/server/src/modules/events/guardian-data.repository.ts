import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { plantingEvents, rsvpGuardians } from '../../db/schema/index.ts';

/**
 * Deletes the guardians' names, relationships and phones given with minors' RSVPs to events
 * that started before `startedBefore`, in batches; the RSVPs themselves stay. The events are
 * found by planting_events_starts_idx, their guardians by the key that begins with the event.
 * Returns how many were deleted.
 */
export function deleteGuardianRowsOfEventsBefore(
  db: Database,
  startedBefore: Date,
): Promise<number> {
  return deleteInBatches(
    db,
    rsvpGuardians,
    sql`${rsvpGuardians.eventId} in (select ${plantingEvents.id} from ${plantingEvents} where ${plantingEvents.startsAt} < ${startedBefore})`,
  );
}
