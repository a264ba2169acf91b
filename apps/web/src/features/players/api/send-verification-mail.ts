import { apiRoutes, pathTo, playerActionResult, type PlayerReasonInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { usePlayerAction, type OnPlayer } from './player-action.ts';

/** Mails an unverified player a new verification code. */
export const sendVerificationMail = ({ userId, ...input }: PlayerReasonInput & OnPlayer) =>
  api.post(pathTo(apiRoutes.players.sendVerification, { userId }), input, playerActionResult);

export const useSendVerificationMail = () => usePlayerAction(sendVerificationMail);
