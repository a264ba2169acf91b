import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import {
  eventRsvps,
  plantingEvents,
  realTrees,
  rsvpGuardians,
  survivalChecks,
  treeSpecies,
  users,
} from '../../db/schema/index.ts';

// Events read the species' names and the players' names and addresses (the trees and
// accounts domains' tables) in the same statements as the RSVPs they belong to: read-only
// joins, so a list of events or attendees stays one query.

export type EventRow = typeof plantingEvents.$inferSelect;
export type EventValues = Omit<
  typeof plantingEvents.$inferInsert,
  'id' | 'seatsTaken' | 'status' | 'createdAt' | 'updatedAt'
>;
export type RsvpRow = typeof eventRsvps.$inferSelect;

/** An event with its species' name and its waitlist's length. */
const eventColumns = {
  event: plantingEvents,
  speciesName: treeSpecies.name,
  // Written out in full: drizzle leaves a column of the query's only table unqualified, and
  // inside the subquery that name would mean the subquery's own table.
  waitlist: sql<number>`(select count(*)::int from event_rsvps w
    where w.event_id = planting_events.id and w.status = 'WAITLISTED')`,
};
export interface EventRecord {
  event: EventRow;
  speciesName: string | null;
  waitlist: number;
}

function selectEvents(db: Database) {
  return db
    .select(eventColumns)
    .from(plantingEvents)
    .leftJoin(treeSpecies, eq(treeSpecies.id, plantingEvents.speciesId));
}

export async function insertEvent(db: Database, values: EventValues, at: Date) {
  const [row] = await db
    .insert(plantingEvents)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning({ id: plantingEvents.id });
  if (!row) throw new Error('The event was not inserted.');
  return row.id;
}

export async function updateEventRow(db: Database, id: number, values: EventValues, at: Date) {
  await db
    .update(plantingEvents)
    .set({ ...values, updatedAt: at })
    .where(eq(plantingEvents.id, id));
}

/** The event, locked until the transaction ends: its seats change only under this lock. */
export async function lockEvent(db: Database, id: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(plantingEvents)
    .where(eq(plantingEvents.id, id))
    .for('update');
  return row;
}

export async function findEventRecord(db: Database, id: number): Promise<EventRecord | undefined> {
  const [row] = await selectEvents(db).where(eq(plantingEvents.id, id));
  return row;
}

/** Events that end after `since` (every event when null), soonest first. */
export function listEventRecords(db: Database, since: Date | null): Promise<EventRecord[]> {
  return selectEvents(db)
    .where(since === null ? undefined : sql`${plantingEvents.endsAt} >= ${since}`)
    .orderBy(asc(plantingEvents.startsAt), asc(plantingEvents.id));
}

/** A waitlisted RSVP's place in the queue, from 1 (null when confirmed). */
const positionOf = sql<number | null>`case when event_rsvps.status = 'WAITLISTED' then
  (select count(*)::int from event_rsvps w where w.event_id = event_rsvps.event_id
    and w.status = 'WAITLISTED' and w.seq <= event_rsvps.seq) end`;

/** The player's RSVPs to these events, with their waitlist places. */
export function findPlayerRsvps(db: Database, userId: string, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      eventId: eventRsvps.eventId,
      status: eventRsvps.status,
      position: positionOf,
      checkedInAt: eventRsvps.checkedInAt,
    })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.userId, userId), inArray(eventRsvps.eventId, eventIds)));
}

export async function findRsvp(db: Database, eventId: number, userId: string) {
  const [row] = await db
    .select({ rsvp: eventRsvps, position: positionOf })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
  return row;
}

/**
 * Writes an RSVP; undefined when the player had one already (the primary key). Call with the
 * event locked: the waitlist order (`seq`) is then the order of the decisions.
 */
export async function insertRsvp(
  db: Database,
  values: {
    eventId: number;
    userId: string;
    status: 'CONFIRMED' | 'WAITLISTED';
    ticketCode: string;
    at: Date;
  },
) {
  const [row] = await db
    .insert(eventRsvps)
    .values({
      eventId: values.eventId,
      userId: values.userId,
      status: values.status,
      ticketCode: values.ticketCode,
      createdAt: values.at,
      confirmedAt: values.status === 'CONFIRMED' ? values.at : null,
    })
    .onConflictDoNothing({ target: [eventRsvps.eventId, eventRsvps.userId] })
    .returning();
  return row;
}

