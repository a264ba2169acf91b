import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, userProfile } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getUserProfile = (userId: string) =>
  api.get(pathTo(apiRoutes.accounts.user, { userId }), userProfile);

export const userProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.profile(userId),
    queryFn: () => getUserProfile(userId),
  });

export const useUserProfile = (userId: string) => useQuery(userProfileQueryOptions(userId));
