import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { stopMusic } from '../../../shared/music.ts';
import { paths } from '../../../shared/paths.ts';
import { beginSessionExit } from '../../../shared/session/session-exit.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { toast } from '../../../shared/toast.ts';

export const LOGGED_OUT_TEXT = 'Logged out successfully!';

/** Spec §2: logout stops the music, clears the session, goes to / and says so. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    stopMusic();
    beginSessionExit(paths.landing);
    useSessionStore.getState().clearSession();
    queryClient.clear();
    void navigate(paths.landing, { replace: true });
    toast.success(LOGGED_OUT_TEXT);
  }, [navigate, queryClient]);
}
