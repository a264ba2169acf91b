import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, plantedTreeList, type PlantedTree } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** All of a player's planted trees, newest first. */
export const listPlantedTrees = (userId: string) =>
  api.get(pathTo(apiRoutes.plantedTrees.list, { id: userId }), plantedTreeList);

export const plantedTreesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.plantedTreeList(userId),
    queryFn: () => listPlantedTrees(userId),
  });

export const usePlantedTrees = (userId: string) => useQuery(plantedTreesQueryOptions(userId));

/** The tree growing now: at most one. */
export const activeTreeOf = (trees: PlantedTree[] | undefined): PlantedTree | null =>
  trees?.find((tree) => tree.active) ?? null;