export async function deleteRsvp(db: Database, eventId: number, userId: string) {
  const [row] = await db
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .returning();
  return row;
}

/**
 * The events not started yet (and not cancelled or closed) where the player holds a seat or a
 * waitlist place they have not checked in with, by id: the order their rows are locked in.
 */
export async function listUpcomingRsvpEventIds(
  db: Database,
  userId: string,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .select({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .innerJoin(plantingEvents, eq(plantingEvents.id, eventRsvps.eventId))
    .where(
      sql`${eventRsvps.userId} = ${userId} and ${eventRsvps.checkedInAt} is null
        and ${plantingEvents.status} = 'SCHEDULED' and ${plantingEvents.startsAt} > ${now}`,
    )
    .orderBy(eventRsvps.eventId);
  return rows.map((row) => row.eventId);
}

/** Seats the first `count` on the waitlist, in order; returns who was seated. */
export async function promoteWaitlisted(db: Database, eventId: number, count: number, at: Date) {
  if (count <= 0) return [];
  const result = await db.execute(sql`
    update event_rsvps set status = 'CONFIRMED', confirmed_at = ${at}::timestamptz
    where (event_id, user_id) in (
      select event_id, user_id from event_rsvps
      where event_id = ${eventId} and status = 'WAITLISTED'
      order by seq limit ${count})
    returning user_id as "userId", seq`);
  return (result as unknown as { rows: { userId: string; seq: string | number }[] }).rows.map(
    (row) => ({ userId: row.userId, seq: Number(row.seq) }),
  );
}

/**
 * Every RSVP of the event, with the holder's birth year and the guardian's consent given with
 * it (if any): the confirmed in RSVP order, then the waitlist in order.
 */
export function listAttendeeRows(db: Database, eventId: number) {
  return db
    .select({
      userId: eventRsvps.userId,
      username: users.username,
      birthYear: users.birthYear,
      status: eventRsvps.status,
      position: positionOf,
      rsvpAt: eventRsvps.createdAt,
      checkedInAt: eventRsvps.checkedInAt,
      guardianName: rsvpGuardians.name,
      guardianRelationship: rsvpGuardians.relationship,
      guardianPhone: rsvpGuardians.phone,
      guardianConsentedAt: rsvpGuardians.consentedAt,
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .leftJoin(
      rsvpGuardians,
      and(
        eq(rsvpGuardians.eventId, eventRsvps.eventId),
        eq(rsvpGuardians.userId, eventRsvps.userId),
      ),
    )
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(sql`${eventRsvps.status} = 'WAITLISTED'`, asc(eventRsvps.seq));
}

/** The people to tell about an event: every RSVP'd player's address and name. */
export function listRsvpContacts(db: Database, eventId: number) {
  return db
    .select({ userId: users.id, email: users.email, username: users.username })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(eq(eventRsvps.eventId, eventId));
}

/** The seated players among `userIds`, with their address, name and ticket code: one query. */
export function listSeatContacts(db: Database, eventId: number, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: users.id,
      email: users.email,
      username: users.username,
      ticketCode: eventRsvps.ticketCode,
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.status, 'CONFIRMED'),
        inArray(eventRsvps.userId, userIds),
      ),
    );
}

export async function findContact(db: Database, userId: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The ticket with this code, at any event, with its holder's name and birth year, and whether
 * a guardian's consent is on file for it.
 */
export async function findTicket(db: Database, code: string) {
  const [row] = await db
    .select({
      eventId: eventRsvps.eventId,
      userId: eventRsvps.userId,
      status: eventRsvps.status,
      checkedInAt: eventRsvps.checkedInAt,
      username: users.username,
      birthYear: users.birthYear,
      guardianOnFile: sql<boolean>`${rsvpGuardians.userId} is not null`,
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .leftJoin(
      rsvpGuardians,
      and(
        eq(rsvpGuardians.eventId, eventRsvps.eventId),
        eq(rsvpGuardians.userId, eventRsvps.userId),
      ),
    )
    .where(eq(eventRsvps.ticketCode, code));
  return row;
}

/**
 * Writes the guardian's consent given with a minor's RSVP (the RSVP's row must exist); a
 * second one for the same RSVP replaces it, with its new time.
 */
export async function upsertGuardian(
  db: Database,
  values: {
    eventId: number;
    userId: string;
    name: string;
    relationship: string;
    phone: string;
    consentedAt: Date;
  },
): Promise<void> {
  await db
    .insert(rsvpGuardians)
    .values(values)
    .onConflictDoUpdate({
      target: [rsvpGuardians.eventId, rsvpGuardians.userId],
      set: {
        name: values.name,
        relationship: values.relationship,
        phone: values.phone,
        consentedAt: values.consentedAt,
      },
    });
}

/**
 * Checks a confirmed ticket in, once: only a ticket not yet checked in passes the condition,
 * so of two check-ins at once (two admins' phones, a queue sent twice) exactly one writes.
 */
export async function checkInTicket(db: Database, eventId: number, code: string, at: Date) {
  const [row] = await db
    .update(eventRsvps)
    .set({ checkedInAt: at })
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.ticketCode, code),
        eq(eventRsvps.status, 'CONFIRMED'),
        sql`${eventRsvps.checkedInAt} is null`,
      ),
    )
    .returning({ userId: eventRsvps.userId, checkedInAt: eventRsvps.checkedInAt });
  return row;
}

/** Closes a scheduled event; undefined when it was not scheduled (closed twice, cancelled). */
export async function closeEventRow(
  db: Database,
  id: number,
  values: {
    treesPlanted: number;
    speciesId: number | null;
    imageSha256: string | null;
    locationId: number;
    at: Date;
  },
) {
  const [row] = await db
    .update(plantingEvents)
    .set({
      status: 'CLOSED',
      treesPlanted: values.treesPlanted,
      speciesId: values.speciesId,
      imageSha256: values.imageSha256,
      locationId: values.locationId,
      closedAt: values.at,
      updatedAt: values.at,
    })
    .where(and(eq(plantingEvents.id, id), eq(plantingEvents.status, 'SCHEDULED')))
    .returning({ id: plantingEvents.id });
  return row;
}

export async function cancelEventRow(db: Database, id: number, at: Date) {
  const [row] = await db
    .update(plantingEvents)
    .set({ status: 'CANCELLED', cancelledAt: at, updatedAt: at })
    .where(and(eq(plantingEvents.id, id), eq(plantingEvents.status, 'SCHEDULED')))
    .returning({ id: plantingEvents.id });
  return row;
}

/** A real tree for every checked-in player, once each (the primary key); returns who got one. */
export async function insertRealTrees(
  db: Database,
  values: { eventId: number; speciesId: number | null; plantedOn: string; at: Date },
) {
  const rows = await db
    .insert(realTrees)
    .select(
      db
        .select({
          userId: eventRsvps.userId,
          eventId: eventRsvps.eventId,
          speciesId: sql<number | null>`${values.speciesId}::int`.as('species_id'),
          plantedOn: sql<string>`${values.plantedOn}::date`.as('planted_on'),
          createdAt: sql<Date>`${values.at}::timestamptz`.as('created_at'),
        })
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, values.eventId), isNotNull(eventRsvps.checkedInAt))),
    )
    .onConflictDoNothing()
    .returning({ userId: realTrees.userId });
  return rows.map((row) => row.userId);
}

