import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, attendeeList, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Who RSVP'd: the seated in order, then the waitlist, with check-in times. */
export const listAttendees = (eventId: number) =>
  api.get(pathTo(apiRoutes.events.attendees, { eventId }), attendeeList);

export const attendeesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.eventAttendees(eventId),
    queryFn: () => listAttendees(eventId),
  });

export const useAttendees = (eventId: number, enabled = true) =>
  useQuery({ ...attendeesQueryOptions(eventId), enabled });
