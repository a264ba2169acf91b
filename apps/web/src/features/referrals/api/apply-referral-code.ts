import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRoutes, applyReferralResult, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { updateCachedProfile } from '#shared/session/cached-profile.ts';

export type ApplyReferralResult = ReturnType<typeof applyReferralResult.parse>;

/** Uses a friend's code: the player gets coins and a seedling at once. */
export const applyReferralCode = (userId: string, code: string) =>
  api.postOnce(
    pathTo(apiRoutes.referrals.apply, { userId, referralCode: code }),
    {},
    applyReferralResult,
  );

/** What an applied code changes: the coins and the code in the profile, the inventories. */
export function recordReferralApplied(
  queryClient: QueryClient,
  userId: string,
  result: ApplyReferralResult,
) {
  updateCachedProfile(queryClient, userId, () => ({
    walletBalance: result.walletBalance,
    referredCode: result.referredCode,
  }));
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.inventory(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet(userId) });
}

export function useApplyReferralCode(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyReferralCode(userId, code),
    onSuccess: (result) => recordReferralApplied(queryClient, userId, result),
  });
}
