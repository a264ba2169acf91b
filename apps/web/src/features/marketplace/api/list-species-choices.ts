import { queryOptions, useQuery } from '@tanstack/react-query';
import { treeSpeciesList } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { marketplacePaths } from './marketplace-paths.ts';

/**
 * The species a seedling item can be: the catalog, under the catalog's shared key so the
 * admin screens of trees and of the marketplace share one copy.
 */
export const listSpeciesChoices = () => api.get(marketplacePaths.species, treeSpeciesList);

export const speciesChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.speciesList(),
    queryFn: listSpeciesChoices,
    staleTime: 5 * 60_000,
  });

export const useSpeciesChoices = (enabled = true) =>
  useQuery({ ...speciesChoicesQueryOptions(), enabled });
