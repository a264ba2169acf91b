import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, instant, serialId, timestamps } from './columns.ts';
import { imageRef } from './files.ts';
import { locations } from './seasons.ts';
import { treeSpecies } from './trees.ts';

/**
 * A real planting event. `seatsTaken` counts the confirmed RSVPs: it changes only while the
 * event row is locked (every RSVP, cancel and capacity edit takes that lock first), and the
 * CHECK makes an over-filled event impossible whatever the code does.
 */
export const plantingEvents = pgTable(
  'planting_events',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    rsvpDeadline: instant('rsvp_deadline').notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    placeName: text('place_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    speciesId: integer('species_id').references(() => treeSpecies.id, { onDelete: 'set null' }),
    /** The stage a tree planted this season must have reached; null asks for no tree. */
    minStage: integer('min_stage'),
    minSeasonXp: integer('min_season_xp').notNull(),
    status: text('status', { enum: ['SCHEDULED', 'CANCELLED', 'CLOSED'] })
      .notNull()
      .default('SCHEDULED'),
    treesPlanted: integer('trees_planted'),
    imageSha256: imageRef(),
    /** The previous activity the closed event became on the map. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    closedAt: instant('closed_at'),
    cancelledAt: instant('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    check('planting_events_seats', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
    check('planting_events_capacity', sql`${t.capacity} > 0`),
    check('planting_events_range', sql`${t.endsAt} > ${t.startsAt}`),
    check('planting_events_deadline', sql`${t.rsvpDeadline} <= ${t.startsAt}`),
    check('planting_events_latitude', sql`${t.latitude} between -90 and 90`),
    check('planting_events_longitude', sql`${t.longitude} between -180 and 180`),
    check('planting_events_min_stage', sql`${t.minStage} between 0 and 5`),
    check('planting_events_min_xp', sql`${t.minSeasonXp} >= 0`),
    check('planting_events_trees', sql`${t.treesPlanted} >= 0`),
    check(
      'planting_events_status',
      sql`${t.status} in ('SCHEDULED', 'CANCELLED', 'CLOSED')
        and (${t.status} = 'CLOSED') = (${t.closedAt} is not null)
        and (${t.status} = 'CLOSED') = (${t.treesPlanted} is not null)`,
    ),
    index('planting_events_starts_idx').on(t.startsAt),
  ],
);

/** The event a row belongs to: the row goes with the event. */
const eventRef = () =>
  integer('event_id')
    .notNull()
    .references(() => plantingEvents.id, { onDelete: 'cascade' });

/**
 * One RSVP per player per event (primary key). `seq` orders the waitlist: it is drawn while
 * the event row is locked, so it is the order in which the RSVPs were decided. A confirmed
 * RSVP has a ticket code (unique across events); a check-in is written once, by a conditional
 * update that only an unchecked ticket passes.
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: eventRef(),
    userId: userRef(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['CONFIRMED', 'WAITLISTED'] }).notNull(),
    ticketCode: text('ticket_code').notNull(),
    createdAt: createdAt(),
    confirmedAt: instant('confirmed_at'),
    checkedInAt: instant('checked_in_at'),
    /** When the day-before reminder mail was sent (once per RSVP). */
    remindedAt: instant('reminded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    uniqueIndex('event_rsvps_ticket').on(t.ticketCode),
    index('event_rsvps_queue').on(t.eventId, t.status, t.seq),
    index('event_rsvps_user').on(t.userId),
    check('event_rsvps_status', sql`${t.status} in ('CONFIRMED', 'WAITLISTED')`),
    check(
      'event_rsvps_check_in_confirmed',
      sql`${t.checkedInAt} is null or ${t.status} = 'CONFIRMED'`,
    ),
  ],
);

/**
 * A parent's or guardian's consent to a minor's RSVP (docs/game-rules.md, Real events): given
 * with the RSVP, gone with it, and removed GUARDIAN_DATA_KEPT_DAYS after the event.
 */
export const rsvpGuardians = pgTable(
  'rsvp_guardians',
  {
    eventId: integer('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    phone: text('phone').notNull(),
    consentedAt: instant('consented_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    foreignKey({
      name: 'rsvp_guardians_rsvp_fk',
      columns: [t.eventId, t.userId],
      foreignColumns: [eventRsvps.eventId, eventRsvps.userId],
    }).onDelete('cascade'),
  ],
);

/** A player's real tree: one per player per event, written when the event is closed. */
export const realTrees = pgTable(
  'real_trees',
  {
    userId: userRef(),
    eventId: eventRef(),
    speciesId: integer('species_id').references(() => treeSpecies.id, { onDelete: 'set null' }),
    plantedOn: date('planted_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('real_trees_event').on(t.eventId)],
);

/** Survival checks of a closed event's trees: one per event and date (a second replaces it). */
export const survivalChecks = pgTable(
  'survival_checks',
  {
    eventId: eventRef(),
    checkedAt: date('checked_at').notNull(),
    surviving: integer('surviving').notNull(),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.checkedAt] }),
    check('survival_checks_surviving', sql`${t.surviving} >= 0`),
  ],
);
