import { apiRoutes, pathTo, playerActionResult, type PlayerReasonInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { usePlayerAction, type OnPlayer } from './player-action.ts';

/** Lifts the account's suspension: the player may sign in again. */
export const liftSuspension = ({ userId, ...input }: PlayerReasonInput & OnPlayer) =>
  api.post(pathTo(apiRoutes.players.lift, { userId }), input, playerActionResult);

export const useLiftSuspension = () => usePlayerAction(liftSuspension);
