import { useMutation } from '@tanstack/react-query';
import {
  apiRoutes,
  messageResponse,
  type ResetPasswordByLinkInput,
  type ResetPasswordInput,
} from '@punla/contract';
import { api } from '#shared/api-client.ts';

/** A new password with the typed address and code, or with the mailed link's token. */
export const resetPassword = (input: ResetPasswordInput | ResetPasswordByLinkInput) =>
  'token' in input
    ? api.post(apiRoutes.accounts.resetPasswordByLink, input, messageResponse)
    : api.post(apiRoutes.accounts.resetPassword, input, messageResponse);

/** A refused code or password shows on the form, not as a toast. */
export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { errorToast: false } });
