import { useMutation } from '@tanstack/react-query';
import { apiPaths, signupResponse, type SignupInput } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';

export const signup = (input: SignupInput) => api.post(apiPaths.signup, input, signupResponse);

export const useSignup = () => useMutation({ mutationFn: signup });
