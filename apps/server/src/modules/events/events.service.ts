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
import { addNotice, noticeLinks } from '../../lib/ledgers/notices.ts';
import { getPlayerStanding, type PlayerStanding } from '../eligibility/eligibility.service.ts';
import { fileUrl } from '../files/files.service.ts';
import { getSpecies } from '../trees/trees.service.ts';
import { eventCalendar } from './event-calendar.ts';
import { cancelledMail, changedMail, formatEventTime, promotedMail } from './event-mails.ts';
import { missingRequirements } from './event-requirements.ts';
import type { EventsContext } from './events.context.ts';
import { seesEveryPastEvent } from './events.policy.ts';
import {
  cancelEventRow,
  findEventRecord,
  findPlayerRsvps,
  insertEvent,
  latestSurvivalChecks,
  listEventRecords,
  listRsvpContacts,
  listSeatContacts,
  lockEvent,
  promoteWaitlisted,
  resetReminders,
  updateEventRow,
  type EventRecord,
  type EventRow,
  type EventValues,
} from './events.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const eventNotFound = () => new AppError('NOT_FOUND', 'There is no event with this id.');

/** Why an event takes no more changes, said for a person. */
export function notOpen(event: EventRow): AppError {
  return new AppError(
    'EVENT_NOT_OPEN',
    event.status === 'CANCELLED'
      ? `${event.name} was cancelled.`
      : `${event.name} is closed: its trees are planted.`,
  );
}

type CallerRsvp = Awaited<ReturnType<typeof findPlayerRsvps>>[number];
type LatestChecks = Awaited<ReturnType<typeof latestSurvivalChecks>>;

function toPlantingEvent(
  record: EventRecord,
  caller: { standing: PlayerStanding; rsvp: CallerRsvp | undefined },
  latest: LatestChecks,
): PlantingEvent {
  const { event } = record;
  const check = latest.get(event.id);
  const missing = missingRequirements(event, caller.standing);
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    rsvpDeadline: event.rsvpDeadline.toISOString(),
    capacity: event.capacity,
    placeName: event.placeName,
    latitude: event.latitude,
    longitude: event.longitude,
    species:
      event.speciesId !== null && record.speciesName !== null
        ? { id: event.speciesId, name: record.speciesName }
        : null,
    minStage: event.minStage === null ? null : (TREE_STAGES[event.minStage] ?? null),
    minSeasonXp: event.minSeasonXp,
    status: event.status,
    seatsLeft: Math.max(0, event.capacity - event.seatsTaken),
    waitlist: record.waitlist,
    rsvp: caller.rsvp
      ? {
          status: caller.rsvp.status,
          position: caller.rsvp.position,
          checkedInAt: caller.rsvp.checkedInAt?.toISOString() ?? null,
        }
      : null,
    requirements: { met: missing.length === 0, missing },
    treesPlanted: event.treesPlanted,
    imageUrl: event.imageSha256 ? fileUrl(event.imageSha256) : null,
    latestSurvival:
      check && event.treesPlanted !== null
        ? {
            checkedAt: check.checkedAt,
            surviving: check.surviving,
            treesPlanted: event.treesPlanted,
          }
        : null,
  };
}

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

