/**
 * The game day: the calendar date in GAME_TIMEZONE (default Asia/Manila). Daily limits
 * reset at its midnight; they are computed from timestamps, so no job has to run.
 *
 * These run on every care action and quest read: making an `Intl.DateTimeFormat` costs far
 * more than using one, so there is one per time zone, kept for the process's life.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  formats: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(options.hour ? 'en-US' : 'en-CA', { timeZone, ...options });
    formats.set(timeZone, format);
  }
  return format;
}

export function gameDay(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  const format = cached(dayFormats, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return format.format(instant);
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = cached(clockFormats, timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant the zone's wall clock shows midnight of that calendar date (month 1–12; days
 * past the month's end roll over). The offset is read at the answer itself, so a daylight
 * saving change between now and then is accounted for.
 */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

const QUARTER_HOUR = 900_000;

/** The instant the next game day begins. */
export function nextGameDayStart(instant: Date, timeZone: string): Date {
  const today = gameDay(instant, timeZone);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  let start = zonedMidnight(year, month, day + 1, timeZone).getTime();
  // Where a clock change skips or repeats midnight, settle on the first quarter hour (zones
  // are whole quarter hours) that belongs to another day.
  while (gameDay(new Date(start), timeZone) === today) start += QUARTER_HOUR;
  while (gameDay(new Date(start - QUARTER_HOUR), timeZone) !== today) start -= QUARTER_HOUR;
  return new Date(start);
}

/** The hour (0–23) the game's wall clock shows at that instant. */
export function gameHour(instant: Date, timeZone: string): number {
  const offset = zoneOffset(instant.getTime(), timeZone);
  return new Date(instant.getTime() + offset).getUTCHours();
}

/** Game days from the day of `from` to the day of `to` (0 when they share a day). */
export function gameDaysBetween(from: Date, to: Date, timeZone: string): number {
  const day = (instant: Date) => Date.parse(`${gameDay(instant, timeZone)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** The calendar year in the game's time zone at that instant (an age is counted in it). */
export function gameYear(instant: Date, timeZone: string): number {
  return Number(gameDay(instant, timeZone).slice(0, 4));
}
