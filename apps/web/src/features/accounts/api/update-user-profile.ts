import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, userProfile, type UpdateProfileInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const updateUserProfile = ({ userId, ...input }: UpdateProfileInput & { userId: string }) =>
  api.put(pathTo(apiRoutes.accounts.user, { userId }), input, userProfile);

export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: (profile) => {
      // The session sync copies the username, XP and tour marker from here.
      queryClient.setQueryData(queryKeys.profile(profile.id), profile);
    },
  });
}
