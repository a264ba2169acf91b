import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, referralCount } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** How many players joined with the code, and how many of them earned the reward. */
export const getReferralCount = (userId: string) =>
  api.get(pathTo(apiRoutes.referrals.count, { userId }), referralCount);

export const referralCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.referralCount(userId),
    queryFn: () => getReferralCount(userId),
  });

export const useReferralCount = (userId: string) => useQuery(referralCountQueryOptions(userId));
