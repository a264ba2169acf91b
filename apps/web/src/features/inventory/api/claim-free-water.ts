import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, resources, type Resources } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** What the top-up did, in words: water only ever rises to the free amount. */
export function freeWaterMessage(waterBefore: number | null, answer: Resources): string {
  const gained = waterBefore === null ? null : answer.water - waterBefore;
  if (gained === null) return `Free water claimed: you have ${answer.water} water.`;
  if (gained > 0) return `+${gained} water! You have ${answer.water} water now.`;
  return `You already had ${answer.water} water, so today's top-up to ${answer.freeWaterAmount} added none.`;
}

/** Tops water up to the free amount, once per game day; again the same day changes nothing. */
export const claimFreeWater = (userId: string) =>
  api.post(pathTo(apiRoutes.inventory.claimFreeWater, { userId }), {}, resources);

export function useClaimFreeWater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimFreeWater,
    onSuccess: (answer, userId) => queryClient.setQueryData(queryKeys.resources(userId), answer),
  });
}