/** Records a survival check; a second one on the same date replaces the first. */
export async function upsertSurvivalCheck(
  db: Database,
  values: { eventId: number; checkedAt: string; surviving: number; at: Date },
) {
  await db
    .insert(survivalChecks)
    .values({
      eventId: values.eventId,
      checkedAt: values.checkedAt,
      surviving: values.surviving,
      recordedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [survivalChecks.eventId, survivalChecks.checkedAt],
      set: { surviving: values.surviving, recordedAt: values.at },
    });
}

/** Each event's latest survival check. */
export async function latestSurvivalChecks(db: Database, eventIds: number[]) {
  if (eventIds.length === 0) return new Map<number, { checkedAt: string; surviving: number }>();
  const rows = await db
    .selectDistinctOn([survivalChecks.eventId], {
      eventId: survivalChecks.eventId,
      checkedAt: survivalChecks.checkedAt,
      surviving: survivalChecks.surviving,
    })
    .from(survivalChecks)
    .where(inArray(survivalChecks.eventId, eventIds))
    .orderBy(survivalChecks.eventId, sql`${survivalChecks.checkedAt} desc`);
  return new Map(rows.map((row) => [row.eventId, row]));
}

/** The player's real trees with their events, the latest first. */
export function listRealTreeRows(db: Database, userId: string) {
  return db
    .select({
      tree: realTrees,
      event: plantingEvents,
      speciesName: treeSpecies.name,
    })
    .from(realTrees)
    .innerJoin(plantingEvents, eq(plantingEvents.id, realTrees.eventId))
    .leftJoin(treeSpecies, eq(treeSpecies.id, realTrees.speciesId))
    .where(eq(realTrees.userId, userId))
    .orderBy(sql`${realTrees.plantedOn} desc`, sql`${realTrees.eventId} desc`);
}

