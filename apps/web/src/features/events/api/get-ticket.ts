import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, eventTicket, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getTicket = (eventId: number, userId: string) =>
  api.get(pathTo(apiRoutes.events.ticket, { eventId, userId }), eventTicket);

export const ticketQueryOptions = (eventId: number, userId: string) =>
  queryOptions({
    queryKey: queryKeys.eventTicket(eventId, userId),
    queryFn: () => getTicket(eventId, userId),
    // A ticket does not change: once shown, it stays on the phone for the check-in.
    staleTime: Infinity,
  });

export const useTicket = (eventId: number, userId: string) =>
  useQuery(ticketQueryOptions(eventId, userId));
