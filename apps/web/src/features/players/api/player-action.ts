import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerActionResult, PlayerFile } from '@punla/contract';
import { queryKeys } from '#shared/query-keys.ts';

/** What every action on a player is sent with: whom it is about. */
export interface OnPlayer {
  userId: string;
}

/**
 * An admin's action on a player. Its answer is the account as it is now: the file shows it at
 * once, then the file, its ledgers and the search are read again (an adjustment adds ledger
 * rows, a rename or a suspension changes the search's rows), as are the audit log and the
 * dashboard's figures.
 */
export function usePlayerAction<V extends OnPlayer>(
  send: (variables: V) => Promise<PlayerActionResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result, { userId }) => {
      queryClient.setQueryData<PlayerFile>(queryKeys.playerFile(userId), (file) =>
        file ? { ...file, profile: result.player } : file,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.players() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() });
      // An admin acting on their own account (a rename) sees it in their own header too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
    },
    // The dialog shows the server's refusal under its fields.
    meta: { errorToast: false },
  });
}
