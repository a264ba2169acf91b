import { useEffect } from 'react';
import { useSessionStore } from '#shared/session/session-store.ts';
import { useUserProfile } from '../api/get-user-profile.ts';

/**
 * Keeps the session's XP, coins and tour marker in step with the player's profile each time a
 * fresh copy arrives (care and claims make it stale, and it is fetched again).
 */
export function useProfileInSession(userId: string) {
  const profile = useUserProfile(userId);
  const data = profile.data;
  const stale = profile.isStale;
  useEffect(() => {
    if (!data || stale) return;
    const session = useSessionStore.getState();
    session.updateLoggedUser({ totalXp: data.totalXp });
    session.setWalletBalance(data.walletBalance);
    if (data.tourCompleted && !session.tourCompleted) session.setTourCompleted(true);
  }, [data, stale]);
}
