import { and, asc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  eventRsvps,
  plantingEvents,
  realTrees,
  rsvpGuardians,
  seasons,
  seasonXp,
  survivalChecks,
  treeSpecies,
  users,
} from '../../db/schema/index.ts';

// An export reads the rows of other domains (events and their RSVPs and real trees, seasons and
// their XP, the players, the audit log) as they are, joined with the players' names and
// addresses: read-only aggregates that exist only for the file, so they sit here rather than
// in each domain. Nothing here writes.
//
// Every list is read a batch at a time, in the order of an index, each batch starting after the
// last row of the one before (keyset pagination): a batch costs the same at the millionth row
// as at the first, and no statement or transaction stays open while the file is downloaded.
// A cursor that holds an instant carries it as PostgreSQL's own text, which keeps its
// microseconds: a JavaScript Date would cut them, and rows would be skipped or repeated.

export async function findEventName(db: Database, eventId: number) {
  const [event] = await db
    .select({ id: plantingEvents.id, name: plantingEvents.name, startsAt: plantingEvents.startsAt })
    .from(plantingEvents)
    .where(eq(plantingEvents.id, eventId));
  return event;
}

export async function findSeason(db: Database, seasonId: number) {
  const [season] = await db
    .select({ id: seasons.id, name: seasons.name, endAt: seasons.endAt })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  return season;
}

/**
 * RSVPs of one status of the event, in the order they were decided (`seq`), after `afterSeq`,
 * with the holder's birth year and the guardian's consent given with the RSVP, if any.
 */
export function attendeeBatch(
  db: Database,
  query: { eventId: number; status: 'CONFIRMED' | 'WAITLISTED'; afterSeq: number; limit: number },
) {
  return (
    db
      .select({
        seq: eventRsvps.seq,
        username: users.username,
        email: users.email,
        status: eventRsvps.status,
        rsvpAt: eventRsvps.createdAt,
        checkedInAt: eventRsvps.checkedInAt,
        birthYear: users.birthYear,
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
      .where(
        and(
          eq(eventRsvps.eventId, query.eventId),
          eq(eventRsvps.status, query.status),
          gt(eventRsvps.seq, query.afterSeq),
        ),
      )
      // The index (event, status, seq) in its order.
      .orderBy(asc(eventRsvps.seq))
      .limit(query.limit)
  );
}
export type AttendeeRow = Awaited<ReturnType<typeof attendeeBatch>>[number];

export interface RealTreeCursor {
  eventId: number;
  userId: string;
}

/** Real trees by event (in the order events were made), then by planter's id, after `after`. */
export function realTreeBatch(db: Database, after: RealTreeCursor | null, limit: number) {
  return (
    db
      .select({
        eventId: realTrees.eventId,
        userId: realTrees.userId,
        username: users.username,
        eventName: plantingEvents.name,
        eventStartsAt: plantingEvents.startsAt,
        placeName: plantingEvents.placeName,
        latitude: plantingEvents.latitude,
        longitude: plantingEvents.longitude,
        speciesName: treeSpecies.name,
        plantedOn: realTrees.plantedOn,
        treesPlanted: plantingEvents.treesPlanted,
        // The event's latest survival check: the primary key (event, date) read backwards.
        checkedOn: sql<string | null>`(select s.checked_at::text from ${survivalChecks} s
        where s.event_id = ${realTrees.eventId} order by s.checked_at desc limit 1)`,
        surviving: sql<number | null>`(select s.surviving from ${survivalChecks} s
        where s.event_id = ${realTrees.eventId} order by s.checked_at desc limit 1)`,
      })
      .from(realTrees)
      .innerJoin(plantingEvents, eq(plantingEvents.id, realTrees.eventId))
      .innerJoin(users, eq(users.id, realTrees.userId))
      .leftJoin(treeSpecies, eq(treeSpecies.id, realTrees.speciesId))
      .where(
        after
          ? sql`(${realTrees.eventId}, ${realTrees.userId}) > (${after.eventId}, ${after.userId}::uuid)`
          : undefined,
      )
      // The index on the event; each event's trees (at most its capacity) sorted by planter's id.
      .orderBy(asc(realTrees.eventId), asc(realTrees.userId))
      .limit(limit)
  );
}
export type RealTreeRow = Awaited<ReturnType<typeof realTreeBatch>>[number];

export interface StandingCursor {
  xp: number;
  reachedAt: string;
  userId: string;
}

/**
 * A season's standings as the leaderboard ranks them: by season XP, ties to whoever reached it
 * first, verified accounts only, and not an account suspended when the season ended (it had no
 * final place then: the season's end leaves it out). Read along the ranking index (season, xp
 * desc, reached_at, user_id).
 */
export function standingBatch(
  db: Database,
  season: { id: number; endAt: Date },
  after: StandingCursor | null,
  limit: number,
) {
  const afterCursor = after
    ? sql`(${seasonXp.xp} < ${after.xp} or (${seasonXp.xp} = ${after.xp}
        and (${seasonXp.reachedAt}, ${seasonXp.userId})
          > (${after.reachedAt}::timestamptz, ${after.userId}::uuid)))`
    : undefined;
  return db
    .select({
      userId: seasonXp.userId,
      xp: seasonXp.xp,
      reachedAt: sql<string>`${seasonXp.reachedAt}::text`,
      username: users.username,
      totalXp: users.totalXp,
    })
    .from(seasonXp)
    .innerJoin(users, eq(users.id, seasonXp.userId))
    .where(
      and(
        eq(seasonXp.seasonId, season.id),
        eq(users.verified, true),
        or(isNull(users.suspendedAt), gt(users.suspendedAt, season.endAt)),
        afterCursor,
      ),
    )
    .orderBy(sql`${seasonXp.xp} desc nulls last`, asc(seasonXp.reachedAt), asc(seasonXp.userId))
    .limit(limit);
}
export type StandingRow = Awaited<ReturnType<typeof standingBatch>>[number];

/**
 * Players by id (the primary key), after `afterId`: an order every batch reads straight from
 * the index, whatever the ties (players made by one statement share their sign-up instant, and
 * the sign-up time's index cannot order a tie of thousands but by sorting it each batch). Only
 * the columns the file shows are read: no password hash, code, token version or network hash
 * ever leaves this query.
 */
export function playerBatch(db: Database, afterId: string | null, limit: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      verified: users.verified,
      createdAt: users.createdAt,
      totalXp: users.totalXp,
      coinBalance: users.coinBalance,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(afterId ? gt(users.id, afterId) : undefined)
    .orderBy(asc(users.id))
    .limit(limit);
}
export type PlayerRow = Awaited<ReturnType<typeof playerBatch>>[number];

export interface AuditCursor {
  at: string;
  id: number;
}

/** Audit entries written in [from, until), oldest first, after `after`. */
export function auditBatch(
  db: Database,
  range: { from: Date; until: Date },
  after: AuditCursor | null,
  limit: number,
) {
  return (
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        atText: sql<string>`${auditLog.at}::text`,
        actorId: auditLog.actorId,
        actorName: auditLog.actorName,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
        address: auditLog.address,
      })
      .from(auditLog)
      .where(
        and(
          gte(auditLog.at, range.from),
          lt(auditLog.at, range.until),
          after
            ? sql`(${auditLog.at}, ${auditLog.id}) > (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      // The index on the time, ties in the order written.
      .orderBy(asc(auditLog.at), asc(auditLog.id))
      .limit(limit)
  );
}
export type AuditRow = Awaited<ReturnType<typeof auditBatch>>[number];
