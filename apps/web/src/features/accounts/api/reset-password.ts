import { useMutation } from '@tanstack/react-query';
import { apiRoutes, messageResponse, type ResetPasswordInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';

export const resetPassword = (input: ResetPasswordInput) =>
  api.post(apiRoutes.accounts.resetPassword, input, messageResponse);

/** A refused code or password shows on the form, not as a toast. */
export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { errorToast: false } });