/**
 * Real trees only: closed events' planted trees, and the survivors at each one's last check.
 * The totals count every event and volunteer, so they are bigint in SQL and numbers here
 * (db/int8.ts).
 */
export async function impactTotals(db: Database) {
  const result = await db.execute(sql`
    with closed as (
      select id, trees_planted from planting_events where status = 'CLOSED'
    ), latest as (
      select distinct on (s.event_id) s.event_id, s.surviving
      from survival_checks s join closed c on c.id = s.event_id
      order by s.event_id, s.checked_at desc
    )
    select
      (select coalesce(sum(trees_planted), 0)::bigint from closed) as "realTreesPlanted",
      (select coalesce(sum(surviving), 0)::bigint from latest) as "realTreesSurviving",
      (select coalesce(sum(c.trees_planted), 0)::bigint from closed c
        where c.id in (select event_id from latest)) as "realTreesChecked",
      (select count(*) from closed) as "events",
      (select count(distinct r.user_id) from real_trees r
        where r.event_id in (select id from closed)) as "volunteers"`);
  type Totals =
    'realTreesPlanted' | 'realTreesSurviving' | 'realTreesChecked' | 'events' | 'volunteers';
  const [row] = (result as unknown as { rows: Record<Totals, string>[] }).rows;
  const total = (name: Totals) => (row ? int8ToNumber(row[name]) : 0);
  return {
    realTreesPlanted: total('realTreesPlanted'),
    realTreesSurviving: total('realTreesSurviving'),
    realTreesChecked: total('realTreesChecked'),
    events: total('events'),
    volunteers: total('volunteers'),
  };
}

/**
 * Takes the day-before reminders of the events starting in [from, until) that are due: each
 * confirmed RSVP not yet reminded is marked in this one statement and returned, so two runs at
 * once (two instances) never take the same RSVP.
 */
export async function takeDueReminders(db: Database, from: Date, until: Date, at: Date) {
  const result = await db.execute(sql`
    with due as (
      -- Locked like every change of an event's RSVPs: an edit moving the event commits first,
      -- and its new start is the one checked here (READ COMMITTED re-reads a locked row).
      select e.id from planting_events e
      where e.status = 'SCHEDULED' and e.starts_at >= ${from}::timestamptz
        and e.starts_at < ${until}::timestamptz
      order by e.id
      for share
    )
    update event_rsvps r set reminded_at = ${at}::timestamptz
    from due, users u
    where due.id = r.event_id and u.id = r.user_id
      and r.status = 'CONFIRMED' and r.reminded_at is null
    returning r.event_id as "eventId", r.user_id as "userId", r.ticket_code as "ticketCode",
      u.email, u.username`);
  return (
    result as unknown as {
      rows: {
        eventId: number;
        userId: string;
        ticketCode: string;
        email: string;
        username: string;
      }[];
    }
  ).rows;
}

/** Every RSVP of the event is reminded again: its start has moved to another day or hour. */
export async function resetReminders(db: Database, eventId: number) {
  await db.update(eventRsvps).set({ remindedAt: null }).where(eq(eventRsvps.eventId, eventId));
}
