import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, updatePasswordResponse, type UpdatePasswordInput } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { startSession } from './auth-session.ts';
import { userProfileQueryKey } from './get-user-profile.ts';

export const updatePassword = ({ userId, ...input }: UpdatePasswordInput & { userId: string }) =>
  api.put(apiPaths.updatePassword(userId), input, updatePasswordResponse);

/** Older tokens stop working after the change, so the answer's token becomes the session's. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: (answer) => {
      startSession(answer);
      queryClient.setQueryData(userProfileQueryKey(answer.user.id), answer.user);
    },
  });
}
