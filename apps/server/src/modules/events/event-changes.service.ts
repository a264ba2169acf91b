import type { EventInput, PlantingEvent } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type Actor, type AppContext } from '../../lib/context.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { eventCalendar } from './event-calendar.ts';
import { eventNotFound, notOpen } from './event-refusals.ts';
import type { EventsContext } from './events.context.ts';
import { cancelledMail, cancelledNotice, changedMail, changedNotice } from './events.notices.ts';
import {
  cancelEventRow,
  listRsvpContacts,
  lockEvent,
  resetReminders,
  updateEventRow,
  type EventRow,
} from './events.repository.ts';
import { eventValues, getEvent, startsInFuture } from './events.service.ts';
import { mailSeated, seatWaitlisted } from './rsvps.service.ts';

// A scheduled event changed by an admin — moved, re-sized or cancelled — and the players who
// hear of it: a notice in the change's transaction, and a mail queued in it.

/**
 * Edits a scheduled event. The capacity may not go below the seats taken; a larger one seats
 * the waitlist in order, under the event's lock.
 */
export async function updateEvent(
  ctx: EventsContext,
  actor: Actor,
  eventId: number,
  input: EventInput,
): Promise<PlantingEvent> {
  const values = await eventValues(ctx, input);
  await inTransaction(ctx, async (tx) => {
    const current = await lockEvent(tx.db, eventId);
    if (!current) throw eventNotFound();
    if (current.status !== 'SCHEDULED') throw notOpen(current);
    if (
      values.startsAt.getTime() !== current.startsAt.getTime() &&
      values.startsAt.getTime() <= tx.clock.now().getTime()
    ) {
      startsInFuture(tx, values);
    }
    if (values.capacity < current.seatsTaken) {
      throw new AppError(
        'CAPACITY_TOO_SMALL',
        `${current.seatsTaken} players have a seat, so the capacity cannot go below ${current.seatsTaken}.`,
      );
    }
    const now = tx.clock.now();
    await updateEventRow(tx.db, eventId, values, now);
    const updated = { ...current, ...values, updatedAt: now };
    const told = movedOrRescheduled(current, updated) ? await tellOfChange(tx, updated) : [];
    const seated = await seatWaitlisted(tx, updated);
    await mailSeated(tx, updated, seated);
    // A player seated by this edit has the new time and place in the seat's mail already.
    await tx.outbox.put(
      tx,
      ...told
        .filter((contact) => !seated.includes(contact.userId))
        .map((person) =>
          changedMail({
            to: person.email,
            username: person.username,
            event: updated,
            calendar: eventCalendar({ ...updated, cancelled: false }, tx.publicUrl),
            timeZone: tx.timeZone,
            publicUrl: tx.publicUrl,
          }),
        ),
    );
  });
  return getEvent(ctx, actor, eventId);
}

/** Whether an edit changed when or where the event is: what its players must hear of. */
function movedOrRescheduled(before: EventRow, after: EventRow): boolean {
  return (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.placeName !== after.placeName ||
    before.latitude !== after.latitude ||
    before.longitude !== after.longitude
  );
}

/**
 * Tells every RSVP'd player of a new time or place with a notice (in the edit's transaction),
 * and has the day-before reminder sent again for the new date. Returns whom to mail.
 */
async function tellOfChange(tx: AppContext, event: EventRow) {
  const people = await listRsvpContacts(tx.db, event.id);
  await resetReminders(tx.db, event.id);
  for (const person of people) {
    await addNotice(tx.db, changedNotice(event, person.userId, tx.timeZone));
  }
  return people;
}

/** Cancels a scheduled event: every RSVP'd player gets a notice and a mail. */
export async function cancelEvent(ctx: EventsContext, eventId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const current = await lockEvent(tx.db, eventId);
    if (!current) throw eventNotFound();
    if (current.status !== 'SCHEDULED') throw notOpen(current);
    await cancelEventRow(tx.db, eventId, tx.clock.now());
    const people = await listRsvpContacts(tx.db, eventId);
    for (const person of people) {
      await addNotice(tx.db, cancelledNotice(current, person.userId, tx.clock.now()));
    }
    // Queued with the cancellation: the admin's answer waits for no mail server.
    await tx.outbox.put(
      tx,
      ...people.map((person) =>
        cancelledMail({
          to: person.email,
          username: person.username,
          event: current,
          timeZone: tx.timeZone,
          publicUrl: tx.publicUrl,
        }),
      ),
    );
  });
}
