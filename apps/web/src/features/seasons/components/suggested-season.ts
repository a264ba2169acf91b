import { FIRST_SEASON_MONTHS, type Season } from '@punla/contract';
import { toGameLocalInput } from '#shared/game-time.ts';
import type { SeasonFormValues } from './season-form.tsx';

/** "2026-09-01T00:00" plus some months, same day and time. */
function addMonths(local: string, months: number): string {
  const [date = '', time = '00:00'] = local.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = month - 1 + months;
  const nextYear = year + Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${nextYear}-${pad(nextMonth)}-${pad(day)}T${time}`;
}

/** A new season starts when the last one ends and runs as long as the first one did. */
export function suggestedSeason(seasons: Season[]): SeasonFormValues | undefined {
  if (seasons.length === 0) return undefined;
  const last = seasons.reduce((latest, season) =>
    new Date(season.endDate) > new Date(latest.endDate) ? season : latest,
  );
  const start = toGameLocalInput(last.endDate);
  return {
    name: `Season ${seasons.length + 1}`,
    start,
    end: addMonths(start, FIRST_SEASON_MONTHS),
  };
}
