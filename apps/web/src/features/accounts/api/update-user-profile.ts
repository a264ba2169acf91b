import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, userProfile, type UpdateProfileInput } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { userProfileQueryKey } from './get-user-profile.ts';

export const updateUserProfile = ({ userId, ...input }: UpdateProfileInput & { userId: string }) =>
  api.put(apiPaths.user(userId), input, userProfile);

export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(userProfileQueryKey(profile.id), profile);
      const { updateLoggedUser, setTourCompleted } = useSessionStore.getState();
      updateLoggedUser({ username: profile.username, totalXp: profile.totalXp });
      setTourCompleted(profile.tourCompleted);
    },
  });
}
