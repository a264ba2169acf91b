import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, dailyXpResult, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { updateCachedProfile } from '#shared/session/cached-profile.ts';
import { replaceTreeInList } from './tree-cache.ts';

/** Today's XP from the active tree: 10 + 10 × stage, once per game day. */
export const claimDailyXp = () =>
  api.postOnce(pathTo(apiRoutes.plantedTrees.dailyXp), {}, dailyXpResult);

export function useClaimDailyXp(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDailyXp,
    onSuccess: (result) => {
      replaceTreeInList(queryClient, userId, result.tree);
      updateCachedProfile(queryClient, userId, () => ({ totalXp: result.totalXp }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
    },
  });
}
