import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, treeSpecies } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getSpecies = (id: number) => api.get(pathTo(apiRoutes.trees.one, { id }), treeSpecies);

export const speciesQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.speciesDetail(id), queryFn: () => getSpecies(id) });

export const useSpecies = (id: number, enabled = true) =>
  useQuery({ ...speciesQueryOptions(id), enabled });
