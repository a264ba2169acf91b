import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  playerActionResult,
  playerReasonInput,
  userIdParams,
  type PlayerActionResult,
} from '@punla/contract';
import { errorResponses } from '../lib/route-responses.ts';
import type { PlayersContext } from '../modules/players/players.context.ts';
import { getPlayerProfile } from '../modules/players/players.service.ts';
import { audited } from '../plugins/audit.ts';
import { currentUser } from '../plugins/auth.ts';
import { liftSuspension, suspendPlayer } from './suspend-player.ts';

/**
 * The admins' suspension of a player and its lift (the other actions on a player are
 * modules/players/players.routes.ts). Each writes its audit entry, with the admin's reason, in
 * the transaction of the change.
 */
export function registerSuspensionRoutes(fastify: FastifyInstance, ctx: PlayersContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Players (admins)'];
  const profileAfter = (answer: PlayerActionResult) => answer.player;
  const schema = {
    tags,
    params: userIdParams,
    body: playerReasonInput,
    response: { 200: playerActionResult, ...errorResponses(409) },
  };

  app.post(apiRoutes.players.suspend, {
    config: { guard: 'admin', audit: { action: 'player.suspend', target: 'player' } },
    schema,
    handler: (request) => {
      const { userId } = request.params;
      const before = (tx: PlayersContext) => getPlayerProfile(tx, userId);
      return audited<PlayersContext, PlayerActionResult>(
        request,
        ctx,
        { targetId: userId, before, after: profileAfter },
        (tx) => suspendPlayer(tx, currentUser(request), userId, request.body.reason),
      );
    },
  });

  app.post(apiRoutes.players.lift, {
    config: { guard: 'admin', audit: { action: 'player.lift', target: 'player' } },
    schema,
    handler: (request) => {
      const { userId } = request.params;
      const before = (tx: PlayersContext) => getPlayerProfile(tx, userId);
      return audited<PlayersContext, PlayerActionResult>(
        request,
        ctx,
        { targetId: userId, before, after: profileAfter },
        (tx) => liftSuspension(tx, userId),
      );
    },
  });
}
