import { apiRoutes, pathTo, playerActionResult, type ChangePlayerRoleInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { usePlayerAction, type OnPlayer } from './player-action.ts';

/** Makes the player an admin, or an admin a player again. */
export const changePlayerRole = ({ userId, ...input }: ChangePlayerRoleInput & OnPlayer) =>
  api.post(pathTo(apiRoutes.players.role, { userId }), input, playerActionResult);

export const useChangePlayerRole = () => usePlayerAction(changePlayerRole);
