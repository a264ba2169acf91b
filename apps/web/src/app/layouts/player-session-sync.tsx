import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userProfileQueryOptions } from '#features/accounts/api/get-user-profile.ts';
import { usePendingReferral } from '#features/referrals/hooks/use-pending-referral.ts';
import { useSessionStore } from '#shared/session/session-store.ts';

/**
 * Keeps the session in step with the server each time the player area opens: the wallet
 * balance, XP and referral codes from a freshly fetched profile; then a referral code left
 * from a shared link is applied (once) when the profile shows none in use.
 */
export function PlayerSessionSync({ userId }: { userId: string }) {
  const profile = useQuery({ ...userProfileQueryOptions(userId), refetchOnMount: 'always' });
  // Only an answer fetched now counts: a cached one may be from before verification.
  const fresh = profile.isFetchedAfterMount && profile.isSuccess ? profile.data : undefined;

  useEffect(() => {
    if (!fresh) return;
    const session = useSessionStore.getState();
    session.setWalletBalance(fresh.walletBalance);
    session.updateLoggedUser({
      totalXp: fresh.totalXp,
      referralCode: fresh.referralCode,
      referredCode: fresh.referredCode,
    });
  }, [fresh]);

  usePendingReferral({ userId, profile: fresh });
  return null;
}
