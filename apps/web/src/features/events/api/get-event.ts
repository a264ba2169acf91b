import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, plantingEvent } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getEvent = (eventId: number) =>
  api.get(pathTo(apiRoutes.events.one, { eventId }), plantingEvent);

export const eventQueryOptions = (eventId: number) =>
  queryOptions({ queryKey: queryKeys.eventDetail(eventId), queryFn: () => getEvent(eventId) });

/** One event; `enabled` false waits (a form page without an id). */
export const useEvent = (eventId: number, enabled = true) =>
  useQuery({ ...eventQueryOptions(eventId), enabled });
