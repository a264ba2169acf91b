import { useMutation } from '@tanstack/react-query';
import { apiRoutes, messageResponse, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';

export const logoutAll = (userId: string) =>
  api.post(pathTo(apiRoutes.accounts.logoutAll, { userId }), undefined, messageResponse);

/** Ends every session of the player on the server; a failure toasts. */
export const useLogoutAll = () => useMutation({ mutationFn: logoutAll });
