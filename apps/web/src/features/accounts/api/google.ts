import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths, authResponse, googleStatusResponse } from '@punla/contract';
import { API_BASE_URL, api } from '../../../shared/api-client.ts';

export const getGoogleStatus = () => api.get(apiPaths.googleStatus, googleStatusResponse);

export const googleStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'google-status'],
    queryFn: getGoogleStatus,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Whether "Continue with Google" is offered; false while unknown or when the call fails. */
export function useGoogleEnabled(): boolean {
  const { data } = useQuery(googleStatusQueryOptions());
  return data?.enabled === true;
}

/** Google login is a full-page trip: the server sends the browser to Google and back. */
export function startGoogleLogin(): void {
  window.location.assign(`${API_BASE_URL}${apiPaths.googleStart}`);
}

export const exchangeGoogleCode = (code: string) =>
  api.post(apiPaths.googleExchange, { code }, authResponse);

export const useExchangeGoogleCode = () => useMutation({ mutationFn: exchangeGoogleCode });
