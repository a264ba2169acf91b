import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, treeSpeciesList } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/**
 * The species a seedling item can be: the catalog, under the catalog's shared key so the
 * admin screens of trees and of the marketplace share one copy.
 */
export const listSpeciesChoices = () => api.get(apiRoutes.trees.list, treeSpeciesList);

export const speciesChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.speciesList(),
    queryFn: listSpeciesChoices,
    staleTime: 5 * 60_000,
  });

export const useSpeciesChoices = (enabled = true) =>
  useQuery({ ...speciesChoicesQueryOptions(), enabled });
