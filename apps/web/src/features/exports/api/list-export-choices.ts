import { useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  plantingEventList,
  seasonList,
  type PlantingEvent,
  type Season,
} from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

// The events and seasons to choose from, read with the keys the events' and seasons' pages
// use for the same answers, so a change on those pages refreshes the choices here too.

/** Every event ever, the latest first. */
export const useExportEvents = () =>
  useQuery({
    queryKey: queryKeys.eventList('all'),
    queryFn: () => api.get(`${apiRoutes.events.list}?past=all`, plantingEventList),
    select: (events: PlantingEvent[]) =>
      [...events].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt)),
  });

/** The seasons that have ended (the only ones with final standings), the latest first. */
export const useEndedSeasons = (now: number) =>
  useQuery({
    queryKey: queryKeys.seasonList(),
    queryFn: () => api.get(apiRoutes.seasons.list, seasonList),
    select: (seasons: Season[]) =>
      seasons
        .filter((season) => Date.parse(season.endDate) <= now)
        .sort((a, b) => Date.parse(b.endDate) - Date.parse(a.endDate)),
  });
