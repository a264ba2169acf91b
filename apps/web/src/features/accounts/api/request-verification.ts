import { useMutation } from '@tanstack/react-query';
import { apiPaths, messageResponse } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';

export const requestVerification = (email: string) =>
  api.post(apiPaths.requestVerification(email), undefined, messageResponse);

export const useRequestVerification = () => useMutation({ mutationFn: requestVerification });
