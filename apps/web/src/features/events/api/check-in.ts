import { apiRoutes, checkInResult, pathTo, type CheckInInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';

/**
 * Checks a ticket in. Called by the check-in desk, which keeps what it could not send (no
 * signal) and shows each answer itself, so this is a plain call rather than a mutation hook.
 */
export const checkInTicket = (eventId: number, input: CheckInInput) =>
  api.postOnce(pathTo(apiRoutes.events.checkIn, { eventId }), input, checkInResult);
