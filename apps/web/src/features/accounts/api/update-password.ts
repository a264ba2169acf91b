import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  updatePasswordResponse,
  type UpdatePasswordInput,
} from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { startSession } from './auth-session.ts';

export const updatePassword = ({ userId, ...input }: UpdatePasswordInput & { userId: string }) =>
  api.put(pathTo(apiRoutes.accounts.updatePassword, { userId }), input, updatePasswordResponse);

/**
 * Older tokens stop working after the change, so the answer's token becomes the session's. A
 * refused change shows on the form, not as a toast.
 */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    meta: { errorToast: false },
    onSuccess: (answer) => {
      startSession(answer);
      queryClient.setQueryData(queryKeys.profile(answer.user.id), answer.user);
    },
  });
}
