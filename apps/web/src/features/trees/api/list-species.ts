import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, treeSpeciesList } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/**
 * The species catalog; the session sync also keeps it in the session's treeList
 * (docs/spec-notes.md §3).
 */
export const listSpecies = () => api.get(apiRoutes.trees.list, treeSpeciesList);

export const speciesListQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.speciesList(),
    queryFn: listSpecies,
    staleTime: 5 * 60_000,
  });

export const useSpeciesList = () => useQuery(speciesListQueryOptions());