/** An input's values as stored: requirements default to the game's eligibility rule. */
async function eventValues(ctx: AppContext, input: EventInput): Promise<EventValues> {
  if (input.speciesId !== undefined && input.speciesId !== null) {
    await getSpecies(ctx, input.speciesId).catch(() => {
      const message = 'There is no species with this id.';
      throw new AppError('VALIDATION_FAILED', `speciesId: ${message}`, {
        issues: [{ field: 'speciesId', message }],
      });
    });
  }
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
    const message = 'The start is in the future.';
    throw new AppError('VALIDATION_FAILED', `startsAt: ${message}`, {
      issues: [{ field: 'startsAt', message }],
    });
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
 * Seats the waitlist, in order, while seats are free (after a cancel, a larger capacity, or a
 * seated player's account deleted). Call with the event locked. Each seated player gets a
 * notice here; the caller mails them once the transaction has committed.
 */
export async function seatWaitlisted(ctx: AppContext, event: EventRow): Promise<string[]> {
  const free = event.capacity - event.seatsTaken;
  const seated = await promoteWaitlisted(ctx.db, event.id, free, ctx.clock.now());
  for (const { userId, seq } of seated) {
    await addNotice(ctx.db, {
      userId,
      kind: 'EVENT_PROMOTED',
      // One notice per RSVP: a player who cancels and RSVPs again may be seated again.
      ref: `${event.id}:${seq}`,
      title: `A seat is yours: ${event.name}`,
      body: `A seat freed up at ${event.name} and it is yours. Your ticket is on the Event Eligibility page.`,
      link: noticeLinks.events,
      at: ctx.clock.now(),
    });
  }
  return seated.map((row) => row.userId);
}

/** Mails the players seated from the waitlist; a mail that fails is logged, not retried. */
export async function mailSeated(ctx: EventsContext, event: EventRow, seated: string[]) {
  for (const contact of await listSeatContacts(ctx.db, event.id, seated)) {
    await sendQuietly(
      ctx,
      promotedMail({
        to: contact.email,
        username: contact.username,
        event,
        ticketCode: contact.ticketCode,
        calendar: eventCalendar({ ...event, cancelled: false }, ctx.publicUrl),
        timeZone: ctx.timeZone,
        publicUrl: ctx.publicUrl,
      }),
    );
  }
}

/** A mail about an event goes out after its change committed; a failed send is logged. */
export async function sendQuietly(
  ctx: EventsContext,
  message: Parameters<EventsContext['mailer']['send']>[0],
) {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.logger.warn({ err: error, subject: message.subject }, 'an event mail could not be sent');
  }
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
  const { event, seated, told } = await inTransaction(ctx, async (tx) => {
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
    return { event: updated, seated: await seatWaitlisted(tx, updated), told };
  });
  await mailSeated(ctx, event, seated);
  // A player seated by this edit has the new time and place in the seat's mail already.
  for (const person of told.filter((contact) => !seated.includes(contact.userId))) {
    await sendQuietly(
      ctx,
      changedMail({
        to: person.email,
        username: person.username,
        event,
        calendar: eventCalendar({ ...event, cancelled: false }, ctx.publicUrl),
        timeZone: ctx.timeZone,
        publicUrl: ctx.publicUrl,
      }),
    );
  }
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
    await addNotice(tx.db, {
      userId: person.userId,
      kind: 'EVENT_CHANGED',
      // One notice per edit: the edit's time tells one change from the next.
      ref: `${event.id}:${event.updatedAt.getTime()}`,
      title: `New time or place: ${event.name}`,
      body: `${event.name} is now ${formatEventTime(event.startsAt, tx.timeZone)} at ${event.placeName}. Your RSVP stays as it was.`,
      link: noticeLinks.events,
      at: event.updatedAt,
    });
  }
  return people;
}

/** Cancels a scheduled event: every RSVP'd player gets a notice and a mail. */
export async function cancelEvent(ctx: EventsContext, eventId: number): Promise<void> {
  const { event, contacts } = await inTransaction(ctx, async (tx) => {
    const current = await lockEvent(tx.db, eventId);
    if (!current) throw eventNotFound();
    if (current.status !== 'SCHEDULED') throw notOpen(current);
    await cancelEventRow(tx.db, eventId, tx.clock.now());
    const people = await listRsvpContacts(tx.db, eventId);
    for (const person of people) {
      await addNotice(tx.db, {
        userId: person.userId,
        kind: 'EVENT_CANCELLED',
        ref: `${eventId}`,
        title: `Cancelled: ${current.name}`,
        body: `${current.name} is cancelled, and your RSVP with it. Other planting events are on the Event Eligibility page.`,
        link: noticeLinks.events,
        at: tx.clock.now(),
      });
    }
    return { event: current, contacts: people };
  });
  for (const person of contacts) {
    await sendQuietly(
      ctx,
      cancelledMail({
        to: person.email,
        username: person.username,
        event,
        timeZone: ctx.timeZone,
        publicUrl: ctx.publicUrl,
      }),
    );
  }
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
