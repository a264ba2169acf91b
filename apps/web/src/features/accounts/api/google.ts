import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { API_BASE_URL, api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { loadAccountSchemas } from './account-schemas.ts';

/**
 * Checked by hand: the login and sign-up screens ask for it as they show, before the schema
 * library has loaded (see account-schemas.ts).
 */
export function parseGoogleStatus(data: unknown): { enabled: boolean } {
  const enabled = data && typeof data === 'object' && 'enabled' in data ? data.enabled : null;
  if (typeof enabled !== 'boolean') throw new TypeError('The Google status has no answer.');
  return { enabled };
}

export const getGoogleStatus = () =>
  api.get(pathTo(apiRoutes.accounts.googleStatus), { parse: parseGoogleStatus });

export const googleStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.googleStatus(),
    queryFn: getGoogleStatus,
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * Whether "Continue with Google" is offered; false while unknown or when the call fails. Read
 * through the query cache without a query observer, which the login screen would load for
 * this one call.
 */
export function useGoogleEnabled(): boolean {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(
    () => queryClient.getQueryData(googleStatusQueryOptions().queryKey)?.enabled === true,
  );
  useEffect(() => {
    let active = true;
    queryClient.fetchQuery(googleStatusQueryOptions()).then(
      (status) => active && setEnabled(status.enabled),
      () => active && setEnabled(false),
    );
    return () => {
      active = false;
    };
  }, [queryClient]);
  return enabled;
}

/**
 * Google login is a full-page trip: the server sends the browser to Google and back. The
 * sign-up page sends the chosen birth year along, for the account the trip may create.
 */
export function startGoogleLogin(birthYear?: number): void {
  const query = birthYear === undefined ? {} : { birthYear: String(birthYear) };
  window.location.assign(`${API_BASE_URL}${pathTo(apiRoutes.accounts.googleStart, {}, query)}`);
}

export const exchangeGoogleCode = async (code: string) => {
  const { authResponse } = await loadAccountSchemas();
  return api.post(pathTo(apiRoutes.accounts.googleExchange), { code }, authResponse);
};

/** A failed exchange is the page's own message, not a toast. */
export const useExchangeGoogleCode = () =>
  useMutation({ mutationFn: exchangeGoogleCode, meta: { errorToast: false } });
