import { countOf, type Location } from '@punla/contract';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Mar 21, 2026" from the activity's calendar date ("2026-03-21"); the text as is otherwise. */
export function formatActivityDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

/** "1 tree planted", "1,250 trees planted". */
export const formatTreesPlanted = (count: number) => `${countOf(count, 'tree')} planted`;

/** "14.5995° N, 120.9842° E". */
export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lng = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lng}`;
}

/** "3 planting activities · 4,250 trees planted". */
export function activitySummary(locations: Location[]): string {
  const trees = locations.reduce((sum, location) => sum + location.treesPlanted, 0);
  const activities = countOf(locations.length, 'planting activity', 'planting activities');
  return `${activities} · ${countOf(trees, 'tree')} planted`;
}
