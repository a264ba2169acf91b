import { queryOptions, useQuery } from '@tanstack/react-query';
import { seasonList } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { seasonKeys, seasonPaths } from './season-paths.ts';

/** Every season, the current one marked. */
export const listSeasons = () => api.get(seasonPaths.list, seasonList);

export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: seasonKeys.list(), queryFn: listSeasons });

export const useSeasons = () => useQuery(seasonsQueryOptions());
