import { useMutation } from '@tanstack/react-query';
import { apiPaths, verifyEmailResponse } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';

export const verifyEmail = ({ email, code }: { email: string; code: string }) =>
  api.get(apiPaths.verifyEmail(email, code), verifyEmailResponse);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
