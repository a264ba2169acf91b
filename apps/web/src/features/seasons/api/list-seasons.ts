import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, seasonList, type Season } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Every season, the current one marked. */
export const listSeasons = () => api.get(apiRoutes.seasons.list, seasonList);

export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.seasonList(), queryFn: listSeasons });

/** The latest season on top: the current and upcoming ones are what admins change. */
export const newestFirst = (seasons: Season[]) =>
  [...seasons].sort((a, b) => new Date(b.startDate).getTime() - new Date(a.startDate).getTime());

/** Every season, the latest first. */
export const useSeasons = () => useQuery({ ...seasonsQueryOptions(), select: newestFirst });

/** The season running now, or null between seasons (players read it too: My Tree's warning). */
export const useCurrentSeason = () =>
  useQuery({
    ...seasonsQueryOptions(),
    select: (seasons: Season[]) => seasons.find((season) => season.current) ?? null,
  });
