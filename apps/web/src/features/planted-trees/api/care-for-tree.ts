import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRoutes, careResult, pathTo, type CareResult } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { updateCachedProfile } from '#shared/session/cached-profile.ts';
import { replaceTreeInList } from './tree-cache.ts';

export type CareAction = 'water' | 'fertilize';

/** Waters (1 water) or fertilizes (1 fertilizer) one of the player's trees. */
export const careForTree = ({
  action,
  plantedTreeId,
}: {
  action: CareAction;
  plantedTreeId: string;
}) =>
  api.post(
    pathTo(action === 'water' ? apiRoutes.plantedTrees.water : apiRoutes.plantedTrees.fertilize),
    { plantedTreeId },
    careResult,
  );

/** What a care result changes: the tree, the resources, XP, coins, and when it grew a stage. */
export function applyCareResult(queryClient: QueryClient, userId: string, result: CareResult) {
  replaceTreeInList(queryClient, userId, result.tree);
  queryClient.setQueryData(queryKeys.resources(userId), result.resources);
  updateCachedProfile(queryClient, userId, (profile) => ({
    totalXp: result.totalXp,
    walletBalance: profile.walletBalance + result.coinsGained,
  }));
  if (result.stagesReached.length > 0) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.impact(userId) });
  }
  if (result.freeSeedling) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.seedlings(userId) });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
  // Watering makes the "Water your tree" quest claimable.
  void queryClient.invalidateQueries({ queryKey: queryKeys.quests(userId) });
}

export function useCareForTree(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: careForTree,
    onSuccess: (result) => applyCareResult(queryClient, userId, result),
    // Too soon, wilted, out of water…: the tree's state on screen was old; fetch it again.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.plantedTrees(userId) }),
  });
}
