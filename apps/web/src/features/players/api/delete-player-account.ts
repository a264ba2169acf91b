import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, deletionScheduled, pathTo, type PlayerReasonInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import type { OnPlayer } from './player-action.ts';

/**
 * Deletes a player's account on their request, with the reason (the audit log keeps it): the
 * same grace period as their own "Delete my account", in which they may log in and keep it.
 */
export const deletePlayerAccount = ({ userId, reason }: PlayerReasonInput & OnPlayer) =>
  api.post(pathTo(apiRoutes.privacy.delete, { userId }), { reason }, deletionScheduled);

/** The answer is no profile: the file, the search, the audit log and the figures are read again. */
export function useDeletePlayerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayerAccount,
    onSuccess: (_answer, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.playerFile(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.players() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() });
    },
    // The dialog shows the server's refusal under its fields.
    meta: { errorToast: false },
  });
}
