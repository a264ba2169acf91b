import { apiRoutes, pathTo, type PlantingEvent } from '@punla/contract';
import { uniqueName, type TestApp, type TestPlayer } from '../test-app.ts';

const HOUR = 60 * 60 * 1000;

/**
 * An event's fields: by default an open community event (no tree, no XP asked for) starting
 * two days after the test clock's now, with its RSVPs closing an hour before.
 */
export function eventFields(t: TestApp, overrides: Record<string, unknown> = {}) {
  const startsAt = new Date(t.clock.now().getTime() + 48 * HOUR);
  return {
    name: uniqueName('Planting at La Mesa '),
    description: 'We plant native trees along the watershed with the local forest rangers.',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 4 * HOUR).toISOString(),
    rsvpDeadline: new Date(startsAt.getTime() - HOUR).toISOString(),
    capacity: 20,
    placeName: 'La Mesa Watershed, Quezon City',
    latitude: 14.7167,
    longitude: 121.0833,
    minStage: null,
    minSeasonXp: 0,
    ...overrides,
  };
}

export function postEvent(t: TestApp, admin: TestPlayer, payload: object) {
  return send(t, admin, 'POST', apiRoutes.events.list, payload);
}

/** Creates an event through the API as the admin. */
export async function createEvent(
  t: TestApp,
  admin: TestPlayer,
  overrides: Record<string, unknown> = {},
): Promise<PlantingEvent> {
  const response = await postEvent(t, admin, eventFields(t, overrides));
  if (response.statusCode !== 201) throw new Error(`createEvent: ${response.body}`);
  return response.json<PlantingEvent>();
}

/** A call to an event's route as `caller`, with a body when one is given. */
function send(
  t: TestApp,
  caller: TestPlayer,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.request({ method, url, token: caller.token, ...(payload ? { payload } : {}) });
}

/** The address of a route about one player's part in an event (their RSVP, their ticket). */
const ofPlayer = (
  route: typeof apiRoutes.events.rsvp | typeof apiRoutes.events.ticket,
  eventId: number,
  player: TestPlayer,
) => pathTo(route, { eventId, userId: player.user.id });

/** An RSVP as `caller`; `body` is the RSVP's body (a minor's guardian), none by default. */
export function rsvp(
  t: TestApp,
  eventId: number,
  player: TestPlayer,
  caller = player,
  body?: object,
) {
  return send(t, caller, 'POST', ofPlayer(apiRoutes.events.rsvp, eventId, player), body);
}

export function cancelRsvp(t: TestApp, eventId: number, player: TestPlayer, caller = player) {
  return send(t, caller, 'DELETE', ofPlayer(apiRoutes.events.rsvp, eventId, player));
}

export function ticketOf(t: TestApp, eventId: number, player: TestPlayer, caller = player) {
  return send(t, caller, 'GET', ofPlayer(apiRoutes.events.ticket, eventId, player));
}

export function checkIn(t: TestApp, eventId: number, admin: TestPlayer, payload: object) {
  return send(t, admin, 'POST', pathTo(apiRoutes.events.checkIn, { eventId }), payload);
}

export function getEvent(t: TestApp, eventId: number, caller: TestPlayer) {
  return send(t, caller, 'GET', pathTo(apiRoutes.events.one, { eventId }));
}

export function closeEvent(t: TestApp, eventId: number, admin: TestPlayer, payload: object) {
  return send(t, admin, 'POST', pathTo(apiRoutes.events.close, { eventId }), payload);
}

export function recordSurvival(t: TestApp, eventId: number, admin: TestPlayer, payload: object) {
  return send(t, admin, 'POST', pathTo(apiRoutes.events.survival, { eventId }), payload);
}

export function realTreesOf(t: TestApp, player: TestPlayer, caller = player) {
  return send(t, caller, 'GET', pathTo(apiRoutes.events.realTrees, { userId: player.user.id }));
}

export async function publicImpact(t: TestApp) {
  const response = await t.request({ method: 'GET', url: apiRoutes.events.impact });
  return response.json<{
    realTreesPlanted: number;
    realTreesSurviving: number;
    realTreesChecked: number;
    events: number;
    volunteers: number;
  }>();
}
