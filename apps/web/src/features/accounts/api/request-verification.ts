import { useMutation } from '@tanstack/react-query';
import { apiRoutes, messageResponse, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';

export const requestVerification = (email: string) =>
  api.post(pathTo(apiRoutes.accounts.requestVerification, { email }), undefined, messageResponse);

/** A refused request shows on the form, not as a toast. */
export const useRequestVerification = () =>
  useMutation({ mutationFn: requestVerification, meta: { errorToast: false } });
