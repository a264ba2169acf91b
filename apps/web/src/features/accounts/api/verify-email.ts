import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo, verifyEmailResponse } from '@punla/contract';
import { api } from '#shared/api-client.ts';

export const verifyEmail = ({ email, code }: { email: string; code: string }) =>
  api.get(pathTo(apiRoutes.accounts.verifyEmail, { email, code }), verifyEmailResponse);

/** A refused code shows on the form, not as a toast. */
export const useVerifyEmail = () =>
  useMutation({ mutationFn: verifyEmail, meta: { errorToast: false } });
