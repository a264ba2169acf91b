import { apiRoutes, pathTo, playerActionResult, type PlayerReasonInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { usePlayerAction, type OnPlayer } from './player-action.ts';

/** Suspends the account: the player is signed out and cannot sign in until it is lifted. */
export const suspendPlayer = ({ userId, ...input }: PlayerReasonInput & OnPlayer) =>
  api.post(pathTo(apiRoutes.players.suspend, { userId }), input, playerActionResult);

export const useSuspendPlayer = () => usePlayerAction(suspendPlayer);
