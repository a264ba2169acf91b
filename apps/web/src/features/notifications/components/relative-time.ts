const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const calendar = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

/** How long ago `iso` was, in words: "just now", "5 minutes ago", "yesterday", "Mar 3, 2026". */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const past = Math.max(0, now.getTime() - at.getTime());
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return relative.format(-Math.floor(past / MINUTE), 'minute');
  if (past < DAY) return relative.format(-Math.floor(past / HOUR), 'hour');
  if (past < WEEK) return relative.format(-Math.floor(past / DAY), 'day');
  if (past < 5 * WEEK) return relative.format(-Math.floor(past / WEEK), 'week');
  return calendar.format(at);
}
