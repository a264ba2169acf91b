import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, referralCodeResponse } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** The player's code: made on the first call, the same one on every call after (idempotent). */
export const generateReferralCode = (userId: string) =>
  api.post(pathTo(apiRoutes.referrals.generate, { userId }), {}, referralCodeResponse);

export const referralCodeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.referralCode(userId),
    queryFn: () => generateReferralCode(userId),
    // A code never changes once made.
    staleTime: Infinity,
  });

export const useReferralCode = (userId: string) => useQuery(referralCodeQueryOptions(userId));
