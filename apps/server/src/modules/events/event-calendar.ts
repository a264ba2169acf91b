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
}

/**
 * The event as an iCalendar file (RFC 5545) that calendar programs import. Times are written
 * in UTC, so every program shows them in its own time zone. The uid stays the same for the
 * event, so a later file (a cancellation) updates the entry instead of adding another.
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
  });
  if (error || !value) {
    throw new AppError('INTERNAL', 'The calendar file could not be written.');
  }
  return value;
}
