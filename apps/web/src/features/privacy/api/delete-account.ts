import { useMutation } from '@tanstack/react-query';
import { apiRoutes, deletionScheduled, pathTo, type DeleteAccountInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';

/**
 * "Delete my account": the password (or, for an account that signs in with Google only, the
 * username typed as `confirm`). The answer says when the data is erased; every session of the
 * account, this one too, has ended by then.
 */
export const deleteAccount = ({ userId, ...input }: DeleteAccountInput & { userId: string }) =>
  api.post(pathTo(apiRoutes.privacy.delete, { userId }), input, deletionScheduled);

/** A refusal (a wrong password, the last admin, too many tries) shows in the dialog. */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: deleteAccount, meta: { errorToast: false } });
