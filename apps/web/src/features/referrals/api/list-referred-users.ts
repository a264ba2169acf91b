import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, referredUsers } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Who joined with the player's code: when, verified or not, rewarded or not. */
export const listReferredUsers = (userId: string) =>
  api.get(pathTo(apiRoutes.referrals.referredUsers, { userId }), referredUsers);

export const referredUsersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.referredUsers(userId),
    queryFn: () => listReferredUsers(userId),
  });

export const useReferredUsers = (userId: string) => useQuery(referredUsersQueryOptions(userId));
