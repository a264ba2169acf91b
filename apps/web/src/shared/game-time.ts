/**
 * The game's clock face: seasons, game days and event dates are read in the Philippines
 * (Asia/Manila, UTC+08:00 all year, no daylight saving), whatever the device's own zone.
 */
export const GAME_TIME_ZONE = 'Asia/Manila';
export const GAME_UTC_OFFSET = '+08:00';
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: GAME_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const shortDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: GAME_TIME_ZONE,
  month: 'short',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: GAME_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: GAME_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Jun 1, 2026" in the game's zone. */
export const formatGameDate = (iso: string | Date) => dateFormat.format(new Date(iso));

/** "12:00 AM" in the game's zone. */
export const formatGameTime = (iso: string | Date) => timeFormat.format(new Date(iso));

/**
 * The last day of something that ends at an instant ("Aug 31, 2026" for an end at midnight
 * starting Sep 1), in the game's zone.
 */
export const formatGameLastDay = (endIso: string) =>
  dateFormat.format(new Date(new Date(endIso).getTime() - 1));

/** "Jun 1, 2026, 12:00 AM" in the game's zone. */
export const formatGameDateTime = (iso: string | Date) => dateTimeFormat.format(new Date(iso));

/**
 * "Jun 1 – Aug 31, 2026": a season's days. A season ends at an instant (often midnight), so
 * its last day is the day of the moment just before the end.
 */
export function formatGameRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const lastMoment = new Date(new Date(endIso).getTime() - 1);
  const sameYear = gameParts(start).year === gameParts(lastMoment).year;
  return `${sameYear ? shortDateFormat.format(start) : dateFormat.format(start)} – ${dateFormat.format(lastMoment)}`;
}

/** Whole days left until an instant, counted up as the server does (0 once it has passed). */
export function daysUntil(iso: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / DAY_MS));
}

function gameParts(date: Date) {
  const shifted = new Date(date.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value ("2026-09-01T00:00") on the game's clock. */
export function toGameLocalInput(iso: string): string {
  const { year, month, day, hour, minute } = gameParts(new Date(iso));
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/**
 * A `datetime-local` value ("2026-09-01T00:00", seconds optional) read on the game's clock, as
 * ISO 8601 with the offset ("2026-09-01T00:00:00+08:00"); '' when it is not such a value.
 */
export function fromGameLocalInput(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return '';
  const [, date, hour, minute, second = '00'] = match;
  return `${date}T${hour}:${minute}:${second}${GAME_UTC_OFFSET}`;
}
