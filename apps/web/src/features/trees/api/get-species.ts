import { queryOptions, useQuery } from '@tanstack/react-query';
import { treeSpecies } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { speciesPaths } from './species-paths.ts';

export const getSpecies = (id: number) => api.get(speciesPaths.one(id), treeSpecies);

export const speciesQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.speciesDetail(id), queryFn: () => getSpecies(id) });

export const useSpecies = (id: number, enabled = true) =>
  useQuery({ ...speciesQueryOptions(id), enabled });
