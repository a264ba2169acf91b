import { isMinorIn, levelForXp, type ExportKind } from '@punla/contract';
import { gameDay } from '../../lib/game-day.ts';
import type {
  AttendeeRow,
  AuditRow,
  PlayerRow,
  RealTreeRow,
  StandingRow,
} from './exports.repository.ts';

/*
 * The files' columns and each row as its cells. Instants are ISO 8601 in UTC (the header says
 * so); a day of the game (an event's date, a survival check) is a date YYYY-MM-DD; a yes/no
 * question is `yes` or `no`; an empty cell is a value that is not there (no check-in yet).
 */

export type CsvCell = string | number | null;
export type CsvRecord = Record<string, CsvCell>;
export interface CsvColumn {
  key: string;
  header: string;
}

const columns = (entries: [key: string, header: string][]): CsvColumn[] =>
  entries.map(([key, header]) => ({ key, header }));

export const exportColumns: Record<ExportKind, CsvColumn[]> = {
  attendees: columns([
    ['username', 'Username'],
    ['email', 'E-mail'],
    ['status', 'Status'],
    ['position', 'Position'],
    ['rsvpAt', 'RSVP time (UTC)'],
    ['checkedIn', 'Checked in'],
    ['checkedInAt', 'Check-in time (UTC)'],
    ['minor', 'Minor'],
    ['guardianName', 'Guardian'],
    ['guardianRelationship', 'Relationship'],
    ['guardianPhone', 'Guardian phone'],
    ['guardianConsentedAt', 'Consent given at (UTC)'],
  ]),
  'real-trees': columns([
    ['eventName', 'Event'],
    ['eventDate', 'Event date'],
    ['placeName', 'Place'],
    ['latitude', 'Latitude'],
    ['longitude', 'Longitude'],
    ['username', 'Planter'],
    ['species', 'Species'],
    ['plantedOn', 'Planted on'],
    ['checkedOn', 'Last survival check'],
    ['surviving', 'Surviving'],
    ['planted', 'Planted at the event'],
  ]),
  standings: columns([
    ['rank', 'Rank'],
    ['username', 'Username'],
    ['seasonXp', 'Season XP'],
    ['level', 'Level'],
  ]),
  players: columns([
    ['id', 'Id'],
    ['username', 'Username'],
    ['email', 'E-mail'],
    ['role', 'Role'],
    ['verified', 'Verified'],
    ['createdAt', 'Created (UTC)'],
    ['level', 'Level'],
    ['xp', 'XP'],
    ['coins', 'Coins'],
    ['suspended', 'Suspended'],
    ['suspendedAt', 'Suspended since (UTC)'],
  ]),
  audit: columns([
    ['id', 'Entry'],
    ['at', 'Time (UTC)'],
    ['actorName', 'Admin'],
    ['actorId', 'Admin id'],
    ['action', 'Action'],
    ['targetType', 'Target type'],
    ['targetId', 'Target id'],
    ['before', 'Before'],
    ['after', 'After'],
    ['reason', 'Reason'],
    ['address', 'Address'],
  ]),
};

const instant = (at: Date | null): string | null => at?.toISOString() ?? null;
const yesNo = (value: boolean): string => (value ? 'yes' : 'no');
const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * An RSVP; `position` is its place in its own list (the seats, or the waitlist), from 1;
 * `eventYear` the year the event starts in (a minor is under 18 that year).
 */
export function toAttendeeRecord(row: AttendeeRow, position: number, eventYear: number): CsvRecord {
  return {
    username: row.username,
    email: row.email,
    status: row.status === 'CONFIRMED' ? 'seat' : 'waitlist',
    position,
    rsvpAt: instant(row.rsvpAt),
    checkedIn: yesNo(row.checkedInAt !== null),
    checkedInAt: instant(row.checkedInAt),
    minor: yesNo(isMinorIn(row.birthYear, eventYear)),
    guardianName: row.guardianName,
    guardianRelationship: row.guardianRelationship,
    guardianPhone: row.guardianPhone,
    guardianConsentedAt: instant(row.guardianConsentedAt),
  };
}

export function toRealTreeRecord(row: RealTreeRow, timeZone: string): CsvRecord {
  return {
    eventName: row.eventName,
    eventDate: gameDay(row.eventStartsAt, timeZone),
    placeName: row.placeName,
    latitude: row.latitude,
    longitude: row.longitude,
    username: row.username,
    species: row.speciesName,
    plantedOn: row.plantedOn,
    checkedOn: row.checkedOn,
    surviving: row.surviving,
    planted: row.treesPlanted,
  };
}

export function toStandingRecord(row: StandingRow, rank: number): CsvRecord {
  return {
    rank,
    username: row.username,
    seasonXp: row.xp,
    level: levelForXp(row.totalXp),
  };
}

export function toPlayerRecord(row: PlayerRow): CsvRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role === 'ADMIN' ? 'admin' : 'player',
    verified: yesNo(row.verified),
    createdAt: instant(row.createdAt),
    level: levelForXp(row.totalXp),
    xp: row.totalXp,
    coins: row.coinBalance,
    suspended: yesNo(row.suspendedAt !== null),
    suspendedAt: instant(row.suspendedAt),
  };
}

export function toAuditRecord(row: AuditRow): CsvRecord {
  return {
    id: row.id,
    at: instant(row.at),
    actorName: row.actorName,
    actorId: row.actorId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: json(row.before),
    after: json(row.after),
    reason: row.reason,
    address: row.address,
  };
}

/** `punla-players-2026-06-01.csv`: the kind and the game's day it was made. */
export const exportFilename = (kind: ExportKind, now: Date, timeZone: string): string =>
  `punla-${kind}-${gameDay(now, timeZone)}.csv`;
