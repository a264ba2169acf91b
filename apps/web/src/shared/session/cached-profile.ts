import type { QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@punla/contract';
import { queryKeys } from '../query-keys.ts';

/**
 * Changes the player's cached profile after an action the server answered (coins, XP, codes),
 * so every screen and the session (through the session sync) show it at once. While no
 * profile is cached (its first fetch still under way, or failed), the profile is fetched
 * again instead: a fetch begun before the action could answer with what came before it.
 */
export function updateCachedProfile(
  queryClient: QueryClient,
  userId: string,
  change: (profile: UserProfile) => Partial<UserProfile>,
): void {
  const key = queryKeys.profile(userId);
  if (!queryClient.getQueryData<UserProfile>(key)) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<UserProfile>(key, (profile) =>
    profile ? { ...profile, ...change(profile) } : profile,
  );
}
