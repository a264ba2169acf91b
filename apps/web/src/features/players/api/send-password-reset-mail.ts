import { apiRoutes, pathTo, playerActionResult, type PlayerReasonInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { usePlayerAction, type OnPlayer } from './player-action.ts';

/** Mails the player a link to choose a new password. */
export const sendPasswordResetMail = ({ userId, ...input }: PlayerReasonInput & OnPlayer) =>
  api.post(pathTo(apiRoutes.players.sendPasswordReset, { userId }), input, playerActionResult);

export const useSendPasswordResetMail = () => usePlayerAction(sendPasswordResetMail);
