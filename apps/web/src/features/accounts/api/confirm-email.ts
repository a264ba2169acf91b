import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, messageResponse, pathTo, type ConfirmEmailInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const confirmEmail = ({ userId, ...input }: ConfirmEmailInput & { userId: string }) =>
  api.post(pathTo(apiRoutes.accounts.confirmEmail, { userId }), input, messageResponse);

/**
 * The code from the new address changes the account's e-mail: the profile is read again (the
 * session follows it). A refusal shows on the form.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    meta: { errorToast: false },
    onSuccess: (_answer, { userId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) }),
  });
}
