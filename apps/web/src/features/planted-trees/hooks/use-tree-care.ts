import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type CareResult, countOf, type PlantedTree } from '@punla/contract';
import { ApiError } from '#shared/api-client.ts';
import { gameDayOf } from '#shared/game-time.ts';
import { useNow } from '#shared/hooks/use-now.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { showToast } from '#shared/toast.ts';
import { useCareForTree, type CareAction } from '../api/care-for-tree.ts';
import { useClaimDailyXp } from '../api/claim-daily-xp.ts';
import { markStageNoticesRead } from '../api/mark-stage-notices-read.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

/** "+10 GP, +5 XP": what a care action earned. */
export function careGains(result: CareResult): string {
  const parts: string[] = [];
  if (result.growthPointsGained > 0) parts.push(`+${result.growthPointsGained} GP`);
  if (result.xpGained > 0) parts.push(`+${result.xpGained} XP`);
  if (result.coinsGained > 0) parts.push(`+${countOf(result.coinsGained, 'coin')}`);
  return parts.join(', ') || 'Done.';
}

function careSummary(action: CareAction, result: CareResult): string {
  if (result.revived) return 'Your tree is revived!';
  return action === 'water' ? 'Watered!' : 'Fertilized!';
}

/** A new stage to celebrate: what the care earned, and which care it was. */
export interface CelebrationOf {
  result: CareResult;
  action: CareAction;
}

/**
 * Caring for the active tree on My Tree: watering and fertilizing (with their toasts and the
 * celebration of a new stage) and today's XP. A refusal shows as the query client's error
 * toast; a refused second XP claim also marks today's XP as taken.
 */
export function useTreeCare(userId: string) {
  const queryClient = useQueryClient();
  const care = useSingleFlight(useCareForTree(userId));
  const dailyXp = useSingleFlight(useClaimDailyXp(userId));
  const [celebration, setCelebration] = useState<CelebrationOf | null>(null);
  const [refusedDay, setRefusedDay] = useState<string | null>(null);
  // The game day turns while the page is open: "claimed today" is read again each minute.
  const now = useNow(60_000);

  const careFor = (tree: PlantedTree, action: CareAction) =>
    care.mutate(
      { action, plantedTreeId: tree.id },
      {
        onSuccess: (result) => {
          showToast({
            severity: 'success',
            summary: careSummary(action, result),
            detail: careGains(result),
          });
          if (result.stagesReached.length > 0) {
            setCelebration({ result, action });
            // The celebration announces the stage: its inbox notices need not show as new.
            if (result.noticeIds.length > 0) {
              markStageNoticesRead(userId, result.noticeIds)
                .catch(() => undefined)
                .finally(
                  () =>
                    void queryClient.invalidateQueries({
                      queryKey: queryKeys.notifications(userId),
                    }),
                );
            }
          }
        },
      },
    );

  const claimDailyXp = () =>
    dailyXp.mutate(undefined, {
      onSuccess: (result) =>
        showToast({
          severity: 'success',
          summary: 'Daily XP claimed!',
          detail: `+${result.xp} XP`,
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ALREADY_CLAIMED') {
          setRefusedDay(gameDayOf(Date.now()));
        }
      },
    });

  const refreshTrees = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.plantedTreeList(userId) }),
    [queryClient, userId],
  );
  const closeCelebration = useCallback(() => setCelebration(null), []);

  return {
    careFor,
    /** The care action under way, if any. */
    caring: care.isPending ? (care.variables?.action ?? null) : null,
    /** A wait is over: fetch the trees again. */
    refreshTrees,
    claimDailyXp,
    claimingDailyXp: dailyXp.isPending,
    dailyXpClaimed: (tree: PlantedTree) =>
      tree.dailyXp.claimedToday || refusedDay === gameDayOf(now),
    celebration,
    closeCelebration,
  };
}

export type TreeCare = ReturnType<typeof useTreeCare>;
