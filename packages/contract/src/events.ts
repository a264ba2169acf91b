import { z } from 'zod';
import { int4Id, intInRange, text, uuidId } from './input.ts';
import { EVENT_LIMITS, TREE_STAGES } from './rules.ts';

/**
 * Real planting events (docs/game-rules.md, Real planting events): an admin schedules one,
 * players who meet its requirements RSVP, the confirmed ones are checked in on the day, and
 * closing the event gives every checked-in player a real tree on their profile.
 */

export const EVENT_STATUSES = ['SCHEDULED', 'CANCELLED', 'CLOSED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const RSVP_STATUSES = ['CONFIRMED', 'WAITLISTED'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

const stageName = z.enum(TREE_STAGES, {
  error: `The stage is one of ${TREE_STAGES.join(', ')}.`,
});

const isoInstant = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `${label} is a date and time like 2026-03-21T08:00:00+08:00.`,
  });

/** The caller's RSVP, when they have one. */
export const eventRsvp = z.object({
  status: z.enum(RSVP_STATUSES),
  /** Place on the waitlist, from 1; null when confirmed. */
  position: z.number().int().nullable(),
  checkedInAt: z.iso.datetime().nullable(),
});
export type EventRsvp = z.infer<typeof eventRsvp>;

export const survivalCheck = z.object({
  checkedAt: z.iso.date(),
  surviving: z.number().int(),
  /** Trees planted at the event, for "38 of 40 alive". */
  treesPlanted: z.number().int(),
});
export type SurvivalCheck = z.infer<typeof survivalCheck>;

export const plantingEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  rsvpDeadline: z.iso.datetime(),
  capacity: z.number().int(),
  placeName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  species: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The stage a tree planted this season must have reached; null: no tree is asked for. */
  minStage: stageName.nullable(),
  minSeasonXp: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  seatsLeft: z.number().int(),
  /** Players waiting for a seat. */
  waitlist: z.number().int(),
  /** The caller's RSVP, or null. */
  rsvp: eventRsvp.nullable(),
  /** Whether the caller meets the requirements now, and what is missing when not. */
  requirements: z.object({ met: z.boolean(), missing: z.array(z.string()) }),
  /** Set when the event is closed. */
  treesPlanted: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  latestSurvival: survivalCheck.nullable(),
});
export type PlantingEvent = z.infer<typeof plantingEvent>;
export const plantingEventList = z.array(plantingEvent);
/**
 * Which events the list holds: `recent` (upcoming and those that ended in the last
 * RECENT_EVENT_DAYS days, for everyone) or `all` (every event ever, for admins: survival is
 * checked for years after a planting).
 */
export const eventListQuery = z.strictObject({
  past: z.enum(['recent', 'all'], { error: 'past is "recent" or "all".' }).default('recent'),
});
export type EventListQuery = z.infer<typeof eventListQuery>;

export const eventInput = z
  .strictObject({
    name: text()
      .trim()
      .min(3, { error: 'A name has at least 3 characters.' })
      .max(100, { error: 'A name has at most 100 characters.' }),
    description: text()
      .trim()
      .min(10, { error: 'A description has at least 10 characters.' })
      .max(2000, { error: 'A description has at most 2000 characters.' }),
    startsAt: isoInstant('The start'),
    endsAt: isoInstant('The end'),
    rsvpDeadline: isoInstant('The RSVP deadline'),
    capacity: intInRange('The capacity', 1, EVENT_LIMITS.maxCapacity),
    placeName: text()
      .trim()
      .min(2, { error: 'A place name has at least 2 characters.' })
      .max(120, { error: 'A place name has at most 120 characters.' }),
    latitude: z
      .number({ error: 'The latitude is a number.' })
      .min(-90, { error: 'The latitude is between -90 and 90.' })
      .max(90, { error: 'The latitude is between -90 and 90.' }),
    longitude: z
      .number({ error: 'The longitude is a number.' })
      .min(-180, { error: 'The longitude is between -180 and 180.' })
      .max(180, { error: 'The longitude is between -180 and 180.' }),
    speciesId: int4Id('The species id').nullable().optional(),
    /** Omitted: the game's rule (Sapling). null: no tree is asked for. */
    minStage: stageName.nullable().optional(),
    /** Omitted: the game's rule (300). */
    minSeasonXp: intInRange('The season XP', 0, EVENT_LIMITS.maxSeasonXp).optional(),
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    error: 'The event ends after it starts.',
    path: ['endsAt'],
  })
  .refine((input) => Date.parse(input.rsvpDeadline) <= Date.parse(input.startsAt), {
    error: 'The RSVP deadline is no later than the start.',
    path: ['rsvpDeadline'],
  });
