import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, plantedTree, type PlantedTree } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { showToast } from '#shared/toast.ts';

/** Plants one seedling of an inventory row; the new tree becomes the active one. */
export const plantTree = ({ userId, inventoryId }: { userId: string; inventoryId: string }) =>
  api.postOnce(pathTo(apiRoutes.plantedTrees.plant, { userId, inventoryId }), {}, plantedTree);

export function usePlantTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: plantTree,
    onSuccess: (_tree, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.plantedTrees(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.seedlings(userId) }),
      ]),
    // Already growing, no seedling left: what the screen showed was old.
    onError: (_error, { userId }) =>
      queryClient
        .invalidateQueries({ queryKey: queryKeys.inventory(userId) })
        .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.plantedTrees(userId) })),
  });
}

/** The toast after planting. */
export function showPlanted(tree: PlantedTree): void {
  showToast({
    severity: 'success',
    summary: 'Planted!',
    detail: `Your ${tree.species.name} is in the ground. Water it to help it grow.`,
  });
}
