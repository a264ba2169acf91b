import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, plantingEventList, type EventListQuery } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

type Past = EventListQuery['past'];

/**
 * Upcoming events and those that ended lately, each with seats and the caller's RSVP; with
 * `all`, every event ever (the admins' list).
 */
export const listEvents = (past: Past = 'recent') =>
  api.get(
    past === 'all' ? `${apiRoutes.events.list}?past=all` : apiRoutes.events.list,
    plantingEventList,
  );

export const eventsQueryOptions = (past: Past = 'recent') =>
  queryOptions({ queryKey: queryKeys.eventList(past), queryFn: () => listEvents(past) });

export const useEvents = (past: Past = 'recent') => useQuery(eventsQueryOptions(past));
