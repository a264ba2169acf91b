import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo, type LoginInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { loadAccountSchemas } from './account-schemas.ts';

/** A wrong password answers 401; that message belongs on the form, not to the session guard. */
export const login = async (input: LoginInput) => {
  const { authResponse } = await loadAccountSchemas();
  return api.post(pathTo(apiRoutes.accounts.login), input, authResponse, {
    handleUnauthorized: false,
  });
};

/** A refused login shows on the form, not as a toast. */
export const useLogin = () => useMutation({ mutationFn: login, meta: { errorToast: false } });
