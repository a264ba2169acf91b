import {
  ELIGIBILITY,
  RECENT_EVENT_DAYS,
  TREE_STAGES,
  type EventInput,
  type EventListQuery,
  type PlantingEvent,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type Actor, type AppContext } from '../../lib/context.ts';
import { addNotice } from '../../lib/ledgers/notices.ts';
import { getPlayerStanding } from '../eligibility/eligibility.service.ts';
import { getSpecies } from '../trees/trees.service.ts';
import { eventCalendar } from './event-calendar.ts';
import { eventNotFound, invalidField, notOpen } from './event-refusals.ts';
import type { EventsContext } from './events.context.ts';
import { cancelledMail, cancelledNotice, changedMail, changedNotice } from './events.notices.ts';
import { seesEveryPastEvent } from './events.policy.ts';
import {
  cancelEventRow,
  findEventRecord,
  findPlayerRsvps,
  insertEvent,
  latestSurvivalChecks,
  listEventRecords,
  listRsvpContacts,
  lockEvent,
  resetReminders,
  updateEventRow,
  type EventRecord,
  type EventRow,
  type EventValues,
} from './events.repository.ts';
import { toPlantingEvent } from './events.view.ts';
import { mailSeated, seatWaitlisted } from './rsvps.service.ts';

// An event itself: its listing, scheduling, edits and cancellation. Its RSVPs and waitlist are
// in rsvps.service.ts, check-in in check-in.service.ts, and what closing it gives (real trees,
// survival checks) in real-trees.service.ts; the answer's shape is in events.view.ts, the
// notices' and mails' words in events.notices.ts.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Events as the caller sees them: their RSVPs and whether they meet each one's requirements. */
async function present(
  ctx: AppContext,
  actor: Actor,
  records: EventRecord[],
): Promise<PlantingEvent[]> {
  const ids = records.map((record) => record.event.id);
  const [standing, rsvps, latest] = await Promise.all([
    getPlayerStanding(ctx, actor.id),
    findPlayerRsvps(ctx.db, actor.id, ids),
    latestSurvivalChecks(ctx.db, ids),
  ]);
  const byEvent = new Map(rsvps.map((rsvp) => [rsvp.eventId, rsvp]));
  return records.map((record) =>
    toPlantingEvent(record, { standing, rsvp: byEvent.get(record.event.id) }, latest),
  );
}

/**
 * Upcoming events and those that ended within the last 60 days, soonest first; every event
 * for an admin who asks for all of them.
 */
export async function listEvents(
  ctx: AppContext,
  actor: Actor,
  query: EventListQuery = { past: 'recent' },
): Promise<PlantingEvent[]> {
  if (query.past === 'all' && !seesEveryPastEvent(actor)) {
    throw new AppError('FORBIDDEN', 'Only admins see every past event.');
  }
  const since =
    query.past === 'all' ? null : new Date(ctx.clock.now().getTime() - RECENT_EVENT_DAYS * DAY_MS);
  return present(ctx, actor, await listEventRecords(ctx.db, since));
}

export async function getEvent(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
): Promise<PlantingEvent> {
  const record = await findEventRecord(ctx.db, eventId);
  if (!record) throw eventNotFound();
  const [event] = await present(ctx, actor, [record]);
  if (!event) throw eventNotFound();
  return event;
}

/** The name of an event's species; an unknown id is the input's fault. */
export async function speciesName(ctx: AppContext, speciesId: number | null) {
  if (speciesId === null) return null;
  try {
    return (await getSpecies(ctx, speciesId)).name;
  } catch {
    throw invalidField('speciesId', 'There is no species with this id.');
  }
}

/** An input's values as stored: requirements default to the game's eligibility rule. */
async function eventValues(ctx: AppContext, input: EventInput): Promise<EventValues> {
  await speciesName(ctx, input.speciesId ?? null);
  const minStage =
    input.minStage === undefined
      ? ELIGIBILITY.minStage
      : input.minStage === null
        ? null
        : TREE_STAGES.indexOf(input.minStage);
  return {
    name: input.name,
    description: input.description,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    rsvpDeadline: new Date(input.rsvpDeadline),
    capacity: input.capacity,
    placeName: input.placeName,
    latitude: input.latitude,
    longitude: input.longitude,
    speciesId: input.speciesId ?? null,
    minStage,
    minSeasonXp: input.minSeasonXp ?? ELIGIBILITY.minSeasonXp,
  };
}

function startsInFuture(ctx: AppContext, values: EventValues) {
  if (values.startsAt.getTime() <= ctx.clock.now().getTime()) {
    throw invalidField('startsAt', 'The start is in the future.');
  }
}

export async function createEvent(
  ctx: AppContext,
  actor: Actor,
  input: EventInput,
): Promise<PlantingEvent> {
  const values = await eventValues(ctx, input);
  startsInFuture(ctx, values);
  const id = await insertEvent(ctx.db, values, ctx.clock.now());
  return getEvent(ctx, actor, id);
}

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

/** The event as an iCalendar file. */
export async function getEventCalendar(ctx: EventsContext, eventId: number): Promise<string> {
  const record = await findEventRecord(ctx.db, eventId);
  if (!record) throw eventNotFound();
  return eventCalendar(
    { ...record.event, cancelled: record.event.status === 'CANCELLED' },
    ctx.publicUrl,
  );
}
