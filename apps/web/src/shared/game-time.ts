/**
 * The game's clock face: seasons, game days and event dates are read in the game's time zone
 * (the server's GAME_TIMEZONE, given by GET /api/public/game-config and set at start with
 * `setGameTimeZone`, game-zone.ts), whatever the device's own zone. Until the server has said,
 * or when it cannot, the zone is Asia/Manila, the game's default.
 */
import { DATE_TIME_OPTIONS } from '@punla/contract';
import { DEFAULT_GAME_TIME_ZONE, getGameTimeZone } from './game-zone.ts';

export { DEFAULT_GAME_TIME_ZONE, getGameTimeZone, setGameTimeZone } from './game-zone.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const FORMATS = {
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  shortDate: { month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  // As the server writes times in the messages a screen shows beside its own dates.
  dateTime: DATE_TIME_OPTIONS,
  wallClock: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  },
  zoneName: { timeZoneName: 'longGeneric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per kind and zone, made on first use. */
function formatIn(kind: keyof typeof FORMATS, timeZone = getGameTimeZone()): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...FORMATS[kind] });
    formats.set(key, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The calendar date and time an instant shows on the clocks of a zone. */
function wallClockOf(instant: number, timeZone = getGameTimeZone()): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatIn('wallClock', timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines write midnight as hour 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How many minutes the zone's clocks are ahead of UTC at an instant (negative when behind). */
export function utcOffsetMinutes(instant: number, timeZone = getGameTimeZone()): number {
  const wall = wallClockOf(instant, timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return Math.round((wallAsUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 480 → "+08:00", −330 → "-05:30": the offset as ISO 8601 writes it. */
export function formatUtcOffset(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** The game zone's offset now (or at an instant), as ISO 8601 writes it: "+08:00". */
export const gameUtcOffset = (instant: number = Date.now()) =>
  formatUtcOffset(utcOffsetMinutes(instant));

/**
 * The game's zone in words with its offset now: "Philippine time (UTC+08:00)" for Asia/Manila,
 * the zone's own name elsewhere ("Central European Time (UTC+01:00)").
 */
export function describeGameTimeZone(now: number = Date.now()): string {
  const name =
    getGameTimeZone() === DEFAULT_GAME_TIME_ZONE
      ? 'Philippine time'
      : (formatIn('zoneName')
          .formatToParts(now)
          .find((part) => part.type === 'timeZoneName')?.value ?? getGameTimeZone());
  return `${name} (UTC${gameUtcOffset(now)})`;
}

const toInstant = (value: string | number | Date) => new Date(value).getTime();

/** "Jun 1, 2026" in the game's zone. */
export const formatGameDate = (iso: string | Date) => formatIn('date').format(toInstant(iso));

/** "12:00 AM" in the game's zone. */
export const formatGameTime = (iso: string | Date) => formatIn('time').format(toInstant(iso));

/**
 * The last day of something that ends at an instant ("Aug 31, 2026" for an end at midnight
 * starting Sep 1), in the game's zone.
 */
export const formatGameLastDay = (endIso: string) => formatIn('date').format(toInstant(endIso) - 1);

/** "Jun 1, 2026, 12:00 AM" in the game's zone. */
export const formatGameDateTime = (iso: string | Date) =>
  formatIn('dateTime').format(toInstant(iso));

/**
 * "Jun 1 – Aug 31, 2026": a season's days. A season ends at an instant (often midnight), so
 * its last day is the day of the moment just before the end.
 */
export function formatGameRange(startIso: string, endIso: string): string {
  const start = toInstant(startIso);
  const lastMoment = toInstant(endIso) - 1;
  const sameYear = wallClockOf(start).year === wallClockOf(lastMoment).year;
  const first = formatIn(sameYear ? 'shortDate' : 'date').format(start);
  return `${first} – ${formatIn('date').format(lastMoment)}`;
}

/** Whole days left until an instant, counted up as the server does (0 once it has passed). */
export function daysUntil(iso: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((toInstant(iso) - now) / DAY_MS));
}

/**
 * The game day of an instant: its calendar date in the game's zone, "2026-03-02"
 * (docs/game-rules.md: daily limits reset at its midnight). The server still decides every
 * claim; this only says which day the screen is in.
 */
export function gameDayOf(instant: number | string): string {
  const { year, month, day } = wallClockOf(toInstant(instant));
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** An instant as a `datetime-local` value ("2026-09-01T00:00") on the game's clock. */
export function toGameLocalInput(iso: string): string {
  const { year, month, day, hour, minute } = wallClockOf(toInstant(iso));
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/**
 * A `datetime-local` value ("2026-09-01T00:00", seconds optional) read on the game's clock, as
 * ISO 8601 with the zone's offset at that time ("2026-09-01T00:00:00+08:00"); '' when it is
 * not such a value. A time the clocks skip (a daylight-saving gap) takes the offset after it.
 */
export function fromGameLocalInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return '';
  const [, year, month, day, hour, minute, second = '00'] = match;
  const wallAsUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  // The offset at the wall time read as UTC is at most one change away from the right one.
  const guess = utcOffsetMinutes(wallAsUtc);
  const offset = utcOffsetMinutes(wallAsUtc - guess * 60_000);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${formatUtcOffset(offset)}`;
}
