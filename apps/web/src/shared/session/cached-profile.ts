import type { QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@punla/contract';
import { queryKeys } from '../query-keys.ts';

/**
 * Changes the player's cached profile after an action the server answered (coins, XP, codes),
 * so every screen and the session (through the session sync) show it at once. Nothing happens
 * while no profile is cached: the player area fetches it on entry and that answer is newer.
 */
export function updateCachedProfile(
  queryClient: QueryClient,
  userId: string,
  change: (profile: UserProfile) => Partial<UserProfile>,
): void {
  queryClient.setQueryData<UserProfile>(queryKeys.profile(userId), (profile) =>
    profile ? { ...profile, ...change(profile) } : profile,
  );
}
