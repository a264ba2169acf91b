import {
  isMinorIn,
  REAL_PLANTER_BADGE,
  TREE_STAGES,
  type Attendee,
  type PlantingEvent,
  type RealTreeList,
} from '@punla/contract';
import type { PlayerStanding } from '../eligibility/eligibility.service.ts';
import { fileUrl } from '../files/files.service.ts';
import { missingRequirements } from './event-requirements.ts';
import type {
  EventRecord,
  findPlayerRsvps,
  latestSurvivalChecks,
  listAttendeeRows,
  listRealTreeRows,
} from './events.repository.ts';

type CallerRsvp = Awaited<ReturnType<typeof findPlayerRsvps>>[number];
type LatestChecks = Awaited<ReturnType<typeof latestSurvivalChecks>>;

/** An event as the caller sees it: their RSVP, and whether they meet its requirements. */
export function toPlantingEvent(
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

/** An attendee as the admin sees them: `eventYear` is the year the event starts in. */
export function toAttendee(
  row: Awaited<ReturnType<typeof listAttendeeRows>>[number],
  eventYear: number,
): Attendee {
  return {
    userId: row.userId,
    username: row.username,
    status: row.status,
    position: row.position,
    rsvpAt: row.rsvpAt.toISOString(),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    minor: isMinorIn(row.birthYear, eventYear),
    guardian:
      row.guardianName !== null &&
      row.guardianRelationship !== null &&
      row.guardianPhone !== null &&
      row.guardianConsentedAt !== null
        ? {
            name: row.guardianName,
            relationship: row.guardianRelationship,
            phone: row.guardianPhone,
            consentedAt: row.guardianConsentedAt.toISOString(),
          }
        : null,
  };
}

/** The player's real trees, each with its event's latest survival check, and their badge. */
export function toRealTreeList(
  rows: Awaited<ReturnType<typeof listRealTreeRows>>,
  latest: LatestChecks,
): RealTreeList {
  const trees = rows.map(({ tree, event, speciesName: name }) => {
    const treesPlanted = event.treesPlanted ?? 0;
    const check = latest.get(event.id);
    return {
      eventId: event.id,
      eventName: event.name,
      placeName: event.placeName,
      latitude: event.latitude,
      longitude: event.longitude,
      plantedOn: tree.plantedOn,
      species: tree.speciesId !== null && name !== null ? { id: tree.speciesId, name } : null,
      imageUrl: event.imageSha256 ? fileUrl(event.imageSha256) : null,
      treesPlanted,
      latestSurvival: check
        ? { checkedAt: check.checkedAt, surviving: check.surviving, treesPlanted }
        : null,
      locationId: event.locationId,
    };
  });
  return { badge: trees.length > 0 ? { ...REAL_PLANTER_BADGE } : null, trees };
}
