import { useQuery } from '@tanstack/react-query';
import { userProfileQueryOptions } from '#features/accounts/api/get-user-profile.ts';
import { usePendingReferral } from '#features/referrals/hooks/use-pending-referral.ts';

/**
 * Fetches the profile anew each time the player area opens (the session sync copies its wallet
 * balance, XP and referral codes into the session), and keeps it in the cache while the area is
 * open, so actions can update it; then a referral code left from a shared link is applied
 * (once) when the profile shows none in use.
 */
export function PlayerProfileRefresh({ userId }: { userId: string }) {
  const profile = useQuery({ ...userProfileQueryOptions(userId), refetchOnMount: 'always' });
  // Only an answer fetched now counts: a cached one may be from before verification.
  const fresh = profile.isFetchedAfterMount && profile.isSuccess ? profile.data : undefined;

  usePendingReferral({ userId, profile: fresh });
  return null;
}
