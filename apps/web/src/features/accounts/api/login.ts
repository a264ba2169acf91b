import { useMutation } from '@tanstack/react-query';
import { apiPaths, authResponse, type LoginInput } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';

/** A wrong password answers 401; that message belongs on the form, not to the session guard. */
export const login = (input: LoginInput) =>
  api.post(apiPaths.login, input, authResponse, { handleUnauthorized: false });

export const useLogin = () => useMutation({ mutationFn: login });
