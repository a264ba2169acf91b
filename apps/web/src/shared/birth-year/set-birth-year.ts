import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, userProfile } from '@punla/contract';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

// Shared rather than the accounts feature's: the events feature asks the year too before a
// minor's RSVP, and features do not import each other.

export const setBirthYear = ({ userId, birthYear }: { userId: string; birthYear: number }) =>
  api.put(pathTo(apiRoutes.accounts.birthYear, { userId }), { birthYear }, userProfile);

/** Tells the year once; the profile it answers goes to the cache (the session sync reads it). */
export function useSetBirthYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBirthYear,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile(profile.id), profile),
    // The dialog shows the server's words itself.
    meta: { errorToast: false },
  });
}
