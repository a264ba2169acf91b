import { apiRoutes, pathTo, playerActionResult, type RenamePlayerInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { usePlayerAction, type OnPlayer } from './player-action.ts';

/** Gives the player a new username. */
export const renamePlayer = ({ userId, ...input }: RenamePlayerInput & OnPlayer) =>
  api.post(pathTo(apiRoutes.players.rename, { userId }), input, playerActionResult);

export const useRenamePlayer = () => usePlayerAction(renamePlayer);
