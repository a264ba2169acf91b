import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { stopMusic } from '#shared/music.ts';
import { paths } from '#shared/paths.ts';
import { beginSessionExit } from '#shared/session/session-exit.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';

export const LOGGED_OUT_TEXT = 'Logged out successfully!';

/** Where the app goes when the session ends, and what it says then. */
export interface SessionExit {
  to: string;
  message: string;
}

/**
 * Spec §2: logout stops the music, clears the session, goes to / and says so. Ending every
 * session or setting a new password ends this one too, with its own page and message.
 */
export function useLogout(): (exit?: SessionExit) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    ({ to, message }: SessionExit = { to: paths.landing, message: LOGGED_OUT_TEXT }) => {
      stopMusic();
      beginSessionExit(to);
      useSessionStore.getState().clearSession();
      queryClient.clear();
      void navigate(to, { replace: true });
      toast.success(message);
    },
    [navigate, queryClient],
  );
}
