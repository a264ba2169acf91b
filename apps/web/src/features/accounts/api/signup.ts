import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo, signupResponse, type SignupInput } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';

export const signup = (input: SignupInput) =>
  api.post(pathTo(apiRoutes.accounts.signup), input, signupResponse);

/** A refused sign-up shows on the form, not as a toast. */
export const useSignup = () => useMutation({ mutationFn: signup, meta: { errorToast: false } });
