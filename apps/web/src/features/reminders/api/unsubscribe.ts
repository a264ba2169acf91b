import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo, unsubscribeResult } from '@punla/contract';
import { api } from '#shared/api-client.ts';

/** The one-click unsubscribe of a reminder mail's link: the token is the whole authority. */
export const unsubscribe = (token: string) =>
  api.post(pathTo(apiRoutes.reminders.unsubscribe, {}, { token }), undefined, unsubscribeResult);

export function useUnsubscribe() {
  // The page says what went wrong itself; no toast on top of it.
  return useMutation({ mutationFn: unsubscribe, meta: { errorToast: false } });
}
