import { apiRoutes, pathTo, playerActionResult, type AdjustPlayerInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { usePlayerAction, type OnPlayer } from './player-action.ts';

/**
 * Gives or takes coins and items, gives XP. The body's `idempotencyKey` (one per opening of the
 * dialog) makes a repeat of the same adjustment apply once.
 */
export const adjustPlayer = ({ userId, ...input }: AdjustPlayerInput & OnPlayer) =>
  api.post(pathTo(apiRoutes.players.adjust, { userId }), input, playerActionResult);

export const useAdjustPlayer = () => usePlayerAction(adjustPlayer);
