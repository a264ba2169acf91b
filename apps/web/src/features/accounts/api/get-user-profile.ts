import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, userProfile } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export const userProfileQueryKey = queryKeys.profile;

export const getUserProfile = (userId: string) => api.get(apiPaths.user(userId), userProfile);

export const userProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userProfileQueryKey(userId),
    queryFn: () => getUserProfile(userId),
  });

export const useUserProfile = (userId: string) => useQuery(userProfileQueryOptions(userId));
