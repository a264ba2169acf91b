/**
 * The game day: the calendar date in GAME_TIMEZONE (default Asia/Manila). Daily limits
 * reset at its midnight; they are computed from timestamps, so no job has to run.
 */
export function gameDay(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The instant the next game day begins. */
export function nextGameDayStart(instant: Date, timeZone: string): Date {
  const today = gameDay(instant, timeZone);
  // Walk forward in 15-minute steps (time zones are whole quarter hours) to the first
  // instant of another day; at most 96 steps.
  let step = new Date(Math.floor(instant.getTime() / 900_000) * 900_000);
  while (gameDay(step, timeZone) === today) step = new Date(step.getTime() + 900_000);
  return step;
}
