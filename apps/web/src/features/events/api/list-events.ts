import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, plantingEventList } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Upcoming events and those that ended lately, each with seats and the caller's RSVP. */
export const listEvents = () => api.get(apiRoutes.events.list, plantingEventList);

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.eventList(), queryFn: listEvents });

export const useEvents = () => useQuery(eventsQueryOptions());