export type EventInput = z.infer<typeof eventInput>;

export const eventIdParams = z.strictObject({ eventId: int4Id('The event id') });
export const eventUserParams = z.strictObject({
  eventId: int4Id('The event id'),
  userId: uuidId('The user id'),
});

export const rsvpResult = z.object({
  status: z.enum(RSVP_STATUSES),
  position: z.number().int().nullable(),
});
export type RsvpResult = z.infer<typeof rsvpResult>;

export const eventTicket = z.object({ code: z.string() });
export type EventTicket = z.infer<typeof eventTicket>;

export const attendee = z.object({
  userId: z.string(),
  username: z.string(),
  status: z.enum(RSVP_STATUSES),
  position: z.number().int().nullable(),
  rsvpAt: z.iso.datetime(),
  checkedInAt: z.iso.datetime().nullable(),
  /** Under 18 in the year the event starts (Asia/Manila). */
  minor: z.boolean(),
  /** The consent given with a minor's RSVP; null for an adult, or once it was removed. */
  guardian: z
    .object({
      name: z.string(),
      relationship: z.string(),
      phone: z.string(),
      consentedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type Attendee = z.infer<typeof attendee>;
export const attendeeList = z.array(attendee);

/**
 * A ticket's short code as people type it: letters and digits, with any spaces or dashes
 * (they are dropped), any case. `scannedAt` is when a check-in made offline was scanned.
 */
export const checkInInput = z.strictObject({
  code: text({ error: 'The ticket code is text.' })
    .trim()
    .min(1, { error: 'Type or scan a ticket code.' })
    .max(40, { error: 'A ticket code has at most 40 characters.' }),
  scannedAt: isoInstant('The scan time').optional(),
});
export type CheckInInput = z.infer<typeof checkInInput>;
export const checkInResult = z.object({
  userId: z.string(),
  username: z.string(),
  checkedInAt: z.iso.datetime(),
  /** Under 18 in the year the event starts: the desk says so. */
  minor: z.boolean(),
  /** Whether a guardian's consent is on file for this minor's RSVP. */
  guardianOnFile: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResult>;

/** Multipart forms send numbers as text, hence the coercion. */
export const closeEventInput = z.strictObject({
  treesPlanted: intInRange('Trees planted', 1, EVENT_LIMITS.maxTreesPlanted),
  speciesId: int4Id('The species id').optional(),
});
export type CloseEventInput = z.infer<typeof closeEventInput>;
export const closeEventResult = z.object({
  event: plantingEvent,
  /** Checked-in players who got a real tree now. */
  realTrees: z.number().int(),
});

export const survivalInput = z.strictObject({
  checkedAt: z.iso.date({ error: 'The check date is a date like 2026-03-21.' }),
  surviving: intInRange('Trees surviving', 0, EVENT_LIMITS.maxTreesPlanted),
});
export type SurvivalInput = z.infer<typeof survivalInput>;

export const realTree = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  placeName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  plantedOn: z.iso.date(),
  species: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  imageUrl: z.string().nullable(),
  /** Trees planted at the whole event, and its latest survival check. */
  treesPlanted: z.number().int(),
  latestSurvival: survivalCheck.nullable(),
  /** The previous activity on the game's map that the event became (null once removed). */
  locationId: z.number().int().nullable(),
});
export type RealTree = z.infer<typeof realTree>;

export const realTreeList = z.object({
  /** The "Real planter" badge, once the player has a real tree. */
  badge: z.object({ name: z.string(), description: z.string() }).nullable(),
  trees: z.array(realTree),
});
export type RealTreeList = z.infer<typeof realTreeList>;

export const publicImpact = z.object({
  realTreesPlanted: z.number().int(),
  /** Trees alive at each closed event's latest survival check. */
  realTreesSurviving: z.number().int(),
  /** Trees planted at events that have had a survival check (the figure above is of these). */
  realTreesChecked: z.number().int(),
  events: z.number().int(),
  volunteers: z.number().int(),
});
export type PublicImpact = z.infer<typeof publicImpact>;
