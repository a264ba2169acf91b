import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, treeSpeciesList } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { useSessionStore } from '#shared/session/session-store.ts';

/** The species catalog; it is also kept in the session's treeList (docs/spec-notes.md §3). */
export async function listSpecies() {
  const list = await api.get(apiRoutes.trees.list, treeSpeciesList);
  useSessionStore.getState().setTreeList(list);
  return list;
}

export const speciesListQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.speciesList(),
    queryFn: listSpecies,
    staleTime: 5 * 60_000,
  });

export const useSpeciesList = () => useQuery(speciesListQueryOptions());
