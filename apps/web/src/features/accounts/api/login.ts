import { useMutation } from '@tanstack/react-query';
import { apiRoutes, authResponse, pathTo, type LoginInput } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';

/** A wrong password answers 401; that message belongs on the form, not to the session guard. */
export const login = (input: LoginInput) =>
  api.post(pathTo(apiRoutes.accounts.login), input, authResponse, { handleUnauthorized: false });

/** A refused login shows on the form, not as a toast. */
export const useLogin = () => useMutation({ mutationFn: login, meta: { errorToast: false } });
