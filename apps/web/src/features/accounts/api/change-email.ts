import { useMutation } from '@tanstack/react-query';
import { apiRoutes, messageResponse, pathTo, type ChangeEmailInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';

export const changeEmail = ({ userId, ...input }: ChangeEmailInput & { userId: string }) =>
  api.post(pathTo(apiRoutes.accounts.changeEmail, { userId }), input, messageResponse);

/** Asks for a code at the new address; nothing changes yet. A refusal shows on the form. */
export const useChangeEmail = () =>
  useMutation({ mutationFn: changeEmail, meta: { errorToast: false } });
