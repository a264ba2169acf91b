import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, resources, type Resources } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** What the top-up did, in words: water rises to the free amount. */
export function freeWaterMessage(waterBefore: number | null, answer: Resources): string {
  const gained = waterBefore === null ? null : answer.water - waterBefore;
  if (gained === null || gained <= 0) return `Free water claimed: you have ${answer.water} water.`;
  return `+${gained} water! You have ${answer.water} water now.`;
}

/**
 * Tops water up to the free amount, once per game day, while the player holds less (else the
 * server answers 409 and the day's claim is kept); again the same day changes nothing.
 */
export const claimFreeWater = (userId: string) =>
  api.postOnce(pathTo(apiRoutes.inventory.claimFreeWater, { userId }), {}, resources);

export function useClaimFreeWater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimFreeWater,
    onSuccess: (answer, userId) => queryClient.setQueryData(queryKeys.resources(userId), answer),
    // Refused (the water on screen was old): show what the player really has.
    onError: (_error, userId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.resources(userId) }),
  });
}
