import {
  ELIGIBILITY,
  RECENT_EVENT_DAYS,
  TREE_STAGES,
  type EventInput,
  type EventListQuery,
  type PlantingEvent,
} from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { getPlayerStanding } from '../eligibility/eligibility.service.ts';
import { getSpecies } from '../trees/trees.service.ts';
import { eventCalendar } from './event-calendar.ts';
import { eventNotFound, invalidField } from './event-refusals.ts';
import type { EventsContext } from './events.context.ts';
import { seesEveryPastEvent } from './events.policy.ts';
import {
  findEventRecord,
  findPlayerRsvps,
  insertEvent,
  latestSurvivalChecks,
  listEventRecords,
  type EventRecord,
  type EventValues,
} from './events.repository.ts';
import { toPlantingEvent } from './events.view.ts';

// An event itself: its listing and scheduling; its edits and cancellation, and who hears of
// them, are in event-changes.service.ts. Its RSVPs and waitlist are
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
export async function eventValues(ctx: AppContext, input: EventInput): Promise<EventValues> {
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

export function startsInFuture(ctx: AppContext, values: EventValues) {
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

/** The event as an iCalendar file. */
export async function getEventCalendar(ctx: EventsContext, eventId: number): Promise<string> {
  const record = await findEventRecord(ctx.db, eventId);
  if (!record) throw eventNotFound();
  return eventCalendar(
    { ...record.event, cancelled: record.event.status === 'CANCELLED' },
    ctx.publicUrl,
  );
}
