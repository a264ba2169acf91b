import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plantedTree } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { plantedTreePaths } from './planted-tree-paths.ts';
import { rememberActiveTree } from './tree-cache.ts';

/** Plants one seedling of an inventory row; the new tree becomes the active one. */
export const plantTree = ({ userId, inventoryId }: { userId: string; inventoryId: string }) =>
  api.post(plantedTreePaths.plant(userId, inventoryId), {}, plantedTree);

export function usePlantTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: plantTree,
    onSuccess: (tree, { userId }) => {
      rememberActiveTree(tree);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.plantedTrees(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.seedlings(userId) }),
      ]);
    },
    // Already growing, no seedling left: what the screen showed was old.
    onError: (_error, { userId }) =>
      queryClient
        .invalidateQueries({ queryKey: queryKeys.inventory(userId) })
        .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.plantedTrees(userId) })),
  });
}
