import type { Attendee, PlantingEvent } from '@punla/contract';

const HOUR = 60 * 60 * 1000;

/** An instant some hours from now (negative: ago), as the API writes it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A scheduled event two days ahead, with the game's requirements; `overrides` changes it. */
export function plantingEventOf(overrides: Partial<PlantingEvent> = {}): PlantingEvent {
  return {
    id: 7,
    name: 'Planting at La Mesa',
    description: 'Native trees along the watershed with the forest rangers.',
    startsAt: hoursFromNow(48),
    endsAt: hoursFromNow(52),
    rsvpDeadline: hoursFromNow(24),
    capacity: 20,
    placeName: 'La Mesa Watershed, Quezon City',
    latitude: 14.7167,
    longitude: 121.0833,
    species: { id: 1, name: 'Narra' },
    minStage: 'Sapling',
    minSeasonXp: 300,
    status: 'SCHEDULED',
    seatsLeft: 8,
    waitlist: 0,
    rsvp: null,
    requirements: { met: true, missing: [] },
    treesPlanted: null,
    imageUrl: null,
    latestSurvival: null,
    ...overrides,
  };
}

let nextUser = 0;

/** One RSVP as the attendees list has it. */
export function attendeeOf(username: string, overrides: Partial<Attendee> = {}): Attendee {
  nextUser += 1;
  return {
    userId: `00000000-0000-4000-8000-${String(nextUser).padStart(12, '0')}`,
    username,
    status: 'CONFIRMED',
    position: null,
    rsvpAt: '2026-06-01T02:00:00.000Z',
    checkedInAt: null,
    minor: false,
    guardian: null,
    ...overrides,
  };
}

/** A 4xx answer in the server's error shape. */
export function refusal(statusCode: number, code: string, message: string, details?: unknown) {
  return {
    statusCode,
    error: statusCode === 409 ? 'Conflict' : statusCode === 404 ? 'Not Found' : 'Bad Request',
    code,
    message,
    ...(details === undefined ? {} : { details }),
  };
}
