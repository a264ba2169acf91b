import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo, type SignupInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { DEVICE_HEADER, deviceId } from '#shared/session/device-id.ts';
import { loadAccountSchemas } from './account-schemas.ts';

export const signup = async (input: SignupInput) => {
  const { signupResponse } = await loadAccountSchemas();
  const device = deviceId();
  return api.postOnce(pathTo(apiRoutes.accounts.signup), input, signupResponse, {
    ...(device ? { headers: { [DEVICE_HEADER]: device } } : {}),
  });
};

/** A refused sign-up shows on the form, not as a toast. */
export const useSignup = () => useMutation({ mutationFn: signup, meta: { errorToast: false } });
