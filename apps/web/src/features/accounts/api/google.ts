import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRoutes, authResponse, googleStatusResponse, pathTo } from '@punla/contract';
import { API_BASE_URL, api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export const getGoogleStatus = () =>
  api.get(pathTo(apiRoutes.accounts.googleStatus), googleStatusResponse);

export const googleStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.googleStatus(),
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
  window.location.assign(`${API_BASE_URL}${pathTo(apiRoutes.accounts.googleStart)}`);
}

export const exchangeGoogleCode = (code: string) =>
  api.post(pathTo(apiRoutes.accounts.googleExchange), { code }, authResponse);

/** A failed exchange is the page's own message, not a toast. */
export const useExchangeGoogleCode = () =>
  useMutation({ mutationFn: exchangeGoogleCode, meta: { errorToast: false } });
