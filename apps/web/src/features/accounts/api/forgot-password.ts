import { useMutation } from '@tanstack/react-query';
import { apiRoutes, messageResponse } from '@punla/contract';
import { api } from '#shared/api-client.ts';

export const forgotPassword = (email: string) =>
  api.post(apiRoutes.accounts.forgotPassword, { email }, messageResponse);

/** A refused request shows on the form, not as a toast. */
export const useForgotPassword = () =>
  useMutation({ mutationFn: forgotPassword, meta: { errorToast: false } });
