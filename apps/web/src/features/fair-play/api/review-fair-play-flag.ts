import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, fairPlayFlag, pathTo, type ReviewFairPlayFlagInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** An admin's decision on an open flag, with the reason. */
export const reviewFairPlayFlag = ({
  flagId,
  ...input
}: ReviewFairPlayFlagInput & { flagId: number }) =>
  api.post(pathTo(apiRoutes.fairPlay.review, { flagId }), input, fairPlayFlag);

export function useReviewFairPlayFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewFairPlayFlag,
    onSuccess: () => {
      // The flag moves from one filter to another, and the dashboard's count changes.
      void queryClient.invalidateQueries({ queryKey: queryKeys.fairPlay() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() });
    },
    // The dialog shows the server's message under the reason.
    meta: { errorToast: false },
  });
}
