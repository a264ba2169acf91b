import { createEvent } from 'ics';
import { AppError } from '../../lib/app-error.ts';

export interface CalendarEvent {
  id: number;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  placeName: string;
  latitude: number;
  longitude: number;
  cancelled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The event as an iCalendar file (RFC 5545) that calendar programs import. Times are written
 * in UTC, so every program shows them in its own time zone. The uid stays the same for the
 * event, so a later file (a new time, a cancellation) updates the entry instead of adding
 * another; its sequence (seconds from the event's creation to its last edit) grows with each
 * edit, which is how calendar programs tell the newer file.
 */
export function eventCalendar(event: CalendarEvent, publicUrl: string): string {
  const { error, value } = createEvent({
    productId: 'punla/events',
    uid: `event-${event.id}@${new URL(publicUrl).hostname}`,
    title: event.name,
    description: event.description,
    location: event.placeName,
    geo: { lat: event.latitude, lon: event.longitude },
    url: `${publicUrl}/app/eligibility-checker`,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: Math.max(
      0,
      Math.min(
        2_147_483_647,
        Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000),
      ),
    ),
  });
  if (error || !value) {
    throw new AppError('INTERNAL', 'The calendar file could not be written.');
  }
  return value;
}
