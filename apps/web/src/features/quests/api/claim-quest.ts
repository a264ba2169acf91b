import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, questClaimResult, type QuestKey } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { updateCachedProfile } from '#shared/session/cached-profile.ts';
import { useSessionStore } from '#shared/session/session-store.ts';

export const claimQuest = (userId: string, quest: QuestKey) =>
  api.postOnce(pathTo(apiRoutes.quests.claim, { userId }), { quest }, questClaimResult);

/** The session marker of each quest (docs/game-rules.md, Daily quests). */
export const claimMarkers = {
  DAILY_LOGIN: 'setLastClaimLogin',
  WATER_TREE: 'setLastClaimWaterTree',
  COMPLETE_TASKS: 'setLastClaimCompleteTask',
} as const satisfies Record<QuestKey, string>;

/**
 * The quest's marker in the session (set only once): a mark of this device, not a copy of the
 * server's data, so it is written here rather than by the session sync.
 */
export function recordQuestClaim(result: { quest: QuestKey; claimedAt: string }) {
  useSessionStore.getState()[claimMarkers[result.quest]](result.claimedAt);
}

export function useClaimQuest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quest: QuestKey) => claimQuest(userId, quest),
    onSuccess: (result) => {
      recordQuestClaim(result);
      queryClient.setQueryData(queryKeys.questsToday(userId), result.today);
      updateCachedProfile(queryClient, userId, () => ({
        walletBalance: result.walletBalance,
        totalXp: result.totalXp,
      }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet(userId) });
    },
    // Already claimed elsewhere, or the day turned: show what the server knows now.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.questsToday(userId) }),
  });
}
